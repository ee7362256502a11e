/** The readings informed on the contract, newest first (docs/insights-self-reading.md). */
import type { ReadingView } from '@domain/insights/self-reading/types';
import { formatDate, formatVolume } from '~/lib/format';
import styles from './SelfReading.module.css';

export function ReadingsTable({ readings }: { readings: readonly ReadingView[] }) {
  if (!readings.length) return <p className={styles.note}>Nenhuma leitura informada ainda.</p>;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Leituras informadas</caption>
      <thead>
        <tr>
          <th scope="col">Protocolo</th>
          <th scope="col">Tipo</th>
          <th scope="col">Informada em</th>
          <th scope="col">Leitura</th>
          <th scope="col">Consumo desde a última leitura</th>
          <th scope="col">Situação</th>
        </tr>
      </thead>
      <tbody>
        {readings.map((r) => (
          <tr key={r.protocol}>
            <td>{r.protocol}</td>
            <td>{r.kind === 'CONTEST' ? `Contestação da fatura ${r.numDoc ?? ''}` : 'Autoleitura'}</td>
            <td>{formatDate(r.readOn)}</td>
            <td>{formatVolume(r.reading)}</td>
            <td>
              {formatVolume(r.consumedM3)}
              {r.rollover ? ' (virada do medidor)' : ''}
            </td>
            <td>
              <span className={styles[r.status]}>{r.statusLabel}</span>
              {r.refusalReason ? `: ${r.refusalReason}` : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
