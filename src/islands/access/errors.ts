import { ApiError } from '~/lib/api-client';

/** Field messages of a portal API error (`error.details.fields`, PORTAL-API.md §0). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const details = error.body?.error?.details as { fields?: Record<string, unknown> } | undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(details?.fields ?? {})) if (typeof value === 'string') out[key] = value;
  return out;
}

/** The server's message for a 4xx answer; network failures and 5xx have none worth showing. */
export function clientErrorMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.serverMessage : undefined;
}

export const LOGIN_TOAST_MS = 7000;
