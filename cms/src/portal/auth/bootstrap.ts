/**
 * Auth set-up at every start (idempotent): users-permissions settings the portal relies on,
 * the Google provider switch, and a sweep of expired sessions and links.
 */
import type { Core } from '@strapi/strapi';
import { configureGoogleProvider } from './google';
import { pruneExpiredSessions } from '../core/sessions';
import { TOKEN_UID } from '../core/types';

export async function bootstrapAuth(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) as Record<string, unknown> | null) ?? {};
  // One account per e-mail; Google may create accounts (they finish registration with the
  // customer data); confirmation e-mails are the portal's own, not the plugin's.
  const wanted = { ...advanced, unique_email: true, allow_register: true, email_confirmation: false, default_role: 'authenticated' };
  if (JSON.stringify(wanted) !== JSON.stringify(advanced)) await store.set({ key: 'advanced', value: wanted });
  await configureGoogleProvider(strapi);
  await pruneExpiredSessions(strapi);
  await strapi.db.query(TOKEN_UID).deleteMany({ where: { expiresAt: { $lt: new Date(Date.now() - 24 * 60 * 60 * 1000) } } });
}
