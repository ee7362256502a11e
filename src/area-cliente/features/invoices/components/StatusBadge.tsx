import { CURRENT_INVOICE_LABELS, INVOICE_STATUS_LABELS, type InvoiceStatus } from '@domain/invoices/status';
import styles from './Invoices.module.css';

const TONE: Record<InvoiceStatus, string> = { PAYED: 'paid', PENDING: 'overdue', TO_EXPIRE: 'open', NEGOTIATED: 'negotiated' };

/** The status label of the list (spec 01 §4), or the home card's ('card'). */
export function StatusBadge({ status, card = false }: { status: InvoiceStatus; card?: boolean }) {
  return (
    <span className={`${styles.badge} ${styles[TONE[status]] ?? ''}`} data-status={status}>
      {(card ? CURRENT_INVOICE_LABELS : INVOICE_STATUS_LABELS)[status]}
    </span>
  );
}
