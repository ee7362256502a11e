/**
 * Google sign-in through users-permissions' google provider. The provider is switched on in
 * the plugin's grant settings only when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set;
 * after Google, grant sends the browser to the site's `/login/google`, whose server route
 * exchanges the grant session (the CMS session cookie) for a portal session here.
 */
import type { Core } from '@strapi/strapi';
import { siteUrl } from './mail';

export function googleConfigured(): boolean {
  return Boolean(process.env.GOOGLE_CLIENT_ID && process.env.GOOGLE_CLIENT_SECRET);
}

type GrantConfig = Record<string, Record<string, unknown>>;

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
        callback: `${siteUrl()}/login/google`,
        scope: ['email', 'profile'],
      }
    : { ...current, enabled: false };
  if (JSON.stringify(next) !== JSON.stringify(current)) await store.set({ key: 'grant', value: { ...grant, google: next } });
}

interface ProvidersService {
  connect(provider: string, data: Record<string, unknown>, options?: { grantResponse?: unknown }): Promise<{ id: number; blocked?: boolean }>;
}

/** The user behind a completed grant session; creates a Google user on first sign-in. */
export async function connectGoogle(strapi: Core.Strapi, grantResponse: Record<string, unknown>): Promise<{ id: number; blocked?: boolean }> {
  const providers = strapi.plugin('users-permissions').service('providers') as unknown as ProvidersService;
  return providers.connect('google', grantResponse, { grantResponse });
}
