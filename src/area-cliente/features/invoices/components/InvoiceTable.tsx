import type { ReactNode } from 'react';
import { formatCents } from '~/lib/format';
import type { InvoiceView } from '@domain/invoices/types';
import type { InvoiceCapabilities } from '../model/capabilities';
import { EMPTY_STATES, INVOICE_PAGE_SIZE, type ListPage } from '../model/list';
import { INVOICE_MESSAGES } from '../model/messages';
import { InvoiceActionsGroup } from './InvoiceActionsGroup';
import { StatusBadge } from './StatusBadge';
import type { useInvoicePanels } from '../hooks/useInvoicePanels';
import styles from './Invoices.module.css';

interface Props {
  caps: InvoiceCapabilities;
  loading: boolean;
  page: ListPage<InvoiceView> | null;
  panels: ReturnType<typeof useInvoicePanels>;
  /** More about a bill under its status, composed by the app layer (collections: notice, "Já paguei"). */
  billExtra?: ((invoice: InvoiceView) => ReactNode) | undefined;
}

/** The invoice table (spec 01 §2.1): columns by role, 12 skeleton rows while loading, empty states. */
export function InvoiceTable({ caps, loading, page, panels, billExtra }: Props) {
  const columns = 5 + (caps.showDeadline ? 1 : 0) + (caps.showNumber ? 1 : 0);
  const empty = !loading && page?.empty ? page.empty : null;
  return (
    <div className={styles.tableWrap} role="region" aria-label="Lista de faturas" tabIndex={0}>
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption className="visually-hidden">Faturas</caption>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Referência</th>
            <th scope="col">Valor</th>
            {caps.showDeadline && <th scope="col">Vencimento</th>}
            <th scope="col">Pagamento</th>
            {caps.showNumber && <th scope="col">Número da fatura</th>}
            <th scope="col">Ações</th>
          </tr>
        </thead>
        <tbody>
          {loading &&
            Array.from({ length: INVOICE_PAGE_SIZE }, (_, i) => (
              <tr key={i} className={styles.skeletonRow} data-testid="invoice-skeleton" aria-hidden="true">
                {Array.from({ length: columns }, (_, j) => (
                  <td key={j}>
                    <span className={styles.skeleton} />
                  </td>
                ))}
              </tr>
            ))}
          {!loading &&
            page?.rows.map((invoice) => (
              <tr key={`${invoice.numDoc}-${invoice.docDate}`} data-testid="invoice-row">
                <td>
                  <StatusBadge status={invoice.status} />
                  {invoice.paidLate && (
                    <span className={styles.lateAlert} role="note">
                      {INVOICE_MESSAGES.paidLate}
                    </span>
                  )}
                  {billExtra?.(invoice)}
                </td>
                <td>{invoice.shortUpperReferenceDate}</td>
                <td className={styles.money}>{formatCents(invoice.priceCents)}</td>
                {caps.showDeadline && <td>{invoice.deadline}</td>}
                <td>{invoice.paymentDate ?? '—'}</td>
                {caps.showNumber && <td>{invoice.numDoc}</td>}
                <td>
                  <InvoiceActionsGroup invoice={invoice} caps={caps} panels={panels} />
                </td>
              </tr>
            ))}
          {empty && (
            <tr>
              <td colSpan={columns} className={styles.empty} data-testid="invoice-empty">
                <p className={styles.emptyTitle}>{EMPTY_STATES[empty].title}</p>
                {empty === 'notFound' && <p>{EMPTY_STATES.notFound.text}</p>}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
