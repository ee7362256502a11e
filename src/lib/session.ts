/**
 * The portal session on the Astro server. The Strapi JWT lives only here (fs-lite or Redis
 * storage behind Astro sessions); the browser holds an opaque, httpOnly session id cookie.
 *
 * Lifetime: with `keepConnected` the cookie and the stored data last 30 days; otherwise the
 * cookie has no Max-Age (it ends with the browser) and the stored data expires after a
 * working day, so a forgotten session does not stay valid on the server forever.
 */
import type { APIContext, AstroCookies } from 'astro';

export const SESSION_COOKIE = 'necta_session';
export const KEEP_CONNECTED_SECONDS = 30 * 24 * 60 * 60;
export const BROWSER_SESSION_SECONDS = 24 * 60 * 60;
export const SIMPLIFIED_SECONDS = 2 * 60 * 60;

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
 * Re-issues the session cookie with our lifetime. Astro writes it without Max-Age; setting it
 * again under the same name replaces that Set-Cookie header in the response.
 */
function writeCookie(cookies: AstroCookies, id: string, keepConnected: boolean): void {
  cookies.set(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // Same rule as astro.config.mjs: built (production) output marks the cookie Secure.
    secure: import.meta.env.PROD,
    ...(keepConnected ? { maxAge: KEEP_CONNECTED_SECONDS } : {}),
  });
}

export async function getAuth(ctx: SessionContext): Promise<PortalAuth | undefined> {
  return (await ctx.session?.get('auth')) ?? undefined;
}

export async function getSimplified(ctx: SessionContext): Promise<SimplifiedAuth | undefined> {
  return (await ctx.session?.get('simplified')) ?? undefined;
}

/** Starts a full portal session; a fresh id on every login prevents session fixation. */
export async function startAuth(ctx: SessionContext, auth: PortalAuth): Promise<void> {
  const session = requireSession(ctx);
  await session.regenerate();
  const ttl = auth.keepConnected ? KEEP_CONNECTED_SECONDS : BROWSER_SESSION_SECONDS;
  session.set('auth', auth, { ttl });
  const id = session.sessionID;
  if (id) writeCookie(ctx.cookies, id, auth.keepConnected);
}

/** Keeps the token, replaces the browser-visible summary (e.g. after finishing registration). */
export async function updateUser(ctx: SessionContext, user: SessionUser): Promise<void> {
  const session = requireSession(ctx);
  const auth = await getAuth(ctx);
  if (!auth) return;
  const ttl = auth.keepConnected ? KEEP_CONNECTED_SECONDS : BROWSER_SESSION_SECONDS;
  session.set('auth', { ...auth, user }, { ttl });
  const id = session.sessionID;
  if (id) writeCookie(ctx.cookies, id, auth.keepConnected);
}

export async function startSimplified(ctx: SessionContext, simplified: SimplifiedAuth): Promise<void> {
  const session = requireSession(ctx);
  await session.regenerate();
  // The CMS issues simplified-invoice tokens for 2 hours (PORTAL-API.md §2.5).
  session.set('simplified', simplified, { ttl: SIMPLIFIED_SECONDS });
}

/** Drops only the full login (its token was refused upstream); a simplified access may remain. */
export async function dropAuth(ctx: SessionContext): Promise<void> {
  ctx.session?.delete('auth');
}

/** Logout: the stored data and the cookie both go. */
export function destroySession(ctx: SessionContext): void {
  ctx.session?.destroy();
}
