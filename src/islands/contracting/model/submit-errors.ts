/** Spec 04 §8: which toast a refused or failed request gets, and the server's field messages. */
import { ApiError } from '~/lib/api-client';

export const SUBMIT_MESSAGES = {
  refused: 'Sua solicitação não foi enviada. Por favor, tente novamente.',
  failed: 'Ocorreu um erro ao enviar o formulário. Tente novamente.',
  extension: 'Formato de arquivo não suportado. Tente novamente.',
} as const;

export function submitFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return SUBMIT_MESSAGES.failed;
  const data = error.body?.data as { error?: unknown } | null | undefined;
  if (data?.error === 'ExtensionNotAllowed') return SUBMIT_MESSAGES.extension;
  return SUBMIT_MESSAGES.refused;
}

/** The server's field messages (`error.details.errors`). */
export function submitFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const details = error.body?.error?.details as { errors?: Record<string, unknown> } | undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(details?.errors ?? {})) if (typeof value === 'string') out[key] = value;
  return out;
}
