/**
 * Google sign-in: the portal's own OAuth 2.0 authorization-code client (RFC 6749 §4.1, with PKCE,
 * RFC 7636), on when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set.
 *
 * users-permissions 5.54 has a Google provider, but its endpoints are fixed in the plugin and it
 * reads the profile from `https://oauth2.googleapis.com/tokeninfo?access_token=<token>` — the
 * provider's token in a URL. So the portal runs the flow itself (endpoints configurable, Google's
 * by default) and users-permissions' `/api/connect/*` routes are switched off
 * (extensions/users-permissions/strapi-server.ts); accounts stay users-permissions users with
 * provider `google`.
 *
 * Round trip: site `/session/google` → CMS `GET /api/portal/auth/google/start?binding=<hash of the
 * site's state cookie>` (keeps a fresh OAuth `state`, the PKCE verifier and the binding in the CMS
 * session; redirects to the authorization endpoint) → Google → CMS
 * `GET /api/portal/auth/google/callback?code&state` (state checked against the session, single use;
 * code exchanged server-to-server at the token endpoint; the user-info endpoint read with the
 * access token in the `Authorization` header; finds or creates the user) → the site's
 * `/login/google?code=<2-minute single-use exchange code bound to the binding>`; the site's server
 * trades the code for a portal session (POST /api/portal/auth/google). No Google token ever
 * appears in a URL, reaches the browser, or is stored.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { safeAvatarUrl } from '../../domain/avatar';
import { normalizeEmail } from '../../domain/email';
import { ACCESS_MESSAGES } from '../../domain/messages';
import { nowMs } from '../core/clock';
import { badRequest, conflict, forbidden } from '../core/http';
import { consumeLinkToken, createLinkToken, matchesBinding } from '../core/link-tokens';
import { siteUrl } from '../core/mail';
import { USER_UID, type UserRow } from '../core/types';
import { createPortalUser } from '../core/users';

export const GOOGLE_DEFAULTS = {
  authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
} as const;

/** A started flow must come back within this time (the site's state cookie lives as long). */
const FLOW_TTL_MS = 10 * 60 * 1000;
const PROVIDER_TIMEOUT_MS = 10_000;

export function googleConfigured(): boolean {
  return Boolean(process.env.GOOGLE_CLIENT_ID && process.env.GOOGLE_CLIENT_SECRET);
}

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

export function googleSettings(env: NodeJS.ProcessEnv = process.env): GoogleSettings {
  return {
    clientId: env.GOOGLE_CLIENT_ID ?? '',
    clientSecret: env.GOOGLE_CLIENT_SECRET ?? '',
    authorizationUrl: env.GOOGLE_AUTHORIZATION_URL || GOOGLE_DEFAULTS.authorizationUrl,
    tokenUrl: env.GOOGLE_TOKEN_URL || GOOGLE_DEFAULTS.tokenUrl,
    userInfoUrl: env.GOOGLE_USERINFO_URL || GOOGLE_DEFAULTS.userInfoUrl,
  };
}

/** The redirect URI to register at Google: {CMS public URL}/api/portal/auth/google/callback. */
export function googleCallbackUrl(strapi: Core.Strapi): string {
  const base = String(strapi.config.get('server.absoluteUrl') ?? '').replace(/\/+$/, '');
  return `${base}/api/portal/auth/google/callback`;
}

type GrantConfig = Record<string, Record<string, unknown>>;

/**
 * users-permissions' own Google provider stays off (its connect routes are switched off too):
 * the portal's flow below replaces it. Clears credentials an older version stored there.
 */
export async function configureGoogleProvider(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const grant = ((await store.get({ key: 'grant' })) as GrantConfig | null) ?? {};
  const current = grant.google ?? {};
  const next = { ...current, enabled: false, key: '', secret: '' };
  if (JSON.stringify(next) !== JSON.stringify(current)) await store.set({ key: 'grant', value: { ...grant, google: next } });
}

interface GoogleFlow {
  state: string;
  verifier: string;
  binding: string;
  startedAt: number;
}
type CmsSession = { googleFlow?: GoogleFlow } | null;
const sessionOf = (ctx: Context) => (ctx as unknown as { session?: CmsSession }).session ?? null;

const loginUrl = () => `${siteUrl()}/login`;
const base64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * GET /api/portal/auth/google/start?binding=<sha256 hex of the site's state cookie>: keeps a new
 * flow in the CMS session that Google will come back to and returns the authorization URL.
 */
