import { Link } from '../../../components/Link';
import { areaSlugOf, type QuickAccessEntry } from '../model/quick-access';
import styles from './Home.module.css';

/** Quick-access cards (spec 01 §2.8): the entries already chosen for the user (model/quick-access). */
export function QuickAccess({ entries }: { entries: readonly QuickAccessEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-quick-access">
      <h2 id="home-quick-access">Acesso rápido</h2>
      <ul className={styles.quickAccess} data-testid="quick-access">
        {entries.map((entry) => {
          const content = (
            <>
              {entry.icon && <img src={entry.icon} alt="" width={40} height={40} loading="lazy" />}
              <span>{entry.name}</span>
            </>
          );
          return (
            <li key={`${entry.name}-${entry.link}`}>
              {areaSlugOf(entry.link) !== null ? (
                <Link className={styles.quickCard} href={entry.link.replace(/^https?:\/\/[^/]+/i, '')}>
                  {content}
                </Link>
              ) : (
                <a className={styles.quickCard} href={entry.link}>
                  {content}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
