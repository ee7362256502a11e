/**
 * Portal sessions. Every JWT the portal issues names a server-side session record (`sid`), so
 * logout and password changes revoke tokens at once, and the attendant's started service
 * belongs to the login session that started it. Simplified-invoice tokens carry no user `id`:
 * users-permissions' own strategy cannot take them for a user session.
 *
 * Portal tokens are the portal's own (DESIGN §1): they are signed with a key derived from
 * JWT_SECRET for this one purpose (HKDF-SHA256, so users-permissions, which verifies with
 * JWT_SECRET itself, refuses them on every content-API route) and carry `aud: necta-portal`,
 * which the portal requires. A token users-permissions might issue is refused here in turn.
 */
import { hkdfSync, randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { now, nowMs } from './clock';
import { authCache } from './auth-cache';
import { SESSION_UID, type SessionRow, type UserRow } from './types';
import { loadUser } from './users';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = { keepConnected: 30 * DAY_MS, browser: DAY_MS, simplifiedInvoice: 2 * 60 * 60 * 1000 } as const;

export const PORTAL_TOKEN_AUDIENCE = 'necta-portal';
const PORTAL_KEY_INFO = 'necta portal session token v1';

/** The portal's signing key: HKDF-SHA256 of users-permissions' JWT_SECRET, never that secret itself. */
export function portalTokenKey(jwtSecret: string): Buffer {
  if (!jwtSecret) throw new Error('JWT_SECRET is not set');
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'necta-portal', PORTAL_KEY_INFO, 32));
}

const keys = new Map<string, Buffer>();
function signingKey(strapi: Core.Strapi): Buffer {
  const secret = String(strapi.config.get('plugin::users-permissions.jwtSecret') ?? '');
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = portalTokenKey(secret)));
  return key;
}

function signPortalToken(strapi: Core.Strapi, payload: Record<string, unknown>, expiresInSeconds: number): string {
  return jwt.sign(payload, signingKey(strapi), { algorithm: 'HS256', audience: PORTAL_TOKEN_AUDIENCE, expiresIn: expiresInSeconds });
}

