/**
 * What the signed-in user may do with invoices (spec 01 §6), from the role table of
 * `@domain/role-capabilities` (the rules the server enforces) and the effective permissions of
 * `Me`; the screen only hides or disables.
 *
 * - Common access (client, individual) pays and does not see the due-date column.
 * - Attendants (attendant-only, attendant 2) see the invoice-number column and the search box.
 * - Download: common access, admin and attendant 2, with `faturas.download`; e-mail needs
 *   `faturas.enviar`.
 */
import { isPortalRole, isServiceRole, type PortalRole } from '@domain/roles';
import { roleCapabilities } from '@domain/role-capabilities';
import { canDownloadOrSend, canPay, type InvoiceStatus } from '@domain/invoices/status';
import { canDownloadInvoices, canSendInvoices } from '@domain/invoices/access';
import { INVOICE_MESSAGES } from '@domain/invoices/messages';

export interface Viewer {
  role: string;
  permissions: readonly string[];
}

export interface InvoiceCapabilities {
  /** Common access (client, individual). */
  commonAccess: boolean;
  /** Staff serving a customer through a started service (attendants and admins). */
  attendant: boolean;
  canDownload: boolean;
  canSend: boolean;
  /** Pay by barcode or Pix: common-access clients only. */
  canPay: boolean;
  /** The e-mail of the send panel is the registered one, read-only (attendant-only). */
  emailReadOnly: boolean;
  /** The invoice-number column: attendants only. */
  showNumber: boolean;
  /** The search box: attendants only. */
  showSearch: boolean;
  /** The due-date column: hidden for common access. */
  showDeadline: boolean;
  /** Send the contract by e-mail (`contrato.enviar`). */
  canSendContract: boolean;
}

export function invoiceCapabilities(viewer: Viewer | null | undefined): InvoiceCapabilities {
  const role: PortalRole | null = viewer && isPortalRole(viewer.role) ? viewer.role : null;
  const permissions = viewer?.permissions ?? [];
  if (role === null) {
    return {
      commonAccess: false,
      attendant: false,
      canDownload: false,
      canSend: false,
      canPay: false,
      emailReadOnly: false,
      showNumber: false,
      showSearch: false,
      showDeadline: true,
      canSendContract: false,
    };
  }
  const caps = roleCapabilities(role);
  return {
    commonAccess: caps.commonAccess,
    attendant: isServiceRole(role),
    canDownload: canDownloadInvoices(role, permissions),
    canSend: canSendInvoices(permissions),
    canPay: caps.pay,
    emailReadOnly: caps.sendEmailReadOnly,
    showNumber: caps.invoiceNumberAndSearch,
    showSearch: caps.invoiceNumberAndSearch,
    showDeadline: caps.dueDate,
    canSendContract: permissions.includes('contrato.enviar'),
  };
}

export type ActionState = { visible: false } | { visible: true; disabled: boolean; tooltip?: string };

export interface InvoiceActions {
  download: ActionState;
  send: ActionState;
  pix: ActionState;
  barcode: ActionState;
}

/** Spec 01 §4: the tooltip of a paid invoice's pay actions. */
export const PAID_TOOLTIP = INVOICE_MESSAGES.alreadyPaid;

/**
 * One invoice's actions (spec 01 §4, §6): NEGOTIATED disables download, e-mail and pay; PAYED
 * disables pay with 'Sua fatura já foi paga'; an action the user may not take is not shown.
 */
export function invoiceActions(status: InvoiceStatus, caps: InvoiceCapabilities): InvoiceActions {
  const fileOk = canDownloadOrSend(status);
  const pay: ActionState = !caps.canPay
    ? { visible: false }
    : canPay(status)
      ? { visible: true, disabled: false }
      : status === 'PAYED'
        ? { visible: true, disabled: true, tooltip: PAID_TOOLTIP }
        : { visible: true, disabled: true };
  return {
    download: caps.canDownload ? { visible: true, disabled: !fileOk } : { visible: false },
    send: caps.canSend ? { visible: true, disabled: !fileOk } : { visible: false },
    pix: pay,
    barcode: pay,
  };
}
