import { useState } from 'react';
import { DecisionView } from './DecisionView';
import { ProjectionView } from './ProjectionView';
import styles from '~/components/ui/consumption/Consumption.module.css';

/** /area-cliente/gestao-consumo-visao-geral — toggle Projeção / Decisão (spec 03 §2.4, §2.5). */
export default function OverviewScreen() {
  const [view, setView] = useState<'projection' | 'decision'>('projection');
  return (
    <section className={styles.screen} aria-labelledby="visao-geral-title">
      <h1 id="visao-geral-title">Gestão de consumo</h1>
      <div className={styles.tabs} role="tablist" aria-label="Visão">
        <button type="button" role="tab" aria-selected={view === 'projection'} onClick={() => setView('projection')}>
          Projeção
        </button>
        <button type="button" role="tab" aria-selected={view === 'decision'} onClick={() => setView('decision')}>
          Decisão
        </button>
      </div>
      <div role="tabpanel">{view === 'projection' ? <ProjectionView /> : <DecisionView />}</div>
    </section>
  );
}
