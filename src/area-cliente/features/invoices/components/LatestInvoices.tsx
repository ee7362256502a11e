import { useStore } from '@nanostores/react';
import { formatCents } from '~/lib/format';
import { useInvoiceList } from '~/lib/invoice-list';
import { $attendantSession } from '../../../stores/attendant';
import { Link } from '../../../components/Link';
import { EMPTY_STATES } from '../model/list';
import { invoiceListFailure } from '../model/list-failure';
import { latestInvoices } from '../model/history';
import { INVOICE_MESSAGES } from '../model/messages';
import { StatusBadge } from './StatusBadge';
import { useInvoiceViewer } from '../hooks/useInvoiceContext';
import { useListFailureToast } from '../hooks/useListFailureToast';
import styles from './Home.module.css';

/** Spec 01 §2.8: the latest invoices — the first item is the current invoice, the rest listed. */
export function LatestInvoices() {
  const { user, contractId, caps } = useInvoiceViewer();
  const service = useStore($attendantSession);
  const { data, error, isLoading } = useInvoiceList('ALL', { contractId });
  useListFailureToast(error);
  if (!user || !contractId || (caps.attendant && !service)) return null;
  const items = data ? latestInvoices(data.invoices) : [];

  return (
    <section
      className={`${styles.card} ${isLoading ? styles.latestLoading : ''}`}
      aria-labelledby="ultimas-faturas-title"
      data-testid="latest-invoices"
    >
      <h2 id="ultimas-faturas-title" className={styles.cardTitle}>
        Últimas faturas
      </h2>
      {isLoading && (
        <div className={styles.loading} role="status" aria-label="Carregando últimas faturas">
          <span className={styles.skeleton} />
          <span className={styles.skeleton} />
          <span className={styles.skeleton} />
        </div>
      )}
      {!isLoading && error !== undefined && (
        <p className={styles.emptyTitle} role="alert">
          {invoiceListFailure(error)}
        </p>
      )}
      {!isLoading && error === undefined && items.length === 0 && <p className={styles.emptyTitle}>{EMPTY_STATES.none.title}</p>}
      {items.length > 0 && (
        <ul className={styles.latest}>
          {items.map((invoice, i) => (
            <li key={`${invoice.numDoc}-${invoice.docDate}`} className={i === 0 ? styles.latestCurrent : undefined}>
              <div>
                {i === 0 && <span className={styles.currentTag}>Fatura atual</span>}
                <span className={styles.latestRef}>{invoice.shortUpperReferenceDate}</span>
                {invoice.paidLate && <span className={styles.late}>{INVOICE_MESSAGES.paidLate}</span>}
              </div>
              <span className={styles.latestPrice}>{formatCents(invoice.priceCents)}</span>
              <StatusBadge status={invoice.status} />
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <Link className={styles.more} href="/area-cliente/conta-digital">
          Ver todas as faturas
        </Link>
      )}
    </section>
  );
}
