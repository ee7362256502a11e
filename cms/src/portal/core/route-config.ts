/**
 * Route-config helpers so every portal route declares its access the same way:
 *   config: { auth: false, policies: [portalAccess({ roles, permissions, screen, ownership })] }
 * `auth: false` turns off users-permissions' own check; the portal policy authenticates.
 */
import type { RequestSchemaId } from '../../domain/request-schemas';
import type { AccessConfig } from './access';

export const portalAccess = (config: AccessConfig = {}) => ({ name: 'global::portal-access', config });

export const rateLimited = (config: { failuresOnly?: boolean } = {}) => ({ name: 'global::auth-rate-limit', config });

interface RouteOptions {
  /** The body schema in cms/src/domain/request-schemas.ts, for routes that need a body. */
  schema?: RequestSchemaId;
}

/**
 * A public (no session) route, optionally rate-limited. `public: true` is the explicit marker
 * the route-table tests look for: a portal route declares either this or the portal policy.
 */
export const publicRoute = (limited: boolean | { failuresOnly: boolean }, options: RouteOptions = {}) => ({
  auth: false as const,
  public: true as const,
  policies: [],
  middlewares: limited ? [rateLimited(typeof limited === 'object' ? limited : {})] : [],
  ...(options.schema ? { schema: options.schema } : {}),
});

/** A route behind the portal policy. */
export const protectedRoute = (config: AccessConfig = {}, limited = false, options: RouteOptions = {}) => ({
  auth: false as const,
  policies: [portalAccess(config)],
  middlewares: limited ? [rateLimited()] : [],
  ...(options.schema ? { schema: options.schema } : {}),
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
