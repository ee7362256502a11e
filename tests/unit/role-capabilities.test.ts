/**
 * Who sees what (spec 01 §6), one row per role. The expected values are written from the spec's
 * table, not read from the code: common access is the client role and its individual-user
 * variant; attendants are attendant-only and attendant 2; "admin" covers the admin master.
 */
import { describe, expect, it } from 'vitest';
import { roleCapabilities, type RoleCapabilities } from '@domain/role-capabilities';
import { canDownloadInvoices, canSeePaymentCodes, sendsOnlyToRegisteredEmail } from '@domain/invoices/access';
import { ROLE_DEFAULT_PERMISSIONS } from '@domain/permissions';
import { PORTAL_ROLES, isCommonAccess, type PortalRole } from '@domain/roles';

type Row = Omit<RoleCapabilities, 'commonAccess'> & { commonAccess: boolean };

// prettier-ignore
const TABLE: Record<PortalRole, Row> = {
  //                commonAccess  pay    download invoiceNumberAndSearch dueDate sendEmailReadOnly quickAccessList quickAccessServiceLinks footerInfoBar
  client:           { commonAccess: true,  pay: true,  download: true,  invoiceNumberAndSearch: false, dueDate: false, sendEmailReadOnly: false, quickAccessList: 'user',      quickAccessServiceLinks: true,  footerInfoBar: false },
  individual:       { commonAccess: true,  pay: true,  download: true,  invoiceNumberAndSearch: false, dueDate: false, sendEmailReadOnly: false, quickAccessList: 'user',      quickAccessServiceLinks: true,  footerInfoBar: false },
  gnv:              { commonAccess: false, pay: false, download: false, invoiceNumberAndSearch: false, dueDate: true,  sendEmailReadOnly: false, quickAccessList: 'attendant', quickAccessServiceLinks: false, footerInfoBar: true },
  industry:         { commonAccess: false, pay: false, download: false, invoiceNumberAndSearch: false, dueDate: true,  sendEmailReadOnly: false, quickAccessList: 'attendant', quickAccessServiceLinks: false, footerInfoBar: true },
  'attendant-only': { commonAccess: false, pay: false, download: false, invoiceNumberAndSearch: true,  dueDate: true,  sendEmailReadOnly: true,  quickAccessList: 'attendant', quickAccessServiceLinks: true,  footerInfoBar: true },
  'attendant-2':    { commonAccess: false, pay: false, download: true,  invoiceNumberAndSearch: true,  dueDate: true,  sendEmailReadOnly: false, quickAccessList: 'attendant', quickAccessServiceLinks: true,  footerInfoBar: true },
  admin:            { commonAccess: false, pay: false, download: true,  invoiceNumberAndSearch: false, dueDate: true,  sendEmailReadOnly: false, quickAccessList: 'attendant', quickAccessServiceLinks: false, footerInfoBar: true },
  'admin-master':   { commonAccess: false, pay: false, download: true,  invoiceNumberAndSearch: false, dueDate: true,  sendEmailReadOnly: false, quickAccessList: 'attendant', quickAccessServiceLinks: false, footerInfoBar: true },
  'gas-programmer': { commonAccess: false, pay: false, download: false, invoiceNumberAndSearch: false, dueDate: true,  sendEmailReadOnly: false, quickAccessList: 'attendant', quickAccessServiceLinks: true,  footerInfoBar: true },
};

describe('the role table of spec 01 §6', () => {
  it('has a row for every portal role', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...PORTAL_ROLES].sort());
  });

  it.each(PORTAL_ROLES)('%s sees exactly what the spec gives it', (role) => {
    expect(roleCapabilities(role)).toEqual(TABLE[role]);
    expect(isCommonAccess(role)).toBe(TABLE[role].commonAccess);
  });
});

describe('the bill rules the server and the screens share', () => {
  it('gives payment codes to common access only', () => {
    const payers = PORTAL_ROLES.filter((role) => canSeePaymentCodes(role));
    expect(payers.sort()).toEqual(['client', 'individual']);
  });

  it('lets common access, admin and attendant 2 download with their default permissions; no one else', () => {
    const downloaders = PORTAL_ROLES.filter((role) => canDownloadInvoices(role, ROLE_DEFAULT_PERMISSIONS[role]));
    expect(downloaders.sort()).toEqual(['admin', 'admin-master', 'attendant-2', 'client', 'individual']);
  });

  it('needs faturas.download as well: a profile without it hides the download even from an admin', () => {
    expect(canDownloadInvoices('admin', ['faturas.ver', 'faturas.enviar'])).toBe(false);
    // A group cannot turn attendant-only into attendant 2.
    expect(canDownloadInvoices('attendant-only', ['faturas.ver', 'faturas.download'])).toBe(false);
  });

  it('keeps the send panel e-mail read-only for attendant-only only', () => {
    expect(PORTAL_ROLES.filter((role) => sendsOnlyToRegisteredEmail(role))).toEqual(['attendant-only']);
  });
});
