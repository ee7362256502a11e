/**
 * Route-config helpers so every portal route declares its access the same way:
 *   config: { auth: false, policies: [portalAccess({ roles, permissions, screen, ownership })] }
 * `auth: false` turns off users-permissions' own check; the portal policy authenticates.
 */
import type { Access, Endpoint, AccessConfig } from '../../domain/endpoints/define';
import type { QuerySchemaId } from '../../domain/query-schemas';
import type { RequestSchemaId } from '../../domain/request-schemas';

export const portalAccess = (config: AccessConfig = {}) => ({ name: 'global::portal-access', config });

export const rateLimited = (config: { failuresOnly?: boolean } = {}) => ({ name: 'global::auth-rate-limit', config });

interface RouteOptions {
  /** The body schema in cms/src/domain/request-schemas.ts, for routes that need a body. */
  schema?: RequestSchemaId;
  /** The query schema in cms/src/domain/query-schemas.ts, for routes that read a query. */
  querySchema?: QuerySchemaId;
}

const schemasOf = (options: RouteOptions) => ({
  ...(options.schema ? { schema: options.schema } : {}),
  ...(options.querySchema ? { querySchema: options.querySchema } : {}),
});

/**
 * A public (no session) route, optionally rate-limited. `public: true` is the explicit marker
 * the route-table tests look for: a portal route declares either this or the portal policy.
 */
export const publicRoute = (limited: boolean | { failuresOnly: boolean }, options: RouteOptions = {}) => ({
  auth: false as const,
  public: true as const,
  policies: [],
  middlewares: limited ? [rateLimited(typeof limited === 'object' ? limited : {})] : [],
  ...schemasOf(options),
});

/** A route behind the portal policy. */
export const protectedRoute = (config: AccessConfig = {}, limited = false, options: RouteOptions = {}) => ({
  auth: false as const,
  policies: [portalAccess(config)],
  middlewares: limited ? [rateLimited()] : [],
  ...schemasOf(options),
});

/**
 * A route of the test-support API (/api/test-support/*): no session, guarded by
 * `global::test-support` (404 outside a test stack). `testSupport: true` marks it for the
 * route-table harness, which leaves these routes out of the portal's access table.
 */
export const testSupportRoute = () => ({
  auth: false as const,
  policies: ['global::test-support'],
  middlewares: [],
  testSupport: true as const,
});

/** The Strapi config of one access declaration of the endpoint table. */
const configOf = (access: Access, options: RouteOptions) =>
  access.kind === 'public' ? publicRoute(access.limited, options) : protectedRoute(access.policy, access.limited, options);

/**
 * Strapi routes from a list of the endpoint table (cms/src/domain/endpoints): the access as
 * declared, then `global::portal-input`, which parses the body and the query with the endpoint's
 * schemas before the controller (after the policy and the rate limiter, so access answers come
 * first as before).
 */
export const routesOf = (list: readonly Endpoint[]) =>
  list.map((endpoint) => {
    const config = configOf(endpoint.access, { schema: endpoint.body, querySchema: endpoint.query });
    return {
      method: endpoint.method,
      path: endpoint.path,
      handler: endpoint.handler,
      config: endpoint.body || endpoint.query ? { ...config, middlewares: [...config.middlewares, portalInput(endpoint)] } : config,
    };
  });

export const portalInput = (endpoint: Pick<Endpoint, 'method' | 'path' | 'body' | 'query'>) => ({
  name: 'global::portal-input',
  config: { method: endpoint.method, path: endpoint.path, body: endpoint.body ?? null, query: endpoint.query ?? null },
});
