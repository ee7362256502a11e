/**
 * Shapes of the portal API answers that both the server (cms/src/portal) and the site read,
 * declared once (PORTAL-API.md §3). Type-only: no runtime code.
 */
import type { PortalRole } from './roles';
import type { Situation } from './labels';

export type { Situation };

/** `Contract` of GET /api/portal/me and the attendant search. */
export interface ContractView {
  id: string;
  sapName: string | null;
  sapEmail: string | null;
  portalPJ: boolean;
  vigencia: string | null;
  situation: Situation;
  consumerName: string;
  consumerAddress: string;
  consumerCode: string;
  consumerCpfCnpj: string;
  contractOwnerEmail: string | null;
  qdc: number | null;
  consumerId: string | null;
  validity: string | null;
  address: string;
  city: string | null;
  segment: string | null;
}

export interface AttendantSessionView {
  contract: ContractView;
  startedAt: string | null;
}

/** `Me` of GET /api/portal/me. */
export interface MeView {
  id: number;
  name: string;
  email: string;
  role: PortalRole;
  roleLabel: string;
  provider: string;
  situation: Situation;
  active: boolean;
  emailVerified: boolean;
  cpfCnpj: string | null;
  consumerCode: string | null;
  phone: string | null;
  invoiceByEmail: boolean;
  notificationAccess: boolean;
  avatar: string | null;
  isAccountOwner: boolean;
  permissions: string[];
  contracts: ContractView[];
  selectedContract: ContractView | null;
  attendantSession: AttendantSessionView | null;
}

/** An entry of GET /api/portal/menu. */
export interface MenuEntryView {
  slug: string;
  screen: string;
  label: string;
}
