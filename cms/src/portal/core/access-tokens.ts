/**
 * Personal access tokens at the door (issue 26 §6; docs/access-tokens.md): the policy's side of
 * a call with `Authorization: Bearer ngp_…` (look the token up by its SHA-256, refuse revoked
 * and expired ones with 401, refuse a route that does not declare the token's scope with 403,
 * count the call against the token's rate limit, then let the call through as the token's
 * owner) and the audit row written for every such call. The owner's screens (create, list,
 * revoke) are the use cases of portal/access-tokens.
 *
 * Why SHA-256 and not a password hash: a token is 256 random bits, not a human secret, so there
 * is no dictionary to try and nothing a slow hash adds; a fast, unsalted digest lets the lookup be
 * one indexed equality on the stored hash.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  ACCESS_TOKEN_MESSAGES,
  DEFAULT_MAX_EXPIRY_DAYS,
  TOKEN_RANDOM_BYTES,
  isAccessTokenText,
  isTokenScope,
  tokenState,
  tokenText,
  type TokenScope,
} from '../../domain/access-tokens/rules';
import type { AccessConfig } from '../../domain/endpoints/define';
import { nowMs } from './clock';
import { forbidden, tooManyRequests, unauthorized } from './http';
import { createTokenLimiter, type AttemptLimiter } from './rate-limit';
import type { SessionRow, UserRow } from './types';
import { loadUser } from './users';

export const ACCESS_TOKEN_UID = 'api::access-tokens.access-token';
export const TOKEN_CALL_UID = 'api::audit.token-call';

export interface AccessTokenRow {
  id: number;
  documentId: string;
  ownerId: number;
  name: string;
  scopes: unknown;
  prefix: string;
  expiresAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  createdAt: string;
}

/** What the policy leaves on `ctx.state.accessToken` for the audit (never the token itself). */
export interface TokenCaller {
  id: number;
  prefix: string;
  ownerId: number;
}

/** The stored form of a token: SHA-256, hex. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new token: `ngp_` + 256 random bits. */
export const newTokenText = (): string => tokenText(randomBytes(TOKEN_RANDOM_BYTES));

/** ACCESS_TOKEN_MAX_DAYS (default 365): the longest expiry a token may be created with. */
export function maxExpiryDays(env: NodeJS.ProcessEnv = process.env): number {
  const days = Number.parseInt(env.ACCESS_TOKEN_MAX_DAYS ?? '', 10);
  return Number.isFinite(days) && days >= 1 ? days : DEFAULT_MAX_EXPIRY_DAYS;
}

/** The scopes of a stored row, only known ones. */
export const scopesOf = (row: Pick<AccessTokenRow, 'scopes'>): TokenScope[] =>
  Array.isArray(row.scopes) ? (row.scopes as unknown[]).filter(isTokenScope) : [];

/** True when the request carries a personal access token (whatever its validity). */
export function carriesAccessToken(ctx: Context): boolean {
  const header = ctx.request.header.authorization;
  return typeof header === 'string' && /^Bearer\s+ngp_/i.test(header.trim());
}

let limiter: AttemptLimiter | null = null;
const tokenLimiter = () => (limiter ??= createTokenLimiter());

// lastUsedAt is written at most once a minute per token: one write per call would take SQLite's
// write lock on every read of a busy integration.
const LAST_USED_EVERY_MS = 60_000;

/**
 * The login behind a personal access token, as the policy needs it, or a refusal: 401 for an
 * unknown, revoked or expired token; 403 when the route declares no token scope or another one;
 * 429 (with Retry-After) past the token's rate limit. The session is a stand-in with no id: a
 * token reaches only routes that declare a scope, none of which reads or ends a session.
 */
