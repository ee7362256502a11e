import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from './toast-store';
import styles from './Toaster.module.css';

/**
 * Live region for toasts. Errors are announced assertively, the rest politely; both regions
 * exist from the first render so screen readers pick up later insertions.
 */
export function Toaster() {
  const toasts = useStore($toasts);
  const urgent = toasts.filter((t) => t.kind === 'error' || t.kind === 'warning');
  const polite = toasts.filter((t) => t.kind === 'success' || t.kind === 'info');
  const render = (list: typeof toasts) =>
    list.map((t) => (
      <div key={t.id} className={`${styles.toast} ${styles[t.kind]}`} data-testid="toast" data-kind={t.kind}>
        <p className={styles.message}>{t.message}</p>
        <button type="button" className={styles.close} onClick={() => dismissToast(t.id)} aria-label="Fechar aviso">
          ×
        </button>
      </div>
    ));
  return (
    <div className={styles.region}>
      <div role="alert" aria-live="assertive">
        {render(urgent)}
      </div>
      <div role="status" aria-live="polite">
        {render(polite)}
      </div>
    </div>
  );
}
