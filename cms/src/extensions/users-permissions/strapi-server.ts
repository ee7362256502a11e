/**
 * users-permissions keeps its admin side and the Google connect redirect; its content-API
 * token routes (/auth/local, register, forgot/reset/change password, provider callback,
 * /users...) are switched off. The portal's own routes issue sessions instead, so captcha,
 * rate limits, e-mail validation and server-side revocation cannot be bypassed.
 */
type Route = { method: string; path: string };
type RoutesFactory = ((...args: unknown[]) => { type: string; routes: Route[] }) & { routes: Route[] };

const KEEP = (route: Route) => route.method === 'GET' && route.path === '/connect/(.*)';

export default (plugin: { routes: Record<string, unknown> }) => {
  const original = plugin.routes['content-api'] as RoutesFactory;
  const kept = () => original.routes.filter(KEEP);
  const filtered = (() => ({ type: 'content-api', routes: kept() })) as RoutesFactory;
  Object.defineProperty(filtered, 'routes', { get: kept, enumerable: true });
  plugin.routes['content-api'] = filtered;
  return plugin;
};
