/**
 * Google sign-in through users-permissions' google provider, switched on in the plugin's
 * grant settings only when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set.
 *
 * Round trip: site `/session/google` → CMS `/api/connect/google` (grant) → Google → CMS
 * `/api/connect/google/callback` → CMS `/api/portal/auth/google/complete`, which reads the
 * grant response from the CMS session, finds or creates the user and sends the browser to
 * the site's `/login/google?code=<2-minute single-use code>`; the site's server trades the
 * code for a portal session (POST /api/portal/auth/google). No Google token reaches the site.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { ACCESS_MESSAGES } from '../../domain/messages';
import { badRequest, conflict, forbidden } from '../core/http';
import { consumeLinkToken, createLinkToken, matchesBinding } from '../core/link-tokens';
import { siteUrl } from '../core/mail';
import { USER_UID, type UserRow } from '../core/types';

export function googleConfigured(): boolean {
  return Boolean(process.env.GOOGLE_CLIENT_ID && process.env.GOOGLE_CLIENT_SECRET);
}

type GrantConfig = Record<string, Record<string, unknown>>;

export function googleCompleteUrl(strapi: Core.Strapi): string {
  const base = String(strapi.config.get('server.absoluteUrl') ?? '').replace(/\/+$/, '');
  return `${base}/api/portal/auth/google/complete`;
}

export async function configureGoogleProvider(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const grant = ((await store.get({ key: 'grant' })) as GrantConfig | null) ?? {};
  const current = grant.google ?? {};
  const next = googleConfigured()
    ? {
        ...current,
        enabled: true,
        key: process.env.GOOGLE_CLIENT_ID,
        secret: process.env.GOOGLE_CLIENT_SECRET,
        callback: googleCompleteUrl(strapi),
        scope: ['email', 'profile'],
      }
    : { ...current, enabled: false };
  if (JSON.stringify(next) !== JSON.stringify(current)) await store.set({ key: 'grant', value: { ...grant, google: next } });
}

interface ProvidersService {
  connect(provider: string, data: Record<string, unknown>, options?: { grantResponse?: unknown }): Promise<{ id: number }>;
}

/**
 * Where the browser goes once Google is done: the site's `/login/google?code=...`, or the
 * login page with `err=alreadyregistred` (e-mail of a password account, spec 04 §8) or
 * `err=google`.
 */
type GoogleSession = { grant?: { response?: unknown }; googleBinding?: string } | null;
const sessionOf = (ctx: Context) => (ctx as unknown as { session?: GoogleSession }).session ?? null;

/**
 * GET /api/portal/auth/google/start?binding=<sha256 of the site's state cookie>: remembers the
 * binding in the CMS session that Google will come back to, then hands over to grant.
 */
export function startGoogleSignIn(ctx: Context): string {
  const binding = typeof ctx.query.binding === 'string' ? ctx.query.binding : '';
  if (!/^[0-9a-f]{64}$/.test(binding)) throw badRequest(ACCESS_MESSAGES.googleFailed);
  const session = sessionOf(ctx);
  if (!session) throw badRequest(ACCESS_MESSAGES.googleFailed);
  session.googleBinding = binding;
  return '/api/connect/google';
}

export async function completeGoogleSignIn(strapi: Core.Strapi, ctx: Context): Promise<string> {
  const session = sessionOf(ctx);
  const grantResponse = session?.grant?.response;
  const binding = session?.googleBinding;
  // The grant response and the binding are single use: a replayed cookie must not sign in twice.
  if (session?.grant) session.grant = {};
  if (session) delete session.googleBinding;
  const login = `${siteUrl()}/login`;
  if (!grantResponse || typeof grantResponse !== 'object' || !binding) return `${login}?err=google`;
  try {
    const providers = strapi.plugin('users-permissions').service('providers') as unknown as ProvidersService;
    const user = await providers.connect('google', grantResponse as Record<string, unknown>, { grantResponse });
    // The code works only for the browser holding the state cookie whose hash started the flow.
    const code = await createLinkToken(strapi, user.id, 'google-exchange', binding);
    return `${login}/google?code=${encodeURIComponent(code)}`;
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/already taken/i.test(message)) return `${login}?err=alreadyregistred`;
    strapi.log.warn(`Google sign-in refused: ${message}`);
    return `${login}?err=google`;
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