export async function tokenLogin(
  strapi: Core.Strapi,
  ctx: Context,
  token: string,
  config: AccessConfig,
): Promise<{ session: SessionRow; user: UserRow | null }> {
  if (!isAccessTokenText(token)) throw unauthorized(ACCESS_TOKEN_MESSAGES.invalid);
  const row = (await strapi.db.query(ACCESS_TOKEN_UID).findOne({ where: { tokenHash: hashToken(token) } })) as AccessTokenRow | null;
  if (!row) throw unauthorized(ACCESS_TOKEN_MESSAGES.invalid);
  ctx.state.accessToken = { id: row.id, prefix: row.prefix, ownerId: row.ownerId } satisfies TokenCaller;
  const at = new Date(nowMs());
  const state = tokenState(row, at);
  if (state === 'revoked') throw unauthorized(ACCESS_TOKEN_MESSAGES.revokedToken);
  if (state === 'expired') throw unauthorized(ACCESS_TOKEN_MESSAGES.expired);

  const verdict = await tokenLimiter().take([`token:${row.id}`]);
  if (!verdict.ok) {
    // The policy's context copies the request's own fields, not Koa's delegates: set the header on the response.
    ctx.response.set('Retry-After', String(verdict.retryAfterSeconds));
    throw tooManyRequests(ACCESS_TOKEN_MESSAGES.tooManyCalls);
  }
  if (!config.tokenScope) throw forbidden(ACCESS_TOKEN_MESSAGES.routeNotAllowed);
  if (!scopesOf(row).includes(config.tokenScope)) throw forbidden(ACCESS_TOKEN_MESSAGES.scopeMissing(config.tokenScope));

  if (!row.lastUsedAt || at.getTime() - new Date(row.lastUsedAt).getTime() >= LAST_USED_EVERY_MS)
    await strapi.db.query(ACCESS_TOKEN_UID).update({ where: { id: row.id }, data: { lastUsedAt: at } });

  const user = await loadUser(strapi, row.ownerId);
  const session: SessionRow = {
    id: 0,
    documentId: '',
    sid: '',
    kind: 'full',
    keepConnected: false,
    expiresAt: new Date(row.expiresAt).toISOString(),
    serviceStartedAt: null,
    user: user ? { id: user.id } : null,
    contract: null,
    attendantContract: null,
  };
  // A token of an owner who became a secondary user no longer acts (only account owners create them).
  if (user?.accountOwner) throw unauthorized(ACCESS_TOKEN_MESSAGES.invalid);
  return { session, user };
}

/** The status a call ended with, whether the handler answered or threw. */
const statusOf = (error: unknown) => {
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : 500;
};

/**
 * Runs the rest of the request and writes its audit row when it carried a personal access token:
 * the token's id and prefix (when the token was found), its owner, the method, the declared route
 * (`/consumption-schedule/:id`, not the values) and the status. A failed write is logged, never
 * the caller's failure.
 */
export async function auditTokenCall(strapi: Core.Strapi, ctx: Context, next: () => Promise<unknown>): Promise<void> {
  if (!carriesAccessToken(ctx)) {
    await next();
    return;
  }
  let status = 500;
  try {
    await next();
    status = ctx.status;
  } catch (error) {
    status = statusOf(error);
    throw error;
  } finally {
    const caller = (ctx.state as { accessToken?: TokenCaller }).accessToken;
    const declared = (ctx.state as { route?: { path?: string } }).route?.path;
    const route = declared ? `/api${declared}` : '(rota inexistente)';
    try {
      await strapi.db.query(TOKEN_CALL_UID).create({
        data: {
          occurredAt: new Date(nowMs()),
          tokenId: caller?.id ?? null,
          tokenPrefix: caller?.prefix ?? null,
          ownerId: caller?.ownerId ?? null,
          method: ctx.method.slice(0, 10),
          route: route.slice(0, 200),
          status,
        },
      });
    } catch (error) {
      strapi.log.error(`access tokens: audit of a ${ctx.method} call not written: ${(error as Error).message}`);
    }
  }
}
