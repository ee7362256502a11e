import { DecisionView } from './DecisionView';
import styles from '~/components/ui/consumption/Consumption.module.css';

/** /area-cliente/gestao-consumo-decisao — the decision screen on its own (spec 03 §2.5). */
export default function DecisionScreen() {
  return (
    <section className={styles.screen} aria-labelledby="decisao-page-title">
      <h1 id="decisao-page-title">Decisão</h1>
      <DecisionView />
    </section>
  );
}
