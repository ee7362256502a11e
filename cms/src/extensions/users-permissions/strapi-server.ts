/**
 * users-permissions keeps its admin side; all its content-API routes (/auth/local, register,
 * forgot/reset/change password, provider connect and callback, /users...) are switched off. The
 * portal's own routes issue sessions instead, so captcha, rate limits, e-mail validation and
 * server-side revocation cannot be bypassed; Google sign-in is the portal's own OAuth client
 * (portal/auth/google.ts), since the plugin's reads the profile with the token in a URL.
 */
type Route = { method: string; path: string };
type RoutesFactory = ((...args: unknown[]) => { type: string; routes: Route[] }) & { routes: Route[] };

const KEEP = (_route: Route) => false;

export default (plugin: { routes: Record<string, unknown> }) => {
  const original = plugin.routes['content-api'] as RoutesFactory;
  const kept = () => original.routes.filter(KEEP);
  const filtered = (() => ({ type: 'content-api', routes: kept() })) as RoutesFactory;
  Object.defineProperty(filtered, 'routes', { get: kept, enumerable: true });
  plugin.routes['content-api'] = filtered;
  return plugin;
};
