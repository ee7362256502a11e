/**
 * Who may do what with a bill (spec 01 §6), as one rule for the server and the client area, read
 * from the role table (`../role-capabilities`) and the effective permissions.
 *
 * - Payment codes (Pix, barcode): common access only (the client role and its individual-user
 *   variant); everyone else gets 403 on those calls and sees no pay action.
 * - Second copy: common access, admin (and admin master) and attendant 2 — and the
 *   `faturas.download` permission of the user's profile.
 * - E-mail: everyone with `faturas.enviar`; attendant-only only to the registered address.
 */
import { hasAllPermissions } from '../permissions';
import { roleCapabilities } from '../role-capabilities';
import type { PortalRole } from '../roles';

export const canSeePaymentCodes = (role: PortalRole) => roleCapabilities(role).pay;

export const canDownloadInvoices = (role: PortalRole, permissions: readonly string[]) =>
  roleCapabilities(role).download && hasAllPermissions(permissions, ['faturas.download']);

export const canSendInvoices = (permissions: readonly string[]) => hasAllPermissions(permissions, ['faturas.enviar']);

/** Attendant-only sends invoices and the contract only to the registered e-mail (read-only field). */
export const sendsOnlyToRegisteredEmail = (role: PortalRole) => roleCapabilities(role).sendEmailReadOnly;
