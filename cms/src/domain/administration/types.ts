/** Answer shapes of the administration calls (PORTAL-API.md, section "Administration"). */
import type { PermissionKey } from '../permissions';
import type { PortalRole } from '../roles';
import type { Situation } from '../portal-types';
import type { CatalogueEntry, SubGroup } from './rules';

export type { CatalogueEntry, SubGroup };

export interface GroupListItem {
  id: number;
  name: string;
  situation: Situation;
  totalUsers: number;
  createdAt: string;
  updatedAt: string;
}

export interface GroupView extends GroupListItem {
  nome: string;
  subGrupos: SubGroup[];
  permissions: PermissionKey[];
}

export interface RoleView {
  id: PortalRole;
  name: string;
}

/** An item of the profile list of spec 02 §2.1 (GET /api/admin/users/list). */
export interface ProfileListItem {
  id: number;
  name: string;
  email: string;
  cpfCnpj: string | null;
  situation: Situation;
  roleId: PortalRole;
  roleName: string;
  /** The account's permission group (staff accounts; null for customers). */
  profileId: number | null;
  profileName: string | null;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface PlatformUserView {
  id: number;
  name: string;
  email: string;
  cpfCnpj: string | null;
  type: 'INDIVIDUAL';
  role: PortalRole;
  roleLabel: string;
  profileId: number | null;
  profileName: string | null;
  situation: Situation;
  updatedAt: string;
  createdAt: string;
  enabled: boolean;
  /** The user's TOTP second factor is active (an admin master may reset it). */
  secondFactor: boolean;
}

export interface SecondaryUserContract {
  id: string;
  consumerCode: string;
  address: string;
}

export interface SecondaryUserView {
  id: number;
  name: string;
  email: string;
  cpfCnpj: string | null;
  situation: Situation;
  contracts: SecondaryUserContract[];
}

export interface SecondaryUsersAnswer {
  data: SecondaryUserView[];
  /** Contracts of the account that can be given to a secondary user. */
  ownerContracts: SecondaryUserContract[];
  max: number;
}
