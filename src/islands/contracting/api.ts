/**
 * Calls of the contracting flow (spec 04 §7; the contract in PORTAL-API.md "connection"): the
 * document check goes to the web server's /session/connection/verify (it holds the key that
 * decrypts the CMS's answer); the rest goes through the same-origin /api proxy.
 */
import { ApiError, api } from '~/lib/api-client';
import { VERIFY_TIMEOUT_MS } from '@domain/connection/constants';
import type { ConnectionType } from '@domain/connection/constants';
import type { CepView, CityView, LocationView } from '@domain/connection/types';
import { CONNECTION_ENDPOINTS } from '@domain/endpoints/connection';
import { call, endpointOf } from '~/lib/api-call';

const CITIES = endpointOf(CONNECTION_ENDPOINTS, 'GET', '/services/connection/cities');
const LOCATIONS = endpointOf(CONNECTION_ENDPOINTS, 'GET', '/services/connection/locations');
const CEP = endpointOf(CONNECTION_ENDPOINTS, 'GET', '/services/connection/cep/:cep');
const SUBMIT = endpointOf(CONNECTION_ENDPOINTS, 'POST', '/services/connection');

export { VERIFY_TIMEOUT_MS };
export type City = CityView;
export type Location = LocationView;
export type CepAddress = CepView;

/** What a CEP lookup gave: the address, an invalid CEP (404), or no answer (the person types it). */
export type CepLookup = { kind: 'found'; address: CepAddress } | { kind: 'invalid' } | { kind: 'unavailable' };

export const connectionApi = {
  verify: (cpfCnpj: string, captchaToken?: string | null) =>
    api.get<{ realData?: unknown }>('/session/connection/verify', {
      query: { cpfCnpj },
      headers: captchaToken ? { captcha: captchaToken } : {},
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    }),
  cities: () => (call(CITIES, {}) as Promise<{ data: City[] }>).then((r) => r.data ?? []),
  /** Spec 04 §7: the city name goes uppercased. */
  locations: (cityName: string) =>
    (call(LOCATIONS, { query: { cityName: cityName.toUpperCase() } }) as Promise<{ data: Location[] }>).then((r) => r.data ?? []),
  async cep(cep: string): Promise<CepLookup> {
    try {
      const answer = await (call(CEP, { params: { cep } }) as Promise<{ data: CepAddress }>);
      return answer?.data ? { kind: 'found', address: answer.data } : { kind: 'unavailable' };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return { kind: 'invalid' };
      return { kind: 'unavailable' };
    }
  },
  submit: (type: ConnectionType, fields: Record<string, string>, uploads: { files?: File[]; selfie?: File[] } = {}) => {
    const form = new FormData();
    form.set('type', type);
    for (const [key, value] of Object.entries(fields)) if (value !== '') form.set(key, value);
    for (const file of uploads.files ?? []) form.append('files', file, file.name);
    for (const file of uploads.selfie ?? []) form.append('selfie', file, file.name);
    return call(SUBMIT, { body: form }) as Promise<{ data: { protocol: string } }>;
  },
};

/** Spec 04 §8: which toast a refused or failed request gets. */
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
