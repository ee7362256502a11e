import { pageWindow } from '~/lib/pagination';
import styles from './Batches.module.css';

/** Page buttons of the batch list and of the items modal. */
export function Pager({ page, pages, onPage, label }: { page: number; pages: number; onPage: (page: number) => void; label: string }) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Anterior
      </button>
      {pageWindow(page, pages, 5).map((n) => (
        <button key={n} type="button" onClick={() => onPage(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Página ${n}`}>
          {n}
        </button>
      ))}
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        Próxima
      </button>
    </nav>
  );
}
