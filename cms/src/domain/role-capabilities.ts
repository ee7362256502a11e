/**
 * Who sees what (spec 01 §6), by role: the one table the server's routes and use cases, the
 * client-area screens and the home's quick access read. Permissions of the user's profile come
 * on top (a capability here is necessary, the permission key — e.g. `faturas.download` — too);
 * docs/roles.md prints this table.
 */
import { ADMIN_ROLES, COMMON_ACCESS_ROLES, isAttendant, isCommonAccess, type PortalRole } from './roles';

export interface RoleCapabilities {
  /** The client role and its individual-user variant. */
  commonAccess: boolean;
  /** Pay by Pix or barcode (panels, buttons and the payment-code calls): common access only. */
  pay: boolean;
  /** Download the second copy: common access, admin (and admin master) and attendant 2. */
  download: boolean;
  /** The invoice-number column and the search box of the invoice list: attendants only. */
  invoiceNumberAndSearch: boolean;
  /** The due-date column: hidden for common access. */
  dueDate: boolean;
  /** The send panel's e-mail is the registered one, read-only: attendant-only. */
  sendEmailReadOnly: boolean;
  /** Quick access: common access sees the user list, everyone else the attendant list. */
  quickAccessList: 'user' | 'attendant';
  /** Quick access: administrators, industry and GNV never see the reconnection and suspension links. */
  quickAccessServiceLinks: boolean;
  /** The logged footer's info bar: hidden for common access (spec 01 §2.6). */
  footerInfoBar: boolean;
}

/** Second copy (spec 01 §6). */
export const DOWNLOAD_ROLES = [...COMMON_ACCESS_ROLES, ...ADMIN_ROLES, 'attendant-2'] as const satisfies readonly PortalRole[];
/** Pay by barcode or Pix (spec 01 §6). */
export const PAY_ROLES = COMMON_ACCESS_ROLES;
const NO_SERVICE_QUICK_LINKS: readonly PortalRole[] = [...ADMIN_ROLES, 'industry', 'gnv'];

export function roleCapabilities(role: PortalRole): RoleCapabilities {
  const commonAccess = isCommonAccess(role);
  return {
    commonAccess,
    pay: commonAccess,
    download: (DOWNLOAD_ROLES as readonly PortalRole[]).includes(role),
    invoiceNumberAndSearch: isAttendant(role),
    dueDate: !commonAccess,
    sendEmailReadOnly: role === 'attendant-only',
    quickAccessList: commonAccess ? 'user' : 'attendant',
    quickAccessServiceLinks: !NO_SERVICE_QUICK_LINKS.includes(role),
    footerInfoBar: !commonAccess,
  };
}
