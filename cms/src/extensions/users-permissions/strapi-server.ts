/**
 * users-permissions keeps its admin side; all its content-API routes (/auth/local, register,
 * forgot/reset/change password, provider connect and callback, /users...) are switched off. The
 * portal's own routes issue sessions instead, so captcha, rate limits, e-mail validation and
 * server-side revocation cannot be bypassed; Google sign-in is the portal's own OAuth client
 * (portal/auth/google.ts), since the plugin's reads the profile with the token in a URL.
 *
 * Its user service compares and hashes passwords off the event loop (portal/core/password-hash.ts):
 * the plugin's own bcryptjs runs on the CMS's only thread.
 */
import { hashPassword, verifyPassword } from '../../portal/core/password-hash';

type Route = { method: string; path: string };
type RoutesFactory = ((...args: unknown[]) => { type: string; routes: Route[] }) & { routes: Route[] };

const KEEP = (_route: Route) => false;

type UserServiceFactory = (deps: { strapi: unknown }) => Record<string, unknown>;

/** `validatePassword` and `ensureHashedPasswords` on the thread pool, same bcrypt format and cost. */
const offTheEventLoop =
  (factory: UserServiceFactory): UserServiceFactory =>
  (deps) => ({
    ...factory(deps),
    validatePassword: (password: string, hash: string) => verifyPassword(password, hash),
    async ensureHashedPasswords(values: Record<string, unknown>) {
      const model = (
        deps.strapi as { getModel(uid: string): { attributes: Record<string, { type: string; encryption?: { rounds?: number } }> } }
      ).getModel('plugin::users-permissions.user');
      for (const key of Object.keys(values)) {
        const attribute = model.attributes[key];
        if (attribute?.type === 'password' && typeof values[key] === 'string')
          values[key] = await hashPassword(values[key], attribute.encryption?.rounds ?? undefined);
      }
      return values;
    },
  });

export default (plugin: { routes: Record<string, unknown>; services: Record<string, unknown> }) => {
  plugin.services.user = offTheEventLoop(plugin.services.user as UserServiceFactory);
  const original = plugin.routes['content-api'] as RoutesFactory;
  const kept = () => original.routes.filter(KEEP);
  const filtered = (() => ({ type: 'content-api', routes: kept() })) as RoutesFactory;
  Object.defineProperty(filtered, 'routes', { get: kept, enumerable: true });
  plugin.routes['content-api'] = filtered;
  return plugin;
};
