import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import type { InvoiceView } from '@domain/invoices/types';
import { useStore } from '@nanostores/react';
import { ApiError } from '~/lib/api-client';
import { ACCESS_MESSAGES } from '@domain/messages';
import { Button } from '~/components/ui/Button';
import { saveBlob } from '~/lib/save-blob';
import { Link } from '../../../components/Link';
import { $location } from '../../../lib/router';
import { $menu } from '../../../stores/user';
import { useDigitalAccountInvoices } from '../api/list-invoices';
import { exportFileName, exportInvoices } from '../api/export-invoices';
import { toast } from '~/components/ui/toast';
import {
  ALL_YEARS_LABEL,
  initialStatusFilter,
  invoicePage,
  overdueFlag,
  SORT_ORDERS,
  STATUS_FILTERS,
  yearOptions,
  type SortOrder,
  type StatusFilter,
  type YearFilter,
} from '../model/list';
import { InvoiceTable } from './InvoiceTable';
import { Pagination } from './Pagination';
import { useInvoicePanels } from '../hooks/useInvoicePanels';
import { useInvoiceViewer } from '../hooks/useInvoiceContext';
import { useListFailureToast } from '../hooks/useListFailureToast';
import { invoiceListFailure } from '../model/list-failure';
import styles from './Invoices.module.css';

// The contract panel (and its form library) loads when first opened.
const SendContractPanel = lazy(() => import('./Panels').then((m) => ({ default: m.SendContractPanel })));

export interface InvoicesScreenProps {
  /** Above the list (the suspension notice), composed by the app layer. */
  banner?: ReactNode;
  /** More about a bill under its status (collections: notice, "Já paguei"), composed by the app layer. */
  billExtra?: (invoice: InvoiceView) => ReactNode;
}

/** /area-cliente/conta-digital — 'Todas as faturas' (spec 01 §2.1). `r=v` preselects Pendentes. */
export default function InvoicesScreen({ banner, billExtra }: InvoicesScreenProps = {}) {
  const { search: query } = useStore($location);
  const menu = useStore($menu);
  const { contractId, contract, caps } = useInvoiceViewer();
  const [exporting, setExporting] = useState(false);
  const [status, setStatus] = useState<StatusFilter>(() => initialStatusFilter(query));
  const [order, setOrder] = useState<SortOrder>('DESC');
  const [year, setYear] = useState<YearFilter>('ALL');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [contractPanel, setContractPanel] = useState(false);
  const [contractUsed, setContractUsed] = useState(false);
  const years = useMemo(() => yearOptions(new Date()), []);
  const panels = useInvoicePanels();
  const ids = { status: useId(), order: useId(), year: useId(), search: useId() };

  const { data, error, isLoading, mutate } = useDigitalAccountInvoices(contractId, year);
  useListFailureToast(error);
  const listed = useMemo(
    () => (data ? invoicePage(data.invoices, { status, order, search: caps.showSearch ? search : '', page }) : null),
    [data, status, order, search, page, caps.showSearch],
  );
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const exportCsv = async () => {
    if (!contractId) return;
    setExporting(true);
    try {
      const blob = await exportInvoices(contractId, year);
      saveBlob(blob, exportFileName(contract?.consumerCode ?? '', year));
    } catch (e) {
      toast.error((e instanceof ApiError && e.serverMessage) || ACCESS_MESSAGES.unexpected);
    } finally {
      setExporting(false);
    }
  };

  if (!contractId) {
    return (
      <section className={styles.screen} aria-labelledby="faturas-title">
        <h1 id="faturas-title">Todas as faturas</h1>
        <div className={styles.card}>
          <h2>Nenhum atendimento iniciado</h2>
          <p>Busque o contrato do cliente para iniciar um atendimento.</p>
          <Link className="button" href="/area-cliente/atendimento">
            Iniciar atendimento
          </Link>
        </div>
      </section>
    );
  }

  const overdue = data?.numberOfOverdueInvoices ?? 0;
  // Negotiation (docs/collections-negotiation.md): offered where the user's menu has its screen.
  const canNegotiate = menu.some((m) => m.slug === 'negociacao-faturas');

  return (
    <section className={styles.screen} aria-labelledby="faturas-title">
      <div className={styles.titleRow}>
        <h1 id="faturas-title">Todas as faturas</h1>
        <div className={styles.titleActions}>
          {data && data.invoices.length > 0 && (
            <Button variant="secondary" loading={exporting} onClick={() => void exportCsv()}>
              Exportar histórico (CSV)
            </Button>
          )}
          {caps.canSendContract && (
            <Button
              variant="secondary"
              onClick={() => {
                setContractUsed(true);
                setContractPanel(true);
              }}
            >
              Enviar contrato por e-mail
            </Button>
          )}
        </div>
      </div>
      {overdue > 0 && (
        <p className={styles.overdueFlag} data-testid="overdue-flag">
          {overdueFlag(overdue)}
        </p>
      )}
      {overdue > 0 && canNegotiate && (
        <p>
          <Link href="/area-cliente/negociacao-faturas">Negociar faturas vencidas</Link>
        </p>
      )}
      {banner}

      <div className={styles.filters}>
        <fieldset className={styles.segmented}>
          <legend>Status</legend>
          {STATUS_FILTERS.map((f) => (
            <label key={f.value} className={status === f.value ? styles.segmentOn : undefined}>
              <input
                type="radio"
                name={ids.status}
                value={f.value}
                checked={status === f.value}
                onChange={() => filter(setStatus)(f.value)}
              />
              {f.label}
            </label>
          ))}
        </fieldset>
        <div className={styles.select}>
          <label htmlFor={ids.order}>Ordenar por</label>
          <select id={ids.order} value={order} onChange={(e) => filter(setOrder)(e.target.value as SortOrder)}>
            {SORT_ORDERS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.select}>
          <label htmlFor={ids.year}>Ano</label>
          <select
            id={ids.year}
            value={String(year)}
            onChange={(e) => filter(setYear)(e.target.value === 'ALL' ? 'ALL' : Number(e.target.value))}
          >
            <option value="ALL">{ALL_YEARS_LABEL}</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        {caps.showSearch && (
          <div className={styles.select}>
            <label htmlFor={ids.search}>Buscar por número da fatura</label>
            <input
              id={ids.search}
              type="search"
              inputMode="numeric"
              autoComplete="off"
              value={search}
              onChange={(e) => filter(setSearch)(e.target.value)}
            />
          </div>
        )}
      </div>

      {error !== undefined ? (
        // Spec 04 §8: 422 → the answer's error message, any other failure 'Erro ao buscar Dados' (also
        // toasted); never the empty list's 'Nenhuma fatura disponível'.
        <div className={styles.card} role="alert" data-testid="invoice-list-failure">
          <p>{invoiceListFailure(error)}</p>
          <Button variant="secondary" onClick={() => void mutate()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <>
          <InvoiceTable caps={caps} loading={isLoading || !data} page={listed} panels={panels} billExtra={billExtra} />
          {listed && (
            <>
              <p className={styles.count} aria-live="polite">
                {listed.total === 1 ? '1 fatura' : `${listed.total} faturas`}
                {listed.pages > 1 ? `, página ${listed.page} de ${listed.pages}` : ''}
              </p>
              <Pagination page={listed.page} pages={listed.pages} onPage={setPage} label="Páginas de faturas" />
            </>
          )}
        </>
      )}

      {panels.panels}
      {contractUsed && (
        <Suspense fallback={null}>
          <SendContractPanel open={contractPanel} onClose={() => setContractPanel(false)} />
        </Suspense>
      )}
    </section>
  );
}
