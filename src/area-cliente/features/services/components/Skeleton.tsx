import styles from './Services.module.css';

/** Loading placeholder (spec 02 §2.4, §2.5: a skeleton while the request is sent). */
export function Skeleton({ label = 'Carregando…', progress }: { label?: string; progress?: number | null }) {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className={styles.srOnly}>{label}</span>
      <div className={styles.skeletonLine} />
      <div className={styles.skeletonLine} />
      <div className={styles.skeletonLine} />
      {progress !== undefined && progress !== null && (
        <div className={styles.progress}>
          <label>
            Enviando arquivos
            <progress max={100} value={Math.round(progress * 100)} aria-valuetext={`${Math.round(progress * 100)}%`} />
          </label>
        </div>
      )}
    </div>
  );
}
