/**
 * Who may do what with a bill (spec 01 §6), as one rule for the server and the client area.
 *
 * "Common access" is read as the customer roles — the account holders acting on their own
 * contracts (client, individual, GNV, industry) — as opposed to staff acting for a customer in
 * a started service. Only they see payment codes (Pix, barcode); staff get 403 on those calls.
 * Download of the second copy: common access, admin (and admin master) and attendant 2 — the
 * `faturas.download` permission, which attendant-only lacks. E-mail: everyone with
 * `faturas.enviar`; attendant-only only to the registered address.
 */
import { hasAllPermissions } from '../permissions';
import { isCustomerRole, type PortalRole } from '../roles';

export const canSeePaymentCodes = (role: PortalRole) => isCustomerRole(role);

export const canDownloadInvoices = (permissions: readonly string[]) => hasAllPermissions(permissions, ['faturas.download']);

export const canSendInvoices = (permissions: readonly string[]) => hasAllPermissions(permissions, ['faturas.enviar']);

/** Attendant-only sends invoices and the contract only to the registered e-mail (read-only field). */
export const sendsOnlyToRegisteredEmail = (role: PortalRole) => role === 'attendant-only';
