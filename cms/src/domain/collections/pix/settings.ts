/**
 * The Pix provider's settings (.env.example, "Collections — Pix"; docs/collections-pix.md). No
 * `PIX_PROVIDER_URL` = no provider: bills keep the static BR Code, nothing is sent anywhere.
 * With a URL, every other setting the Pix API needs must be right, or the CMS refuses to start
 * with the reason (a half-configured provider would silently leave bills without their charge).
 */
import { DISCOUNT_MODALIDADES, FINE_MODALIDADES, INTEREST_MODALIDADES, type CobvRate, type CobvRules } from './amounts';

export interface PixProviderSettings {
  /** Base URL of the Pix API (`https://…/v2`, the paths `/cobv/{txid}`… are appended). */
  baseUrl: string;
  /** OAuth2 client-credentials token endpoint. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** mTLS: the client certificate and key the provider issued (PEM files), and its CA (optional). */
  certFile: string;
  keyFile: string;
  caFile: string | null;
  /** The distributor's Pix key (`chave` of every charge): PIX_KEY. */
  pixKey: string;
  rules: CobvRules;
  /** Attempts of one call on 5xx/429/network errors (with backoff), and the base backoff (ms). */
  retries: number;
  backoffMs: number;
  /** How many days back the reconciliation reads `GET /pix`, and how often it runs (minutes). */
  reconcileDays: number;
  reconcileEveryMinutes: number;
}

export class PixSettingsError extends Error {}

const text = (env: NodeJS.ProcessEnv, name: string) => (env[name] ?? '').trim();

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = text(env, name);
  if (!value) throw new PixSettingsError(`${name} é obrigatório quando PIX_PROVIDER_URL está definido`);
  return value;
}

function httpsUrl(env: NodeJS.ProcessEnv, name: string): string {
  const value = required(env, name);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new PixSettingsError(`${name} não é uma URL válida`);
  }
  if (url.protocol !== 'https:') throw new PixSettingsError(`${name} deve usar https (a API Pix exige mTLS)`);
  return value.replace(/\/+$/, '');
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const value = text(env, name);
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new PixSettingsError(`${name} deve ser um inteiro de ${min} a ${max}`);
  return n;
}

function rate(env: NodeJS.ProcessEnv, prefix: string, allowed: readonly number[]): CobvRate | null {
  const modalidade = text(env, `${prefix}_MODALIDADE`);
  const valorPerc = text(env, `${prefix}_VALOR_PERC`);
  if (!modalidade && !valorPerc) return null;
  const m = Number(modalidade);
  if (!allowed.includes(m)) throw new PixSettingsError(`${prefix}_MODALIDADE deve ser ${allowed.join(', ')}`);
  if (!/^\d{1,10}\.\d{2}$/.test(valorPerc) || /^0+\.00$/.test(valorPerc))
    throw new PixSettingsError(`${prefix}_VALOR_PERC deve ser um valor positivo com duas casas (ex.: 2.00)`);
  return { modalidade: m, valorPerc };
}

export function pixProviderSettings(env: NodeJS.ProcessEnv = process.env): PixProviderSettings | null {
  if (!text(env, 'PIX_PROVIDER_URL')) return null;
  const discount = rate(env, 'PIX_COBV_DISCOUNT', DISCOUNT_MODALIDADES);
  return {
    baseUrl: httpsUrl(env, 'PIX_PROVIDER_URL'),
    tokenUrl: httpsUrl(env, 'PIX_PROVIDER_TOKEN_URL'),
    clientId: required(env, 'PIX_PROVIDER_CLIENT_ID'),
    clientSecret: required(env, 'PIX_PROVIDER_CLIENT_SECRET'),
    scope: text(env, 'PIX_PROVIDER_SCOPE') || 'cobv.write cobv.read lotecobv.write lotecobv.read pix.read',
    certFile: required(env, 'PIX_PROVIDER_CERT_FILE'),
    keyFile: required(env, 'PIX_PROVIDER_KEY_FILE'),
    caFile: text(env, 'PIX_PROVIDER_CA_FILE') || null,
    pixKey: required(env, 'PIX_KEY'),
    rules: {
      fine: rate(env, 'PIX_COBV_FINE', FINE_MODALIDADES),
      interest: rate(env, 'PIX_COBV_INTEREST', INTEREST_MODALIDADES),
      discount: discount ? { ...discount, daysBefore: int(env, 'PIX_COBV_DISCOUNT_DAYS_BEFORE', 0, 0, 60) } : null,
      validityDays: int(env, 'PIX_COBV_VALIDITY_DAYS', 60, 0, 3650),
    },
    retries: int(env, 'PIX_PROVIDER_RETRIES', 4, 1, 10),
    backoffMs: int(env, 'PIX_PROVIDER_BACKOFF_MS', 500, 0, 60_000),
    reconcileDays: int(env, 'PIX_RECONCILE_DAYS', 3, 1, 30),
    reconcileEveryMinutes: int(env, 'PIX_RECONCILE_EVERY_MINUTES', 60, 1, 1440),
  };
}
