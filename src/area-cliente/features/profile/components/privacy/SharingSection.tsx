import type { PrivacySummaryView } from '@domain/privacy/types';
import styles from '../Privacy.module.css';

/** 'Com quem compartilhamos seus dados': the recipients editors keep in the CMS. */
export function SharingSection({ recipients }: { recipients: PrivacySummaryView['recipients'] }) {
  return (
    <section className={styles.card} aria-labelledby="privacidade-compartilhamento">
      <h2 id="privacidade-compartilhamento">Com quem compartilhamos seus dados</h2>
      {recipients.length === 0 ? (
        <p>Não compartilhamos seus dados com terceiros.</p>
      ) : (
        <ul className={styles.list}>
          {recipients.map((r) => (
            <li key={r.name}>
              <strong>{r.name}</strong>
              <p className={styles.hint}>Para quê: {r.purpose}</p>
              <p className={styles.hint}>Dados: {r.dataShared}</p>
              <p className={styles.hint}>Base legal: {r.legalBasis}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
