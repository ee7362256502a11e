import type { PrivacySummaryView } from '@domain/privacy/types';
import styles from '../Privacy.module.css';

/** 'Encarregado de dados': who the encarregado is and how to reach them. */
export function DpoSection({ dpo }: { dpo: PrivacySummaryView['dpo'] }) {
  return (
    <section className={styles.card} aria-labelledby="privacidade-encarregado">
      <h2 id="privacidade-encarregado">Encarregado de dados</h2>
      <p>
        O encarregado pelo tratamento de dados pessoais da Necta é <strong>{dpo.name}</strong>. Fale com o encarregado pelo e-mail{' '}
        <a href={`mailto:${dpo.email}`}>{dpo.email}</a>, pelo telefone {dpo.phone} ou pelo{' '}
        <a href="/encarregado-de-dados">formulário do site</a>.
      </p>
    </section>
  );
}
