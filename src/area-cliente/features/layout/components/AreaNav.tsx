import { Link } from '../../../components/Link';
import type { MenuEntry } from '../../../../lib/portal-types';
import styles from './Layout.module.css';

/** Screens that are destinations of their own (the error page is reached by redirects only). */
const HIDDEN = new Set(['error']);

export interface AreaNavProps {
  id: string;
  entries: MenuEntry[];
  current: string;
  open: boolean;
  onNavigate: () => void;
}

/** The client-area menu from the server: a side column on desktop, a drawer on mobile. */
export function AreaNav({ id, entries, current, open, onNavigate }: AreaNavProps) {
  return (
    <nav id={id} aria-label="Menu da área do cliente" className={`${styles.nav} ${open ? styles.navOpen : ''}`}>
      <ul>
        {entries
          .filter((e) => !HIDDEN.has(e.slug))
          .map((entry) => (
            <li key={entry.slug}>
              <Link href={`/area-cliente/${entry.slug}`} aria-current={entry.slug === current ? 'page' : undefined} onClick={onNavigate}>
                {entry.label}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
