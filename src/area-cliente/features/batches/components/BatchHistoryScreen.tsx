import { useState } from 'react';
import { BATCH_PAGE_SIZE, BATCH_SKELETON_ROWS, BATCH_STATUS_LABELS } from '@domain/batches/constants';
import { BATCH_MESSAGES as M } from '@domain/batches/messages';
import { formatDateTime } from '~/lib/format';
import { pageCount, pageSlice } from '~/lib/pagination';
import { useBatches } from '../api/list-batches';
import { batchFileUrl, openInNewWindow } from '../api/file-download';
import { BatchItemsModal } from './BatchItemsModal';
import { Pager } from './Pager';
import styles from './Batches.module.css';

/**
 * acompanhar-programacao (spec 02 §2.11): the invoice batches, 5 per page, refreshed every 10 s
 * while any is WAITING or PROCESSING; each opens its rows in a modal and downloads its file.
 */
export default function BatchHistoryScreen() {
  const { data, error, isLoading } = useBatches();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const batches = data ?? [];
  const pages = pageCount(batches.length, BATCH_PAGE_SIZE);
  return (
    <section className={styles.screen} aria-labelledby="acompanhar-programacao-title">
      <h1 id="acompanhar-programacao-title">Acompanhar programação</h1>
      {isLoading && (
        <div className={styles.skeleton} aria-busy="true" aria-label="Carregando lotes">
          {Array.from({ length: BATCH_SKELETON_ROWS }, (_, i) => (
            <span key={i} />
          ))}
        </div>
      )}
      {error && <p role="alert">{M.fetchFailed}</p>}
      {!isLoading && !error && batches.length === 0 && <p>{M.noBatches}</p>}
      {batches.length > 0 && (
        <>
          <table className={styles.table}>
            <caption className={styles.caption}>Lotes de faturas programadas</caption>
            <thead>
              <tr>
                <th scope="col">Lote</th>
                <th scope="col">Arquivo</th>
                <th scope="col">Enviado em</th>
                <th scope="col">Data programada</th>
                <th scope="col">Situação</th>
                <th scope="col">Linhas</th>
                <th scope="col">Ações</th>
              </tr>
            </thead>
            <tbody>
              {pageSlice(batches, page, BATCH_PAGE_SIZE).map((batch) => (
                <tr key={batch.id}>
                  <td>{batch.id}</td>
                  <td>{batch.fileName}</td>
                  <td>{formatDateTime(batch.createdAt)}</td>
                  <td>{batch.scheduledDate ?? '—'}</td>
                  <td data-status={batch.status}>{BATCH_STATUS_LABELS[batch.status]}</td>
                  <td>
                    {batch.processedItems} de {batch.totalItems} processadas
                    {batch.errorItems > 0 && `, ${batch.errorItems} com erro`}
                  </td>
                  <td className={styles.actions}>
                    <button type="button" className={styles.linkButton} onClick={() => setOpen(batch.id)}>
                      Ver faturas do lote {batch.id}
                    </button>
                    <button type="button" className={styles.linkButton} onClick={() => openInNewWindow(batchFileUrl(batch.id))}>
                      Baixar arquivo do lote {batch.id}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} pages={pages} onPage={setPage} label="Páginas dos lotes" />
        </>
      )}
      <BatchItemsModal key={open ?? 'none'} batchId={open} onClose={() => setOpen(null)} />
    </section>
  );
}
