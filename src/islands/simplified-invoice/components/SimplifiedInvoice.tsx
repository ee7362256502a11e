import { useCallback, useEffect, useId, useState } from 'react';
import { formatCents } from '~/lib/format';
import type { SimplifiedInvoiceDetailsView, SimplifiedInvoiceView } from '@domain/invoices/types';
import { maskCpfCnpj } from '@domain/cpf-cnpj';
import { ApiError } from '~/lib/api-client';
import { Button } from '~/components/ui/Button';
import { BarcodeCode } from '~/components/ui/invoice/BarcodeCode';
import { Modal } from '~/components/ui/modal';
import { saveBlob } from '~/lib/save-blob';
import { toast, Toaster } from '~/components/ui/toast';
import { generateSimplifiedPdf } from '../api/generate-simplified-pdf';
import { fetchSimplifiedList } from '../api/list-simplified-invoices';
import { fetchSimplifiedDetails } from '../api/simplified-details';
import { fetchSimplifiedSession, type SimplifiedSession } from '../api/simplified-session';
import {
  GENERATE_ERROR_MS,
  hasBarcode,
  readSimplifiedList,
  SIMPLIFIED_FILE_NAME,
  SIMPLIFIED_TEXTS as T,
  simplifiedStatusLabel,
} from '../model/simplified-invoice';
import styles from './SimplifiedInvoice.module.css';

const LOGIN = '/login-fatura-simplificada';

type Load =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; list: SimplifiedInvoiceView[]; totalCents: number; hasDebts: boolean };

/** The restricted session ended (2 h): back to the simplified sign-in. */
function endedSession(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) {
    location.assign(LOGIN);
    return true;
  }
  return false;
}

function BarcodeDialog({ item, onClose }: { item: SimplifiedInvoiceView | null; onClose: () => void }) {
  const [details, setDetails] = useState<SimplifiedInvoiceDetailsView | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setDetails(null);
    setFailed(false);
    if (!item) return;
    let live = true;
    fetchSimplifiedDetails(item)
      .then((d) => live && setDetails(d))
      .catch((error) => live && !endedSession(error) && setFailed(true));
    return () => {
      live = false;
    };
  }, [item]);

  return (
    <Modal open={item !== null} title="Código de barras" onClose={onClose} size="medium">
      {item && (
        <div className={styles.barcodePanel}>
          <p>
            Vencimento {item.deadline} · {formatCents(item.priceCents)}
          </p>
          {!details && !failed && <p role="status">Carregando…</p>}
          {failed && (
            <p className={styles.error} role="alert">
              {T.loadFailed}
            </p>
          )}
          {details && (
            <>
              <BarcodeCode
                key={item.numDoc}
                image={details.barcodeGenerator}
                digits={details.barcodeInput}
                alt={`Código de barras da fatura com vencimento em ${item.deadline}`}
              />
            </>
          )}
        </div>
      )}
    </Modal>
  );
}

/** Spec 01 §2.3: the banner with the total of open debts and the table of invoices. */
export function SimplifiedInvoice() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [session, setSession] = useState<SimplifiedSession | null>(null);
  const [barcodeOf, setBarcodeOf] = useState<SimplifiedInvoiceView | null>(null);
  const [generating, setGenerating] = useState<string | null>(null);
  const bannerId = useId();

  const fetchList = useCallback(() => {
    setLoad({ state: 'loading' });
    fetchSimplifiedList()
      .then((answer) => setLoad({ state: 'ready', ...readSimplifiedList(answer) }))
      .catch((error) => {
        if (!endedSession(error)) setLoad({ state: 'failed' });
      });
  }, []);

  useEffect(() => {
    fetchList();
    fetchSimplifiedSession()
      .then(setSession)
      .catch(() => undefined);
  }, [fetchList]);

  const generate = async (item: SimplifiedInvoiceView) => {
    setGenerating(item.numDoc);
    try {
      const blob = await generateSimplifiedPdf(item);
      if (!blob || blob.size === 0) throw new Error('empty file');
      // Spec 01 §7: saved as Fatura_simplificada.pdf directly.
      saveBlob(blob, SIMPLIFIED_FILE_NAME);
    } catch (error) {
      if (!endedSession(error)) toast.error(T.generateFailed, { duration: GENERATE_ERROR_MS });
    } finally {
      setGenerating(null);
    }
  };

  return (
    <div className={styles.page}>
      {session && (
        <p className={styles.who} data-testid="simplified-contract">
          {session.consumerName} · Código do cliente {session.consumerCode}
          {session.consumerCpfCnpj ? ` · CPF/CNPJ ${maskCpfCnpj(session.consumerCpfCnpj)}` : ''}
        </p>
      )}
      {load.state === 'loading' && (
        <div className={styles.loading} role="status" aria-label="Carregando faturas">
          <span className={styles.skeleton} />
          <span className={styles.skeleton} />
          <span className={styles.skeleton} />
        </div>
      )}
      {load.state === 'failed' && (
        <div className={styles.banner} role="alert">
          <p className={styles.error}>{T.loadFailed}</p>
          <Button variant="secondary" onClick={fetchList}>
            Tentar novamente
          </Button>
        </div>
      )}
      {load.state === 'ready' && (
        <>
          <section className={styles.banner} aria-labelledby={bannerId} data-testid="simplified-banner">
            {load.hasDebts ? (
              <>
                <h2 id={bannerId} className={styles.bannerTitle}>
                  {T.totalLabel}
                </h2>
                <p className={styles.total}>{formatCents(load.totalCents)}</p>
              </>
            ) : (
              <h2 id={bannerId} className={styles.bannerTitle}>
                {T.empty}
              </h2>
            )}
          </section>
          {load.list.length > 0 && (
            <div className={styles.tableWrap} role="region" aria-label="Faturas" tabIndex={0}>
              <table className={styles.table}>
                <caption className="visually-hidden">Faturas do contrato</caption>
                <thead>
                  <tr>
                    <th scope="col">Situação</th>
                    <th scope="col">Emissão</th>
                    <th scope="col">Vencimento</th>
                    <th scope="col">Valor</th>
                    <th scope="col">Ações</th>
                  </tr>
                </thead>
                <tbody>
                  {load.list.map((item) => (
                    <tr key={`${item.numDoc}-${item.docDate}`} data-testid="simplified-row">
                      <td>
                        <span className={`${styles.badge} ${styles[`s${item.status}`] ?? ''}`}>{simplifiedStatusLabel(item.status)}</span>
                      </td>
                      <td>{item.docDate}</td>
                      <td>{item.deadline}</td>
                      <td className={styles.money}>{formatCents(item.priceCents)}</td>
                      <td>
                        <div className={styles.actions}>
                          {hasBarcode(item) && (
                            <button
                              type="button"
                              className={styles.action}
                              aria-label={`Código de barras da fatura com vencimento em ${item.deadline}`}
                              onClick={() => setBarcodeOf(item)}
                            >
                              Código de barras
                            </button>
                          )}
                          <button
                            type="button"
                            className={styles.action}
                            aria-label={`Gerar PDF da fatura com vencimento em ${item.deadline}`}
                            aria-busy={generating === item.numDoc || undefined}
                            aria-disabled={generating === item.numDoc || undefined}
                            onClick={() => generating !== item.numDoc && void generate(item)}
                          >
                            Gerar PDF
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      <BarcodeDialog item={barcodeOf} onClose={() => setBarcodeOf(null)} />
      <Toaster />
    </div>
  );
}
