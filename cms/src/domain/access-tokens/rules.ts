/**
 * Personal access tokens of the industrial administrator (issue 26 §6; docs/access-tokens.md):
 * the token's format, its scopes, its expiry and state, the create form's rule and the
 * messages. Pure: the server (cms/src/portal/core/access-tokens.ts, cms/src/portal/access-tokens)
 * and the "Acesso por API" screen read the same module.
 */

/** Every token starts with it, so a secret scanner (and a person) recognises a leaked one. */
export const TOKEN_PREFIX = 'ngp_';
/** Random bytes of a token: 256 bits, base64url without padding (43 characters). */
export const TOKEN_RANDOM_BYTES = 32;
const TOKEN_PATTERN = /^ngp_[A-Za-z0-9_-]{43}$/;
/** Characters of the token shown in the list (`ngp_` and the first 8 random characters): enough to tell tokens apart, never enough to use one. */
export const DISPLAY_PREFIX_LENGTH = 12;

/** What a token may do; a route accepts a token only when it declares one of them (`tokenScope`). */
export const TOKEN_SCOPES = ['consumption:read', 'programming:write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** The scopes as the screen names them. */
export const SCOPE_LABELS: Record<TokenScope, string> = {
  'consumption:read': 'Ler consumo, dados e condições do contrato',
  'programming:write': 'Enviar programação diária',
};

/** Expiry offered by default on the screen and the longest the server accepts without ACCESS_TOKEN_MAX_DAYS. */
export const DEFAULT_EXPIRY_DAYS = 90;
export const DEFAULT_MAX_EXPIRY_DAYS = 365;
/** Tokens an account may hold at once, neither revoked nor expired. */
export const MAX_ACTIVE_TOKENS = 10;
export const TOKEN_NAME_MAX = 60;

export const ACCESS_TOKEN_MESSAGES = {
  nameRequired: 'Informe um nome para o token',
  nameTooLong: `O nome pode ter até ${TOKEN_NAME_MAX} caracteres`,
  scopesRequired: 'Escolha ao menos um escopo',
  expiryRequired: 'Informe a validade em dias (número inteiro a partir de 1)',
  expiryTooLong: (maxDays: number) => `A validade máxima de um token é de ${maxDays} dias`,
  tooManyTokens: `Você já tem ${MAX_ACTIVE_TOKENS} tokens ativos. Revogue um antes de criar outro.`,
  created: 'Token criado. Copie-o agora: ele não será mostrado de novo.',
  revoked: 'Token revogado.',
  notFound: 'Token não encontrado.',
  invalid: 'Token de acesso inválido.',
  expired: 'Token de acesso expirado. Crie um novo token em "Acesso por API".',
  revokedToken: 'Token de acesso revogado. Crie um novo token em "Acesso por API".',
  routeNotAllowed: 'Este recurso não aceita tokens de acesso.',
  scopeMissing: (scope: TokenScope) => `O token não tem o escopo ${scope}, exigido por este recurso.`,
  tooManyCalls: 'Limite de chamadas deste token excedido. Tente novamente em instantes.',
} as const;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The token text for random bytes: `ngp_` + the bytes in base64url without padding. */
export function tokenText(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i]!, bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += BASE64URL[(n >> 18) & 63]! + BASE64URL[(n >> 12) & 63]!;
    if (b !== undefined) out += BASE64URL[(n >> 6) & 63]!;
    if (c !== undefined) out += BASE64URL[n & 63]!;
  }
  return TOKEN_PREFIX + out;
}

/** True for a text shaped like a token (prefix and 43 base64url characters); anything else is never looked up. */
export function isAccessTokenText(text: unknown): text is string {
  return typeof text === 'string' && TOKEN_PATTERN.test(text);
}

/** The part of a token the list shows. */
export const displayPrefix = (token: string): string => token.slice(0, DISPLAY_PREFIX_LENGTH);

export type TokenState = 'active' | 'expired' | 'revoked';

/** Revoked wins over expired; a token is expired from its `expiresAt` instant on. */
export function tokenState(row: { expiresAt: string | Date; revokedAt?: string | Date | null }, now: Date): TokenState {
  if (row.revokedAt) return 'revoked';
  return new Date(row.expiresAt).getTime() <= now.getTime() ? 'expired' : 'active';
}

/** The expiry of a token created at `now` for `days` days: exactly `days` × 24 hours later. */
export function expiresAtFor(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

export const isTokenScope = (value: unknown): value is TokenScope => TOKEN_SCOPES.includes(value as TokenScope);

/** The create form's fields (POST /api/access-tokens): name, scopes, expiry in whole days from 1 (the maximum is a setting, checked by the server). */
export function createTokenErrors(body: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) errors.name = ACCESS_TOKEN_MESSAGES.nameRequired;
  else if (name.length > TOKEN_NAME_MAX) errors.name = ACCESS_TOKEN_MESSAGES.nameTooLong;
  const scopes = body.scopes;
  if (!Array.isArray(scopes) || scopes.length === 0 || scopes.length > TOKEN_SCOPES.length || !scopes.every(isTokenScope))
    errors.scopes = ACCESS_TOKEN_MESSAGES.scopesRequired;
  const days = body.expiresInDays;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1) errors.expiresInDays = ACCESS_TOKEN_MESSAGES.expiryRequired;
  return errors;
}

/** A token as the owner's list shows it (never the token itself). */
export interface AccessTokenView {
  id: string;
  name: string;
  scopes: TokenScope[];
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string;
  revokedAt: string | null;
  state: TokenState;
}

export interface AccessTokenList {
  tokens: AccessTokenView[];
  maxDays: number;
}
