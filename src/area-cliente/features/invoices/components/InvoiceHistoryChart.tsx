import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatCents } from '~/lib/format';
import { useInvoiceList } from '~/lib/invoice-list';
import { $attendantSession } from '../../../stores/attendant';
import { EMPTY_STATES } from '../model/list';
import { invoiceListFailure } from '../model/list-failure';
import { useListFailureToast } from '../hooks/useListFailureToast';
import { historyFilterOptions, historySeries, type HistoryFilter } from '../model/history';
import { useInView } from '../hooks/useInView';
import { useInvoiceViewer } from '../hooks/useInvoiceContext';
import styles from './Home.module.css';

// The chart library is the heaviest part of the area: its chunk loads when the chart scrolls into view.
const HistoryBars = lazy(() => import('./HistoryBars'));

/**
 * Spec 01 §2.8: the invoice history bar chart, with its filter — the last 12 months (from
 * `period=ALL`) or one of the previous 4 years (`period=<year>`). A table with the same
 * figures stands beside it for screen readers.
 */
export function InvoiceHistoryChart() {
  const { user, contractId, caps } = useInvoiceViewer();
  const service = useStore($attendantSession);
  const options = useMemo(() => historyFilterOptions(new Date()), []);
  const [filter, setFilter] = useState<HistoryFilter>('LAST_12');
  const frame = useRef<HTMLDivElement>(null);
  const visible = useInView(frame);
  const selectId = useId();
  const off = !user || !contractId || (caps.attendant && !service);
  const { data, error, isLoading } = useInvoiceList(filter === 'LAST_12' ? 'ALL' : filter, { contractId, skip: off || !visible });
  const points = useMemo(() => (data ? historySeries(data.invoices, filter, new Date()) : []), [data, filter]);
  useListFailureToast(error);
  if (off) return null;

  const label = options.find((o) => o.value === filter)?.label ?? '';
  return (
    <section className={styles.card} aria-labelledby="historico-title" data-testid="invoice-history">
      <div className={styles.chartHead}>
        <h2 id="historico-title" className={styles.cardTitle}>
          Histórico de faturas
        </h2>
        <div className={styles.chartFilter}>
          <label htmlFor={selectId}>Período</label>
          <select
            id={selectId}
            value={String(filter)}
            onChange={(e) => setFilter(e.target.value === 'LAST_12' ? 'LAST_12' : Number(e.target.value))}
          >
            {options.map((o) => (
              <option key={String(o.value)} value={String(o.value)}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div ref={frame} className={styles.chartFrame}>
        {(!visible || isLoading) && (
          <div className={styles.chartPlaceholder} role="status" aria-label="Carregando histórico de faturas">
            <span className={styles.skeleton} />
          </div>
        )}
        {visible && !isLoading && error !== undefined && (
          <p className={styles.emptyTitle} role="alert">
            {invoiceListFailure(error)}
          </p>
        )}
        {visible && !isLoading && error === undefined && points.length === 0 && (
          <p className={styles.emptyTitle}>{EMPTY_STATES.none.title}</p>
        )}
        {visible && points.length > 0 && (
          <>
            <Suspense
              fallback={
                <div className={styles.chartPlaceholder} role="status" aria-label="Carregando gráfico">
                  <span className={styles.skeleton} />
                </div>
              }
            >
              <HistoryBars points={points} />
            </Suspense>
            <table className="visually-hidden">
              <caption>Valor das faturas por mês ({label})</caption>
              <thead>
                <tr>
                  <th scope="col">Mês</th>
                  <th scope="col">Valor</th>
                </tr>
              </thead>
              <tbody>
                {points.map((p) => (
                  <tr key={p.month}>
                    <th scope="row">{p.longLabel}</th>
                    <td>{p.count ? formatCents(p.cents) : 'Sem fatura'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
    </section>
  );
}
