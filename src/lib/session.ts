/**
 * The portal session on the Astro server. The Strapi JWT lives only here (fs-lite or Redis
 * storage behind Astro sessions); the browser holds an opaque, httpOnly session id cookie.
 *
 * Lifetime: without `keepConnected` a session ends after 30 minutes without activity and, in
 * any case, 12 hours after sign-in (the cookie has no Max-Age: it also ends with the browser);
 * with `keepConnected` it lasts 30 days from sign-in. Every request that reads the login (the
 * `/api` proxy, `/session`, the client area's page) counts as activity and moves the idle
 * deadline — recorded at most once a minute (ACTIVITY_RESOLUTION_MS), so a page's burst of calls
 * writes the session once instead of once per call; the idle end can come up to a minute before
 * 30 minutes after the last request, never after. The stored data carries the same expiry, so
 * the web server's sweep (server/session-sweep.mjs) removes expired session files.
 */
import type { APIContext, AstroCookies } from 'astro';

export const SESSION_COOKIE = 'necta_session';
export const KEEP_CONNECTED_SECONDS = 30 * 24 * 60 * 60;
/** Absolute limit of a session without keepConnected. */
export const BROWSER_SESSION_SECONDS = 12 * 60 * 60;
/** Inactivity that ends a session without keepConnected. */
export const IDLE_SECONDS = 30 * 60;
export const SIMPLIFIED_SECONDS = 2 * 60 * 60;
/** Activity closer than this to the recorded one is not written again (the session store writes a file). */
export const ACTIVITY_RESOLUTION_MS = 60 * 1000;

/**
 * Kept beside the token so the server can decide redirects without a CMS call; screens read
 * the fresh user from `GET /session` or `/api/portal/me`.
 */
export interface SessionUser {
  id: number | string;
  role: string;
  active: boolean;
}

export interface PortalAuth {
  jwt: string;
  user: SessionUser;
  keepConnected: boolean;
  /** Sign-in time and last activity, ms since the epoch (set by startAuth and getAuth). */
  startedAt?: number;
  lastSeenAt?: number;
}

export type AuthState = { state: 'expired' } | { state: 'valid'; ttlSeconds: number };

/**
 * Whether a stored login is still valid at `now`, and for how long the store should keep it
 * once `now` is recorded as its last activity.
 */
export function authState(auth: Pick<PortalAuth, 'keepConnected' | 'startedAt' | 'lastSeenAt'>, now: number): AuthState {
  const startedAt = auth.startedAt ?? now;
  const lastSeenAt = auth.lastSeenAt ?? now;
  const absoluteLeft = (auth.keepConnected ? KEEP_CONNECTED_SECONDS : BROWSER_SESSION_SECONDS) * 1000 - (now - startedAt);
  if (absoluteLeft <= 0) return { state: 'expired' };
  if (!auth.keepConnected && now - lastSeenAt >= IDLE_SECONDS * 1000) return { state: 'expired' };
  const ttlMs = auth.keepConnected ? absoluteLeft : Math.min(IDLE_SECONDS * 1000, absoluteLeft);
  return { state: 'valid', ttlSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
}

export interface SimplifiedAuth {
  jwt: string;
}

declare global {
  // Astro types session data through this global namespace (App.SessionData).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace App {
    interface SessionData {
      auth: PortalAuth;
      simplified: SimplifiedAuth;
    }
  }
}

type SessionContext = Pick<APIContext, 'session' | 'cookies'>;

function requireSession(ctx: SessionContext): NonNullable<APIContext['session']> {
  if (!ctx.session) throw new Error('Astro sessions are not configured (astro.config.mjs `session`).');
  return ctx.session;
}

/**
 * Re-issues the session cookie with our lifetime. Astro writes it without Max-Age whenever the
 * session is written; setting it again under the same name replaces that Set-Cookie header in
 * the response. `maxAge`: seconds left of a keepConnected session (none: ends with the browser).
 */
