/**
 * Postal-code lookup (spec 04 §3, §5, §7; PORTAL-API.md §11f): ViaCEP by default, or a compatible
 * service at CEP_SERVICE_URL (`GET {url}/ws/{cep}/json/`), CEP_TIMEOUT_MS (default 5000). Never blocks the
 * flow: when the service is not configured, down, slow or answers garbage, the island lets the
 * person type the address (503 with that advice).
 */
import { CEP_DEFAULT_TIMEOUT_MS } from '../../domain/connection/constants';
import { CONNECTION_MESSAGES } from '../../domain/connection/messages';
import { cepDigits } from '../../domain/connection/rules';
import type { CepView } from '../../domain/connection/types';
import { connectionError } from './errors';

/** The public postal-code service spec 04 §7 names (`GET /ws/{cep}/json/`): on unless CEP_SERVICE_URL says otherwise. */
export const DEFAULT_CEP_SERVICE_URL = 'https://viacep.com.br';

/** CEP_SERVICE_URL unset → the public service; set empty → no lookup; else that service. */
export function cepSettings(env: NodeJS.ProcessEnv = process.env): { url: string; timeoutMs: number } {
  const timeout = Number.parseInt(env.CEP_TIMEOUT_MS ?? '', 10);
  return {
    url: (env.CEP_SERVICE_URL ?? DEFAULT_CEP_SERVICE_URL).trim().replace(/\/+$/, ''),
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : CEP_DEFAULT_TIMEOUT_MS,
  };
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 200) : '');

export async function lookupCep(rawCep: unknown): Promise<{ data: CepView }> {
  const cep = cepDigits(rawCep);
  if (!cep) throw connectionError(404, CONNECTION_MESSAGES.cepNotFound);
  const { url, timeoutMs } = cepSettings();
  const unavailable = () => connectionError(503, CONNECTION_MESSAGES.cepUnavailable);
  if (!url) throw unavailable();
  let body: unknown;
  try {
    const res = await fetch(`${url}/ws/${cep}/json/`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    // ViaCEP answers 400 to a malformed CEP; anything else that is not 200 is the service failing.
    if (res.status === 400) throw connectionError(404, CONNECTION_MESSAGES.cepNotFound);
    if (!res.ok) throw unavailable();
    body = JSON.parse(await res.text());
  } catch (error) {
    if ((error as { status?: number }).status === 404) throw error;
    throw unavailable();
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw unavailable();
  const answer = body as Record<string, unknown>;
  if (answer.erro === true || answer.erro === 'true') throw connectionError(404, CONNECTION_MESSAGES.cepNotFound);
  const localidade = str(answer.localidade);
  const uf = str(answer.uf);
  if (!localidade || !/^[A-Z]{2}$/.test(uf)) throw unavailable();
  return { data: { cep, logradouro: str(answer.logradouro), bairro: str(answer.bairro), localidade, uf } };
}
