import { useState } from 'react';
import { BATCH_ITEM_PAGE_SIZE, BATCH_ITEM_STATUS_LABELS } from '@domain/batches/constants';
import { BATCH_MESSAGES as M } from '@domain/batches/messages';
import { maskCpfCnpj } from '@domain/cpf-cnpj';
import { formatCents } from '~/lib/format';
import { Modal } from '~/components/ui/modal';
import { pageCount, pageSlice } from '~/lib/pagination';
import { batchItemFileUrl, openInNewWindow } from '../api/file-download';
import { useBatchItems } from '../api/list-batch-items';
import { Pager } from './Pager';
import styles from './Batches.module.css';

/** The rows of one batch, 3 per page (spec 02 §2.11, §9), with each row's download. */
export function BatchItemsModal({ batchId, onClose }: { batchId: number | null; onClose: () => void }) {
  const { data, error, isLoading } = useBatchItems(batchId);
  const [page, setPage] = useState(1);
  const items = data ?? [];
  const pages = pageCount(items.length, BATCH_ITEM_PAGE_SIZE);
  return (
    <Modal open={batchId !== null} title={`Faturas do lote ${batchId ?? ''}`} onClose={onClose} size="medium">
      {isLoading && <p>Carregando…</p>}
      {error && <p role="alert">{M.itemsFetchFailed}</p>}
      {!isLoading && !error && items.length === 0 && <p>{M.noItems}</p>}
      {items.length > 0 && (
        <>
          <ul className={styles.items} aria-label="Faturas do lote">
            {pageSlice(items, page, BATCH_ITEM_PAGE_SIZE).map((item) => (
              <li key={item.id} className={styles.item}>
                <dl>
                  <div>
                    <dt>Linha</dt>
                    <dd>{item.line}</dd>
                  </div>
                  <div>
                    <dt>Código do cliente</dt>
                    <dd>{item.consumerCode ?? '—'}</dd>
                  </div>
                  <div>
                    <dt>CPF/CNPJ</dt>
                    <dd>{item.consumerCpfCnpj ? maskCpfCnpj(item.consumerCpfCnpj) : '—'}</dd>
                  </div>
                  <div>
                    <dt>Fatura</dt>
                    <dd>{item.numDoc ?? '—'}</dd>
                  </div>
                  <div>
                    <dt>Vencimento</dt>
                    <dd>{item.data.deadline ?? '—'}</dd>
                  </div>
                  <div>
                    <dt>Valor</dt>
                    <dd>{item.data.priceCents === null ? '—' : formatCents(item.data.priceCents)}</dd>
                  </div>
                  <div>
                    <dt>Situação</dt>
                    <dd data-status={item.status}>{BATCH_ITEM_STATUS_LABELS[item.status]}</dd>
                  </div>
                </dl>
                {item.reason && <p className={styles.reason}>{item.reason}</p>}
                <button type="button" className={styles.linkButton} onClick={() => openInNewWindow(batchItemFileUrl(item.id))}>
                  Baixar linha {item.line}
                </button>
              </li>
            ))}
          </ul>
          <Pager page={page} pages={pages} onPage={setPage} label="Páginas das faturas do lote" />
        </>
      )}
    </Modal>
  );
}
