/**
 * Creating a portal user (the one way: `createPortalUser`), loading one with what authorization
 * needs, and the shapes the API answers (`Me`, `Contract` of PORTAL-API.md §3).
 */
import type { Core } from '@strapi/strapi';
import { effectivePermissions, type PermissionKey } from '../../domain/permissions';
import { safeAvatarUrl } from '../../domain/avatar';
import { ROLE_LABELS, isCustomerRole, isPortalRole, type PortalRole } from '../../domain/roles';
import type { AttendantSessionView, ContractView, MeView, Situation } from '../../domain/portal-types';
import { CONTRACT_UID, USER_UID, type ContractRow, type SessionRow, type UserRow } from './types';

/** A new portal user: the portal's fields (`cpfCnpj`, `contracts`, `profile`, `accountOwner`…) beside these. */
export interface NewPortalUser {
  /** Normalized; also the users-permissions `username`. */
  email: string;
  /** Default 'local'. */
  provider?: 'local' | 'google';
  /** Default false (the e-mail is not confirmed yet). */
  confirmed?: boolean;
  password?: string;
  name: string | null;
  portalRole: PortalRole;
  situation: Situation;
  active: boolean;
  emailVerified: boolean;
  [field: string]: unknown;
}

/**
 * The one way a portal user is created — sign-up, Google's first sign-in, a staff user made by
 * an administrator, a secondary user made by its account owner, the demo seed, the test
 * factories: the users-permissions fields (`username` = e-mail, the `authenticated` role, not blocked) and the
 * portal's own. Runs inside the caller's transaction when there is one.
 */
export async function createPortalUser(
  strapi: Core.Strapi,
  { email, provider = 'local', confirmed = false, ...fields }: NewPortalUser,
): Promise<{ id: number; documentId: string }> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' }, select: ['id'] });
  if (!role) throw new Error('users-permissions authenticated role missing');
  return (await strapi.documents(USER_UID).create({
    data: { username: email, email, provider, confirmed, blocked: false, role: role.id, ...fields },
  } as never)) as unknown as { id: number; documentId: string };
}

export const USER_POPULATE = {
  profile: true,
  contracts: { orderBy: { consumerCode: 'asc' } },
  selectedContract: true,
  accountOwner: { select: ['id'] },
} as const;

export async function loadUser(strapi: Core.Strapi, id: number): Promise<UserRow | null> {
  const user = (await strapi.db.query(USER_UID).findOne({ where: { id }, populate: USER_POPULATE })) as UserRow | null;
  if (user && !isPortalRole(user.portalRole)) user.portalRole = 'client';
  return user;
}

export async function findContractByDocumentId(strapi: Core.Strapi, documentId: string): Promise<ContractRow | null> {
  if (!documentId) return null;
  return (await strapi.db.query(CONTRACT_UID).findOne({ where: { documentId } })) as ContractRow | null;
}

export function permissionsOf(user: UserRow): PermissionKey[] {
  const profile = user.profile
    ? {
        situation: user.profile.situation,
        permissions: Array.isArray(user.profile.permissions) ? (user.profile.permissions as string[]) : [],
      }
    : null;
  return effectivePermissions(user.portalRole, profile);
}

/**
 * The contract a customer is working on: the selected one while it is still linked to the
 * account, otherwise the only linked one.
 */
export function currentContractOf(user: UserRow): ContractRow | null {
  const contracts = user.contracts ?? [];
  const selected = user.selectedContract && contracts.find((c) => c.id === user.selectedContract!.id);
  if (selected) return selected;
  return contracts.length === 1 ? contracts[0]! : null;
}

export function contractView(c: ContractRow): ContractView {
  return {
    id: c.documentId,
    sapName: c.sapName,
    sapEmail: c.sapEmail,
    portalPJ: Boolean(c.portalPJ),
    vigencia: c.vigencia,
    situation: c.situation,
    consumerName: c.consumerName,
    consumerAddress: c.consumerAddress,
    consumerCode: c.consumerCode,
    consumerCpfCnpj: c.consumerCpfCnpj,
    contractOwnerEmail: c.contractOwnerEmail,
    qdc: c.qdc === null || c.qdc === undefined ? null : Number(c.qdc),
    consumerId: c.consumerId,
    validity: c.validity,
    address: c.consumerAddress,
    city: c.city,
    segment: c.segment,
  };
}

export function attendantSessionView(session: SessionRow | null | undefined): AttendantSessionView | null {
  if (!session?.attendantContract) return null;
  return { contract: contractView(session.attendantContract), startedAt: session.serviceStartedAt };
}

export function meView(user: UserRow, session?: SessionRow | null): MeView {
  const customer = isCustomerRole(user.portalRole);
  const current = customer ? currentContractOf(user) : null;
  return {
    id: user.id,
    name: user.name ?? '',
    email: user.email,
    role: user.portalRole,
    roleLabel: ROLE_LABELS[user.portalRole],
    provider: user.provider ?? 'local',
    situation: user.situation,
    active: Boolean(user.active),
    emailVerified: Boolean(user.emailVerified),
    cpfCnpj: user.cpfCnpj,
    consumerCode: user.consumerCode,
    phone: user.phone,
    invoiceByEmail: Boolean(user.invoiceByEmail),
    notificationAccess: Boolean(user.notificationAccess),
    avatar: safeAvatarUrl(user.avatarUrl),
    isAccountOwner: !user.accountOwner,
    permissions: permissionsOf(user),
    contracts: customer ? (user.contracts ?? []).map(contractView) : [],
    selectedContract: current ? contractView(current) : null,
    attendantSession: customer ? null : attendantSessionView(session),
  };
}

export type { ContractView, MeView };