export function startGoogleSignIn(strapi: Core.Strapi, ctx: Context): string {
  const binding = typeof ctx.query.binding === 'string' ? ctx.query.binding : '';
  if (!/^[0-9a-f]{64}$/.test(binding)) throw badRequest(ACCESS_MESSAGES.googleFailed);
  const session = sessionOf(ctx);
  if (!session) throw badRequest(ACCESS_MESSAGES.googleFailed);
  if (!googleConfigured()) return `${loginUrl()}?err=google`;
  const settings = googleSettings();
  const flow: GoogleFlow = { state: base64url(randomBytes(32)), verifier: base64url(randomBytes(48)), binding, startedAt: nowMs() };
  session.googleFlow = flow;
  const url = new URL(settings.authorizationUrl);
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', googleCallbackUrl(strapi));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('state', flow.state);
  url.searchParams.set('code_challenge', base64url(createHash('sha256').update(flow.verifier).digest()));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export interface GoogleProfile {
  email: string;
  name: string;
  /** The account's picture, when Google gives one on its own hosts (domain/avatar.ts). */
  picture?: string | null;
}

async function readJson(res: Response): Promise<Record<string, unknown>> {
  const body = (await res.json().catch(() => null)) as unknown;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** Code → access token (token endpoint, client_secret_post, PKCE) → profile (user-info endpoint, bearer header). */
export async function fetchGoogleProfile(
  settings: GoogleSettings,
  code: string,
  redirectUri: string,
  verifier: string,
): Promise<GoogleProfile> {
  const tokenRes = await fetch(settings.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      code_verifier: verifier,
    }),
    redirect: 'error',
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  const token = await readJson(tokenRes);
  if (!tokenRes.ok || typeof token.access_token !== 'string' || !token.access_token)
    throw new Error(`token endpoint answered ${tokenRes.status} ${typeof token.error === 'string' ? token.error : ''}`.trim());
  if (typeof token.token_type === 'string' && token.token_type.toLowerCase() !== 'bearer')
    throw new Error(`token endpoint gave a ${token.token_type} token`);
  const infoRes = await fetch(settings.userInfoUrl, {
    headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
    redirect: 'error',
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  const info = await readJson(infoRes);
  if (!infoRes.ok) throw new Error(`user-info endpoint answered ${infoRes.status}`);
  const email = normalizeEmail(info.email);
  if (!email || typeof info.sub !== 'string') throw new Error('user-info without e-mail or subject');
  if (info.email_verified !== true && info.email_verified !== 'true') throw new Error('e-mail not verified by Google');
  const name = typeof info.name === 'string' ? info.name.trim().slice(0, 200) : '';
  return { email, name, picture: safeAvatarUrl(info.picture) };
}

/**
 * The account of a Google profile (spec 04 §2.1, §8): the Google account with that e-mail, or a
 * new one (customer data still to give: `active: false` → additional data). An e-mail that
 * belongs to an account of another provider (a password account) is refused, never linked:
 * null → `err=alreadyregistred` ('Usuário cadastrado com outro provider').
 */
export async function googleAccountFor(strapi: Core.Strapi, profile: GoogleProfile): Promise<number | null> {
  const existing = (await strapi.db.query(USER_UID).findOne({ where: { email: profile.email } })) as UserRow | null;
  const avatarUrl = safeAvatarUrl(profile.picture);
  if (existing) {
    if (existing.provider !== 'google') return null;
    // The picture follows the Google account: changed or removed there, changed here at the next sign-in.
    if ((existing.avatarUrl ?? null) !== avatarUrl)
      await strapi.db.query(USER_UID).update({ where: { id: existing.id }, data: { avatarUrl } });
    return existing.id;
  }
  const created = await createPortalUser(strapi, {
    email: profile.email,
    provider: 'google',
    confirmed: true,
    name: profile.name || null,
    avatarUrl,
    portalRole: 'client',
    situation: 'ACTIVE',
    active: false,
    emailVerified: true,
  });
  return created.id;
}

/**
 * GET /api/portal/auth/google/callback: where Google sends the browser back. Returns where the
 * browser goes next: the site's `/login/google?code=...`, or the login page with
 * `err=alreadyregistred` or `err=google` (refused at Google, no or another flow, too late, or
 * the provider's answers unusable).
 */
export async function completeGoogleSignIn(strapi: Core.Strapi, ctx: Context): Promise<string> {
  const session = sessionOf(ctx);
  const flow = session?.googleFlow;
  // A flow is single use: a replayed callback (or cookie) must not sign in twice.
  if (session) delete session.googleFlow;
  const failed = `${loginUrl()}?err=google`;
  const { code, state, error } = ctx.query as Record<string, unknown>;
  if (!flow || !googleConfigured()) return failed;
  if (typeof error === 'string') {
    strapi.log.info(`Google sign-in refused at the provider: ${error.slice(0, 60)}`);
    return failed;
  }
  if (typeof state !== 'string' || !sameText(state, flow.state) || typeof code !== 'string' || !code || code.length > 2048) return failed;
  if (nowMs() - flow.startedAt > FLOW_TTL_MS) return failed;
  try {
    const profile = await fetchGoogleProfile(googleSettings(), code, googleCallbackUrl(strapi), flow.verifier);
    const userId = await googleAccountFor(strapi, profile);
    if (userId === null) return `${loginUrl()}?err=alreadyregistred`;
    // The code works only for the browser holding the state cookie whose hash started the flow.
    const exchange = await createLinkToken(strapi, userId, 'google-exchange', flow.binding);
    return `${loginUrl()}/google?code=${encodeURIComponent(exchange)}`;
  } catch (failure) {
    strapi.log.warn(`Google sign-in failed: ${failure instanceof Error ? failure.message : 'unknown error'}`);
    return failed;
  }
}

/**
 * Trades the exchange code for the user id (checks the account may sign in). `state` is the
 * secret of the browser's state cookie: a code bound to another browser's state is refused, so
 * nobody can sign a victim into an account by sending a code of their own.
 */
export async function redeemGoogleCode(strapi: Core.Strapi, code: string, state: string): Promise<number> {
  let userId: number;
  try {
    const redeemed = await consumeLinkToken(strapi, code, ['google-exchange']);
    if (!matchesBinding(state, redeemed.binding)) throw new Error('state does not match');
    userId = redeemed.userId;
  } catch {
    throw badRequest(ACCESS_MESSAGES.googleFailed);
  }
  const user = (await strapi.db.query(USER_UID).findOne({ where: { id: userId } })) as UserRow | null;
  if (!user) throw badRequest(ACCESS_MESSAGES.googleFailed);
  if (user.provider !== 'google') throw conflict(ACCESS_MESSAGES.otherProvider);
  if (user.blocked || user.situation === 'DEACTIVATE') throw forbidden(ACCESS_MESSAGES.accessDeactivated);
  // Google has verified the address; a first-time user still has to give the customer data.
  if (!user.emailVerified)
    await strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { emailVerified: true, confirmed: true } });
  return user.id;
}