/** The payload of a portal token (signature, algorithm, audience and expiry checked), or null. */
function verifyPortalToken(strapi: Core.Strapi, token: string): Record<string, unknown> | null {
  try {
    const payload = jwt.verify(token, signingKey(strapi), { algorithms: ['HS256'], audience: PORTAL_TOKEN_AUDIENCE });
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

interface IssueOptions {
  kind: 'full' | 'simplified-invoice';
  userId?: number;
  contractId?: number;
  keepConnected?: boolean;
}

/** Creates the session record and returns its JWT. */
export async function issueSession(strapi: Core.Strapi, options: IssueOptions): Promise<string> {
  const sid = randomBytes(24).toString('base64url');
  const ttl =
    options.kind === 'simplified-invoice'
      ? SESSION_TTL_MS.simplifiedInvoice
      : options.keepConnected
        ? SESSION_TTL_MS.keepConnected
        : SESSION_TTL_MS.browser;
  const expiresAt = new Date(nowMs() + ttl);
  await strapi.db.query(SESSION_UID).create({
    data: {
      sid,
      kind: options.kind,
      user: options.userId ?? null,
      contract: options.contractId ?? null,
      keepConnected: Boolean(options.keepConnected),
      authenticatedAt: new Date(nowMs()),
      expiresAt,
    },
  });
  const payload = options.kind === 'full' ? { id: options.userId, sid } : { sid, scope: 'simplified-invoice' };
  return signPortalToken(strapi, payload, Math.floor(ttl / 1000));
}

export function bearerToken(ctx: Context): string | null {
  const header = ctx.request.header.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1]! : null;
}

/** The live session of a token, with the token's `exp`, or null (forged, expired or revoked). */
async function verifiedSession(strapi: Core.Strapi, token: string): Promise<{ session: SessionRow; tokenExp: number | null } | null> {
  const payload = verifyPortalToken(strapi, token);
  if (!payload || typeof payload.sid !== 'string') return null;
  const session = (await strapi.db.query(SESSION_UID).findOne({
    where: { sid: payload.sid },
    populate: { user: { select: ['id'] }, contract: true, attendantContract: true },
  })) as SessionRow | null;
  if (!session || !sessionLive(session)) return null;
  // A full token must name the session's own user; a simplified one must not name any.
  if (session.kind === 'full' && payload.id !== session.user?.id) return null;
  if (session.kind === 'simplified-invoice' && payload.id !== undefined) return null;
  return { session, tokenExp: typeof payload.exp === 'number' ? payload.exp : null };
}

const sessionLive = (session: SessionRow) => new Date(session.expiresAt).getTime() > nowMs();
// The token's own expiry, as jsonwebtoken decides it (whole seconds of real time).
const tokenLive = (tokenExp: number | null) => tokenExp === null || Math.floor(Date.now() / 1000) < tokenExp;

/** The live session behind the request's bearer token, or null (missing, forged, expired or revoked). */
export async function resolveSession(strapi: Core.Strapi, ctx: Context): Promise<SessionRow | null> {
  const token = bearerToken(ctx);
  if (!token) return null;
  return (await verifiedSession(strapi, token))?.session ?? null;
}

/**
 * The session and user behind the request's bearer token (the user with what authorization
 * needs), or null. Answered from the login cache (auth-cache.ts) when it holds the token; the
 * session's and the token's expiry are checked on every call all the same.
 */
export async function resolveLogin(strapi: Core.Strapi, ctx: Context): Promise<{ session: SessionRow; user: UserRow | null } | null> {
  const token = bearerToken(ctx);
  if (!token) return null;
  const cache = authCache();
  const cached = cache.get(token);
  if (cached) return sessionLive(cached.session) && tokenLive(cached.tokenExp) ? { session: cached.session, user: cached.user } : null;
  const generation = cache.generation;
  const verified = await verifiedSession(strapi, token);
  if (!verified) return null;
  const { session, tokenExp } = verified;
  const user = session.kind === 'full' && session.user ? await loadUser(strapi, session.user.id) : null;
  if (session.kind !== 'full' || user) cache.set(token, { session, user, tokenExp }, generation);
  return { session, user };
}

export async function revokeSession(strapi: Core.Strapi, sessionId: number): Promise<void> {
  await strapi.db.query(SESSION_UID).delete({ where: { id: sessionId } });
}

/** Revokes every session of a user except, optionally, the one in use. */
export async function revokeUserSessions(strapi: Core.Strapi, userId: number, keepSessionId?: number): Promise<void> {
  const sessions = (await strapi.db.query(SESSION_UID).findMany({ where: { user: { id: userId } }, select: ['id'] })) as { id: number }[];
  const ids = sessions.map((s) => s.id).filter((id) => id !== keepSessionId);
  if (ids.length) await strapi.db.query(SESSION_UID).deleteMany({ where: { id: { $in: ids } } });
}

/** Drops expired session records; called from the bootstrap and, at most once a minute, from the sign-ins. */
export async function pruneExpiredSessions(strapi: Core.Strapi): Promise<void> {
  await strapi.db.query(SESSION_UID).deleteMany({ where: { expiresAt: { $lt: now() } } });
}

/** How often the sign-ins drop expired sessions (per instance). */
export const SESSION_PRUNE_EVERY_MS = 60_000;
let lastPrune: number | null = null;

/**
 * The sweep of expired sessions as a sign-in runs it: at most once per `SESSION_PRUNE_EVERY_MS` on
 * this instance (and again when the clock goes back). An expired session is refused by the expiry
 * check whether its row is there or not, so the sweep only keeps the table small; run on every
 * sign-in it was one more write (SQLite's write lock) per sign-in of a due-date crowd
 * (docs/scaling.md, "Work that can wait").
 */
export async function pruneExpiredSessionsSometimes(strapi: Core.Strapi): Promise<void> {
  const at = nowMs();
  if (lastPrune !== null && at >= lastPrune && at - lastPrune < SESSION_PRUNE_EVERY_MS) return;
  lastPrune = at;
  await pruneExpiredSessions(strapi);
}

/** Indexes of the session lookups: by `sid` on a cache miss, by expiry in the sweep. */
export async function ensureSessionIndexes(db: Knex): Promise<void> {
  await db.raw('CREATE INDEX IF NOT EXISTS portal_sessions_sid_idx ON portal_sessions (sid)');
  await db.raw('CREATE INDEX IF NOT EXISTS portal_sessions_expires_at_idx ON portal_sessions (expires_at)');
}
