/**
 * The planned interruptions reaching the contract (docs/insights-interruptions.md), on the home
 * page above the invoice cards: when, until when, why, and whether it is under way. Nothing when none.
 */
import { useStore } from '@nanostores/react';
import { formatDateTimeAt } from '~/lib/format';
import { $selectedContract } from '../../../../stores/user';
import { useContractInterruptions } from '../../api/get-contract-interruptions';
import styles from './Interruptions.module.css';

export function InterruptionNotice() {
  const contract = useStore($selectedContract);
  const { data } = useContractInterruptions(contract?.id ?? null);
  const list = data?.data.interruptions ?? [];
  if (!list.length) return null;
  return (
    <section className={styles.notice} aria-labelledby="interrupcao-programada" data-testid="interruption-notice">
      <h2 id="interrupcao-programada" className={styles.title}>
        {list.some((i) => i.phase === 'IN_PROGRESS')
          ? 'Interrupção programada em andamento'
          : 'Interrupção programada do fornecimento de gás'}
      </h2>
      {list.map((i) => (
        <p key={`${i.startsAt}-${i.reason}`}>
          {i.phase === 'IN_PROGRESS' ? 'Em andamento' : 'Programada'}: de {formatDateTimeAt(i.startsAt)} até a previsão de{' '}
          {formatDateTimeAt(i.expectedEndAt)}. Motivo: {i.reason}. Durante a interrupção, mantenha os aparelhos a gás desligados.
        </p>
      ))}
    </section>
  );
}
