import { CUSTOMER_SERVICE_PHONE } from '@domain/constants';
import styles from './Home.module.css';

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Assistance cards (spec 01 §2.8): where to get help — customer service, emergencies, technical assistance. */
export function AssistanceCards({ emergencyPhone }: { emergencyPhone: string | null }) {
  return (
    <section className={styles.section} aria-labelledby="home-assistance">
      <h2 id="home-assistance">Precisa de ajuda?</h2>
      <ul className={styles.assistance} data-testid="assistance-cards">
        <li className={styles.assistanceCard}>
          <h3>Central de atendimento</h3>
          <p>Dúvidas sobre faturas, serviços e cadastro. O atendimento é gratuito.</p>
          <a href={tel(CUSTOMER_SERVICE_PHONE)}>{CUSTOMER_SERVICE_PHONE}</a>
        </li>
        {emergencyPhone && (
          <li className={styles.assistanceCard}>
            <h3>Emergência 24 horas</h3>
            <p>Sentiu cheiro de gás? Saia do local, não acione interruptores e ligue.</p>
            <a href={tel(emergencyPhone)}>{emergencyPhone}</a>
          </li>
        )}
        <li className={styles.assistanceCard}>
          <h3>Assistência técnica</h3>
          <p>Manutenção, conversão e cuidados com seus equipamentos a gás.</p>
          <a href="/institucional/assistencia-tecnica">Conheça a assistência técnica</a>
        </li>
      </ul>
    </section>
  );
}