function writeCookie(cookies: AstroCookies, id: string, maxAge?: number): void {
  cookies.set(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // Same rule as astro.config.mjs: built (production) output marks the cookie Secure.
    secure: import.meta.env.PROD,
    ...(maxAge ? { maxAge } : {}),
  });
}

/**
 * The valid login of this session, if any; ends an expired one, and records this request as
 * its last activity (the idle deadline moves to 30 minutes from now) unless the recorded one is
 * less than a minute old. Astro writes the session
 * once, after the answer, however often a request reads it.
 */
export async function getAuth(ctx: SessionContext, now = Date.now()): Promise<PortalAuth | undefined> {
  const auth = (await ctx.session?.get('auth')) ?? undefined;
  if (!auth) return undefined;
  const verdict = authState(auth, now);
  if (verdict.state === 'expired') {
    ctx.session?.delete('auth');
    return undefined;
  }
  // Recorded less than a minute ago: this request changes nothing worth a write.
  if (auth.startedAt !== undefined && auth.lastSeenAt !== undefined && now - auth.lastSeenAt < ACTIVITY_RESOLUTION_MS) return auth;
  const next = { ...auth, startedAt: auth.startedAt ?? now, lastSeenAt: now };
  ctx.session?.set('auth', next, { ttl: verdict.ttlSeconds });
  // Writing the session made Astro send its cookie without Max-Age: a kept session keeps its days.
  const id = ctx.session?.sessionID;
  if (id) writeCookie(ctx.cookies, id, auth.keepConnected ? verdict.ttlSeconds : undefined);
  return next;
}

export async function getSimplified(ctx: SessionContext): Promise<SimplifiedAuth | undefined> {
  return (await ctx.session?.get('simplified')) ?? undefined;
}

/** Starts a full portal session; a fresh id on every login prevents session fixation. */
export async function startAuth(ctx: SessionContext, auth: PortalAuth): Promise<void> {
  const session = requireSession(ctx);
  await session.regenerate();
  const now = Date.now();
  const ttl = auth.keepConnected ? KEEP_CONNECTED_SECONDS : IDLE_SECONDS;
  session.set('auth', { ...auth, startedAt: now, lastSeenAt: now }, { ttl });
  const id = session.sessionID;
  if (id) writeCookie(ctx.cookies, id, auth.keepConnected ? KEEP_CONNECTED_SECONDS : undefined);
}

/** Keeps the token, replaces the browser-visible summary (e.g. after finishing registration). */
export async function updateUser(ctx: SessionContext, user: SessionUser): Promise<void> {
  const session = requireSession(ctx);
  const auth = await getAuth(ctx);
  if (!auth) return;
  const verdict = authState(auth, Date.now());
  if (verdict.state === 'expired') return;
  session.set('auth', { ...auth, user }, { ttl: verdict.ttlSeconds });
  const id = session.sessionID;
  if (id) writeCookie(ctx.cookies, id, auth.keepConnected ? verdict.ttlSeconds : undefined);
}

export async function startSimplified(ctx: SessionContext, simplified: SimplifiedAuth): Promise<void> {
  const session = requireSession(ctx);
  await session.regenerate();
  // The CMS issues simplified-invoice tokens for 2 hours (PORTAL-API.md §2.5).
  session.set('simplified', simplified, { ttl: SIMPLIFIED_SECONDS });
  // A kept full login in the same browser keeps its cookie's days (see writeCookie).
  const auth = await session.get('auth');
  const verdict = auth ? authState(auth, Date.now()) : null;
  const id = session.sessionID;
  if (id && auth?.keepConnected && verdict?.state === 'valid') writeCookie(ctx.cookies, id, verdict.ttlSeconds);
}

/** Drops only the full login (its token was refused upstream); a simplified access may remain. */
export async function dropAuth(ctx: SessionContext): Promise<void> {
  ctx.session?.delete('auth');
}

/** Drops only the simplified-invoice access (its token was refused upstream). */
export async function dropSimplified(ctx: SessionContext): Promise<void> {
  ctx.session?.delete('simplified');
}

/** Logout: the stored data and the cookie both go. */
export function destroySession(ctx: SessionContext): void {
  ctx.session?.destroy();
}
