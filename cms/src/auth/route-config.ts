/**
 * Route-config helpers so every portal route declares its access the same way:
 *   config: { auth: false, policies: [portalAccess({ roles, permissions, screen, ownership })] }
 * `auth: false` turns off users-permissions' own check; the portal policy authenticates.
 */
import type { AccessConfig } from './access';

export const portalAccess = (config: AccessConfig = {}) => ({ name: 'global::portal-access', config });

export const rateLimited = (config: { failuresOnly?: boolean } = {}) => ({ name: 'global::auth-rate-limit', config });

/** A public (no session) route, optionally rate-limited. */
export const publicRoute = (limited: boolean | { failuresOnly: boolean }) => ({
  auth: false as const,
  policies: [],
  middlewares: limited ? [rateLimited(typeof limited === 'object' ? limited : {})] : [],
});

/** A route behind the portal policy. */
export const protectedRoute = (config: AccessConfig = {}, limited = false) => ({
  auth: false as const,
  policies: [portalAccess(config)],
  middlewares: limited ? [rateLimited()] : [],
});
