import { pageWindow } from '~/lib/pagination';
import styles from './Invoices.module.css';

const MAX_LINKS = 5;

/** Page buttons of the invoice list. */
export function Pagination({ page, pages, onPage, label }: { page: number; pages: number; onPage: (page: number) => void; label: string }) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul>
        <li>
          <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
            Anterior
          </button>
        </li>
        {pageWindow(page, pages, MAX_LINKS).map((n) => (
          <li key={n}>
            <button type="button" onClick={() => onPage(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Página ${n}`}>
              {n}
            </button>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pages}>
            Próxima
          </button>
        </li>
      </ul>
    </nav>
  );
}
