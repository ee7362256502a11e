/**
 * The portal's endpoint table: one entry per route with its method, path, controller action,
 * access (as the policy `global::portal-access` reads it, PORTAL-API.md §7), the body and query
 * schemas (valibot, `../request-schemas.ts`, `../query-schemas.ts`) and, where documented, the answer schema. Route
 * files build their Strapi config from it (`cms/src/portal/core/route-config.ts` `routesOf`),
 * the middleware `global::portal-input` parses input with it before the controller, and the
 * OpenAPI document (`docs/openapi.json`) is generated from it. Pure: no Strapi, Koa or React.
 */
import type * as v from 'valibot';
import type { TokenScope } from '../access-tokens/rules';
import type { PermissionKey } from '../permissions';
import type { QuerySchemaId } from '../query-schemas';
import type { RequestSchemaId } from '../request-schemas';
import type { PortalRole } from '../roles';

export type Ownership = 'contract' | 'attendant-contract' | 'simplified-invoice';

/** What the portal policy checks (PORTAL-API.md §7). */
export interface AccessConfig {
  roles?: readonly PortalRole[];
  permissions?: readonly PermissionKey[];
  /** A client-area slug: allowed when the user's menu has it (same table as GET /api/portal/menu). */
  screen?: string;
  ownership?: Ownership;
  /** Lets users who have not finished registration through (me, additional data, logout). */
  allowInactive?: boolean;
  /** Only customer accounts that have not finished registration (PATCH /api/auth/user/data). */
  registrationOnly?: boolean;
  /** The account's notification-access flag must be on (spec 01 §6; the notification calls). */
  notificationAccess?: boolean;
  /**
   * The personal access token scope this route accepts (docs/access-tokens.md): a call with
   * `Authorization: Bearer ngp_…` reaches only routes that declare the token's scope, and then
   * passes every other check above as the token's owner. Without it, tokens are refused (403).
   */
  tokenScope?: TokenScope;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Rate limiting of a route: every call counts, or only the failed ones (sign-in). */
export type Limit = boolean | { failuresOnly: boolean };

export type Access = { kind: 'public'; limited: Limit } | { kind: 'portal'; policy: AccessConfig; limited: boolean };

export interface Endpoint {
  method: HttpMethod;
  /** Path under /api, in Strapi's router syntax (`/invoices/:numDoc`). */
  path: string;
  /** The controller action (`<controller>.<action>`) of the route's API. */
  handler: string;
  access: Access;
  /** The body schema of `REQUEST_SCHEMAS`, parsed by `global::portal-input` before the controller. */
  body?: RequestSchemaId;
  /** The query schema of `QUERY_SCHEMAS` (`../query-schemas.ts`), parsed by `global::portal-input` too. */
  query?: QuerySchemaId;
  /** The answer of a 2xx JSON call, where it is documented exactly (checked by the API tests). */
  answer?: v.GenericSchema;
  /** One line for the OpenAPI document. */
  summary?: string;
}

/** A route behind the portal policy (session required). */
export const portal = (policy: AccessConfig = {}, limited = false): Access => ({ kind: 'portal', policy, limited });

/** A public (no session) route, optionally rate-limited. */
export const open = (limited: Limit = false): Access => ({ kind: 'public', limited });

/** Keeps the literal types of a domain's table. */
export const endpoints = <const T extends readonly Endpoint[]>(list: T): T => list;
