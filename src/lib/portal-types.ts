/** Shapes of the portal API answers the web side reads (cms/src/api/PORTAL-API.md §3). */
import type { Situation } from '@domain/labels';
export type { Situation };

export interface Contract {
  id: string;
  sapName?: string | null;
  sapEmail?: string | null;
  portalPJ?: boolean;
  vigencia?: string | null;
  situation: Situation;
  consumerName?: string | null;
  consumerAddress?: string | null;
  consumerCode: string;
  consumerCpfCnpj?: string | null;
  contractOwnerEmail?: string | null;
  qdc?: number | null;
  consumerId?: string | null;
  validity?: string | null;
  address?: string | null;
  city?: string | null;
  segment?: string | null;
}

export interface AttendantSession {
  contract: Contract;
  startedAt: string;
}

export interface Me {
  id: number | string;
  name: string;
  email: string;
  role: string;
  roleLabel?: string;
  provider?: string;
  situation?: Situation;
  active: boolean;
  emailVerified?: boolean;
  cpfCnpj?: string | null;
  consumerCode?: string | null;
  phone?: string | null;
  invoiceByEmail?: boolean;
  notificationAccess?: boolean;
  avatar?: string | null;
  isAccountOwner?: boolean;
  permissions?: string[];
  contracts: Contract[];
  selectedContract: Contract | null;
  attendantSession: AttendantSession | null;
}

export interface MenuEntry {
  slug: string;
  screen: string;
  label: string;
}

/** `GET /session`: who is signed in, as the browser may know it (never a token). */
export interface SessionState {
  user: Me | null;
  simplified: boolean;
  keepConnected: boolean;
}
