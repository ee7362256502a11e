/**
 * The authorization decision of the portal, framework-light so the policy stays a thin
 * adapter: session → user → role, permissions, screen, ownership (PORTAL-API.md §7).
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { TOKEN_PREFIX } from '../../domain/access-tokens/rules';
import { ACCESS_MESSAGES } from '../../domain/messages';
import { canOpenScreen, findScreen } from '../../domain/menu';
import { hasAllPermissions, type PermissionKey } from '../../domain/permissions';
import { isCustomerRole, isServiceRole } from '../../domain/roles';
import { forbidden, notFound, unauthorized } from './http';
import { tokenLogin } from './access-tokens';
import { bearerToken, resolveLogin } from './sessions';
import type { ContractRow, SessionRow, UserRow } from './types';
import { currentContractOf, permissionsOf } from './users';

export type { AccessConfig } from '../../domain/endpoints/define';
import type { AccessConfig, Ownership } from '../../domain/endpoints/define';

export interface PortalState {
  session: SessionRow;
  user: UserRow | null;
  permissions: PermissionKey[];
  contract: ContractRow | null;
}

/** A full session's state (every portal route but the simplified invoice's): its user is set. */
export type UserScope = PortalState & { user: UserRow };
/** A route with an `ownership` (contract, attendant-contract, simplified-invoice): the policy resolved its contract. */
export type ContractScope = PortalState & { contract: ContractRow };
/** A full session's route with an `ownership`: both set. */
export type UserContractScope = UserScope & ContractScope;

/** The state the policy left for the controller (`ctx.state` is untyped in Koa; the policy wrote it). */
export const portalState = (ctx: Context): PortalState => ctx.state.portal;

/** Throws when the route's declaration does not give what its controller asks for: a wiring error, never a user's. */
function wiring(ctx: Context, missing: string): never {
  throw new Error(`${ctx.method} ${ctx.path}: the route's access gives no ${missing} (see its endpoint's ownership)`);
}

export function userScope(ctx: Context): UserScope {
  const state = portalState(ctx);
  const { user } = state;
  return user ? { ...state, user } : wiring(ctx, 'user');
}

export function contractScope(ctx: Context): ContractScope {
  const state = portalState(ctx);
  const { contract } = state;
  return contract ? { ...state, contract } : wiring(ctx, 'contract');
}

export function userContractScope(ctx: Context): UserContractScope {
  const state = contractScope(ctx);
  const { user } = state;
  return user ? { ...state, user } : wiring(ctx, 'user');
}

/** The contract id a request names, if any: route param, body or query `contractId`. */
export function requestedContractId(ctx: Context): string | null {
  const params = ((ctx as { params?: unknown }).params ?? {}) as Record<string, unknown>;
  const body = (ctx.request as { body?: unknown }).body;
  const query = (ctx.request.query ?? {}) as Record<string, unknown>;
  const candidates = [
    params.contractId,
    body && typeof body === 'object' ? (body as Record<string, unknown>).contractId : undefined,
    query.contractId,
  ];
  const found = candidates.find((v) => typeof v === 'string' && v.length > 0);
  return typeof found === 'string' ? found : null;
}

function resolveOwnedContract(user: UserRow, session: SessionRow, ownership: Ownership, requested: string | null): ContractRow {
  const serviceContract = session.attendantContract ?? null;
  if (ownership === 'attendant-contract' || isServiceRole(user.portalRole)) {
    if (ownership === 'attendant-contract' && !isServiceRole(user.portalRole)) throw forbidden(ACCESS_MESSAGES.forbidden);
    if (requested && requested !== serviceContract?.documentId) throw notFound(ACCESS_MESSAGES.contractNotFound);
    if (!serviceContract) throw forbidden(ACCESS_MESSAGES.serviceNotStarted);
    return serviceContract;
  }
  // Customers: only contracts linked to the account; anything else does not exist for them.
  const contract = requested ? (user.contracts ?? []).find((c) => c.documentId === requested) : currentContractOf(user);
  if (!contract) throw notFound(ACCESS_MESSAGES.contractNotFound);
  return contract;
}

export async function authorize(strapi: Core.Strapi, ctx: Context, config: AccessConfig = {}): Promise<PortalState> {
  // A personal access token (`ngp_…`, docs/access-tokens.md) acts as its owner on the routes that declare its scope.
  const bearer = bearerToken(ctx);
  const login = bearer?.startsWith(TOKEN_PREFIX) ? await tokenLogin(strapi, ctx, bearer, config) : await resolveLogin(strapi, ctx);
  if (!login) throw unauthorized(ACCESS_MESSAGES.sessionExpired);
  const { session } = login;

  if (session.kind === 'simplified-invoice' || config.ownership === 'simplified-invoice') {
    if (session.kind !== 'simplified-invoice' || config.ownership !== 'simplified-invoice') throw forbidden(ACCESS_MESSAGES.forbidden);
    if (!session.contract) throw unauthorized(ACCESS_MESSAGES.sessionExpired);
    return { session, user: null, permissions: [], contract: session.contract };
  }

  const user = session.user ? login.user : null;
  if (!user) throw unauthorized(ACCESS_MESSAGES.sessionExpired);
  if (user.blocked || user.situation === 'DEACTIVATE') throw forbidden(ACCESS_MESSAGES.accessDeactivated);
  if (!user.active && !config.allowInactive) throw forbidden(ACCESS_MESSAGES.forbidden);
  if (config.registrationOnly && (user.active || !isCustomerRole(user.portalRole)))
    throw forbidden(ACCESS_MESSAGES.additionalDataNotAllowed);

  const permissions = permissionsOf(user);
  if (config.roles && !config.roles.includes(user.portalRole)) throw forbidden(ACCESS_MESSAGES.forbidden);
  if (!hasAllPermissions(permissions, config.permissions)) throw forbidden(ACCESS_MESSAGES.forbidden);
  if (config.notificationAccess && !user.notificationAccess) throw forbidden(ACCESS_MESSAGES.notificationsDisabled);
  if (config.screen) {
    const screen = findScreen(config.screen);
    if (!screen || !canOpenScreen({ role: user.portalRole, permissions, isAccountOwner: !user.accountOwner }, screen))
      throw forbidden(ACCESS_MESSAGES.forbidden);
  }

  const contract = config.ownership ? resolveOwnedContract(user, session, config.ownership, requestedContractId(ctx)) : null;
  return { session, user, permissions, contract };
}
