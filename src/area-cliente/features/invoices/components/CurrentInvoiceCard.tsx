import { useStore } from '@nanostores/react';
import { formatCents, formatDate } from '~/lib/format';
import { useInvoiceList } from '~/lib/invoice-list';
import { $attendantSession } from '../../../stores/attendant';
import { Link } from '../../../components/Link';
import { EMPTY_STATES } from '../model/list';
import { invoiceListFailure } from '../model/list-failure';
import { currentInvoice } from '../model/history';
import { INVOICE_MESSAGES } from '../model/messages';
import { InvoiceActionsGroup } from './InvoiceActionsGroup';
import { StatusBadge } from './StatusBadge';
import { useInvoicePanels } from '../hooks/useInvoicePanels';
import { useInvoiceViewer } from '../hooks/useInvoiceContext';
import { useListFailureToast } from '../hooks/useListFailureToast';
import { useBillDirectDebit } from '../api/get-direct-debit';
import styles from './Home.module.css';

/** Spec 01 §4: a paid or negotiated current invoice announces the next one. */
export const NEXT_INVOICE_TEXT = 'Sua nova fatura estará disponível em alguns dias.';

/**
 * The home page's current-invoice card (spec 01 §2.8, §4): the client's (laid out for desktop,
 * and stacked for mobile under 1024 px) and the attendant's, shown once a service has started.
 * Labels 'Fatura paga', 'Fatura vencida' (price in red), 'Em aberto', 'Negociada'; the payment
 * buttons are hidden for a negotiated invoice; the attendant always has the e-mail button and
 * the download only with `faturas.download` (admin, attendant 2).
 */
export function CurrentInvoiceCard() {
  const { user, contractId, caps } = useInvoiceViewer();
  const service = useStore($attendantSession);
  const { data, error, isLoading } = useInvoiceList('ALL', { contractId });
  const panels = useInvoicePanels();
  const directDebit = useBillDirectDebit(contractId).data?.data;
  useListFailureToast(error);
  if (!user || !contractId || (caps.attendant && !service)) return null;

  const invoice = data ? currentInvoice(data.invoices) : null;
  const settled = invoice?.status === 'PAYED' || invoice?.status === 'NEGOTIATED';
  const variant = caps.attendant ? 'attendant' : 'client';
  // Débito automático of this bill (issue 24 §3): its date while scheduled; on failure the reason (the pay actions stay).
  const debit = invoice && !settled ? directDebit?.debits.find((d) => d.numDoc === invoice.numDoc) : undefined;
  return (
    <section
      className={`${styles.card} ${isLoading ? styles.currentLoading : ''}`}
      aria-labelledby="fatura-atual-title"
      data-testid="current-invoice"
      data-variant={variant}
    >
      <h2 id="fatura-atual-title" className={styles.cardTitle}>
        {caps.attendant ? 'Fatura atual do cliente' : 'Fatura atual'}
      </h2>
      {isLoading && (
        <div className={styles.loading} role="status" aria-label="Carregando fatura atual">
          <span className={styles.skeleton} />
          <span className={styles.skeleton} />
        </div>
      )}
      {!isLoading && error !== undefined && (
        <p className={styles.emptyTitle} role="alert">
          {invoiceListFailure(error)}
        </p>
      )}
      {!isLoading && error === undefined && !invoice && <p className={styles.emptyTitle}>{EMPTY_STATES.none.title}</p>}
      {invoice && (
        <>
          <div className={styles.currentBody}>
            <div className={styles.currentFacts}>
              <StatusBadge status={invoice.status} card />
              <p className={styles.reference}>
                Referência <strong>{invoice.shortUpperReferenceDate}</strong>
              </p>
              <p className={`${styles.price} ${invoice.status === 'PENDING' ? styles.priceOverdue : ''}`} data-testid="current-price">
                {formatCents(invoice.priceCents)}
              </p>
              <p className={styles.dates}>{invoice.paymentDate ? `Paga em ${invoice.paymentDate}` : `Vencimento ${invoice.deadline}`}</p>
              {invoice.paidLate && <p className={styles.late}>{INVOICE_MESSAGES.paidLate}</p>}
              {debit?.status === 'SCHEDULED' && (
                <p className={styles.dates} data-testid="debito-automatico">
                  Débito automático em {formatDate(debit.debitDate).slice(0, 5)}
                </p>
              )}
              {debit?.status === 'FAILED' && (
                <p className={styles.late} data-testid="debito-automatico">
                  {debit.reason}. Pague pelo Pix ou pelo código de barras.
                </p>
              )}
              {settled && <p className={styles.next}>{NEXT_INVOICE_TEXT}</p>}
            </div>
            <InvoiceActionsGroup invoice={invoice} caps={caps} panels={panels} hidePayWhenNegotiated />
          </div>
          <Link className={styles.more} href="/area-cliente/conta-digital">
            Ver todas as faturas
          </Link>
        </>
      )}
      {panels.panels}
    </section>
  );
}
