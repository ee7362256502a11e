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
import { ACCESS_MESSAGES } from '../domain/messages';
import { badRequest, conflict, forbidden } from './http';
import { consumeLinkToken, createLinkToken } from './link-tokens';
import { siteUrl } from './mail';
import { USER_UID, type UserRow } from './types';

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
export async function completeGoogleSignIn(strapi: Core.Strapi, grantResponse: unknown): Promise<string> {
  const login = `${siteUrl()}/login`;
  if (!grantResponse || typeof grantResponse !== 'object') return `${login}?err=google`;
  try {
    const providers = strapi.plugin('users-permissions').service('providers') as unknown as ProvidersService;
    const user = await providers.connect('google', grantResponse as Record<string, unknown>, { grantResponse });
    const code = await createLinkToken(strapi, user.id, 'google-exchange');
    return `${login}/google?code=${encodeURIComponent(code)}`;
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/already taken/i.test(message)) return `${login}?err=alreadyregistred`;
    strapi.log.warn(`Google sign-in refused: ${message}`);
    return `${login}?err=google`;
  }
}

/** Trades the exchange code for the user id (checks the account may sign in). */
export async function redeemGoogleCode(strapi: Core.Strapi, code: string): Promise<number> {
  let userId: number;
  try {
    ({ userId } = await consumeLinkToken(strapi, code, ['google-exchange']));
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
