import type { ReactNode } from 'react';
import styles from './ListState.module.css';

export interface ListStateProps {
  /** The list's read failed: `errorText` is announced instead of the list. */
  failed: boolean;
  /** Nothing answered yet. */
  loading: boolean;
  /** Answered with no row: `emptyText`. */
  empty: boolean;
  errorText: string;
  emptyText: string;
  /** The list itself, shown once it has rows. */
  children: ReactNode;
}

/**
 * The states of a user list before its rows (spec 02 §2.1–§2.3, the messages of §8): the failure
 * as an alert, 'Carregando…' as a status, the empty message, else the list. Shared by the platform
 * users, the profile lists and the secondary users.
 */
export function ListState({ failed, loading, empty, errorText, emptyText, children }: ListStateProps) {
  if (failed) return <p role="alert">{errorText}</p>;
  if (loading)
    return (
      <p role="status" className={styles.status}>
        Carregando…
      </p>
    );
  if (empty) return <p className={styles.empty}>{emptyText}</p>;
  return <>{children}</>;
}
