/** Database rows the auth core reads (strapi.db.query results). */
import type { PortalRole } from '../../domain/roles';
import type { Situation } from '../../domain/portal-types';

export type { Situation };

export interface ContractRow {
  id: number;
  documentId: string;
  consumerCode: string;
  consumerCpfCnpj: string;
  consumerName: string;
  consumerAddress: string;
  city: string | null;
  consumerId: string | null;
  sapName: string | null;
  sapEmail: string | null;
  contractOwnerEmail: string | null;
  portalPJ: boolean | null;
  vigencia: string | null;
  validity: string | null;
  situation: Situation;
  segment: string | null;
  qdc: number | string | null;
}

export interface ProfileRow {
  id: number;
  documentId: string;
  name: string;
  situation: Situation;
  permissions: unknown;
}

export interface UserRow {
  id: number;
  documentId: string;
  username: string;
  email: string;
  provider: string | null;
  password?: string | null;
  confirmed: boolean | null;
  blocked: boolean | null;
  name: string | null;
  cpfCnpj: string | null;
  consumerCode: string | null;
  portalRole: PortalRole;
  situation: Situation;
  active: boolean | null;
  emailVerified: boolean | null;
  phone: string | null;
  invoiceByEmail: boolean | null;
  /** The Google account's picture (https, Google's hosts only: domain/avatar.ts). */
  avatarUrl?: string | null;
  notificationAccess: boolean | null;
  profile?: ProfileRow | null;
  contracts?: ContractRow[];
  selectedContract?: ContractRow | null;
  accountOwner?: { id: number } | null;
}

export interface SessionRow {
  id: number;
  sid: string;
  kind: 'full' | 'simplified-invoice';
  keepConnected: boolean | null;
  expiresAt: string;
  serviceStartedAt: string | null;
  /** The session's last proof of the credentials: its sign-in, or the password confirmed since. */
  authenticatedAt?: string | null;
  user?: { id: number } | null;
  contract?: ContractRow | null;
  attendantContract?: ContractRow | null;
}

export const USER_UID = 'plugin::users-permissions.user';
export const CONTRACT_UID = 'api::contract.contract';
export const PROFILE_UID = 'api::profile.profile';
export const SESSION_UID = 'api::auth.portal-session';
export const TOKEN_UID = 'api::auth.auth-token';
