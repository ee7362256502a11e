import { useState } from 'react';
import { restrictionText } from '@domain/curtailment/rules';
import { parseVolume } from '@domain/consumption/volumes';
import type { ContractCurtailmentView } from '@domain/curtailment/types';
import { Button } from '~/components/ui/Button';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { formatDateTimeAt } from '~/lib/format';
import { acknowledgeCurtailment } from '../api/acknowledge-curtailment';
import { useCurtailment } from '../api/list-curtailment';
import styles from './CurtailmentBanner.module.css';

const litres = (volume: string) => (parseVolume(volume) as { ok: true; litres: bigint }).litres;

function Notice({ contractId, notice, onChange }: { contractId: string; notice: ContractCurtailmentView; onChange: () => void }) {
  const [sending, setSending] = useState(false);
  const titleId = `restricao-${notice.id}`;
  const acknowledge = async () => {
    setSending(true);
    try {
      await acknowledgeCurtailment(contractId, notice.id);
      toast.success('Ciência registrada.');
      onChange();
    } catch (err) {
      toast.error((err instanceof ApiError && err.serverMessage) || 'Não foi possível registrar a ciência. Tente novamente.');
    } finally {
      setSending(false);
    }
  };
  return (
    <section className={styles.banner} aria-labelledby={titleId} data-testid="curtailment-banner">
      <h2 id={titleId}>{notice.phase === 'IN_FORCE' ? 'Restrição de fornecimento em vigor' : 'Restrição de fornecimento programada'}</h2>
      <p>
        Retirada limitada a <strong>{restrictionText(notice.kind, notice.percent, litres(notice.limit))}</strong>
        {notice.endsAt
          ? `, de ${formatDateTimeAt(notice.startsAt)} até ${formatDateTimeAt(notice.endsAt)}.`
          : `, a partir de ${formatDateTimeAt(notice.startsAt)}, sem término previsto.`}
      </p>
      <p>Motivo: {notice.reason}</p>
      {notice.acknowledgedAt ? (
        <p className={styles.done}>
          Ciência registrada por {notice.acknowledgedBy ?? '—'} em {formatDateTimeAt(notice.acknowledgedAt)}.
        </p>
      ) : (
        <div className={styles.actions}>
          <p>Confirme a ciência até {formatDateTimeAt(notice.ackDeadline)}.</p>
          <Button onClick={() => void acknowledge()} disabled={sending}>
            Confirmar ciência
          </Button>
        </div>
      )}
    </section>
  );
}

/** The contract's curtailment notices in force or to come (docs/curtailment.md), above the programming screen. */
export function CurtailmentBanner({ contractId }: { contractId: string }) {
  const { data, mutate } = useCurtailment(contractId);
  if (!data || data.length === 0) return null;
  return (
    <div className={styles.stack}>
      {data.map((notice) => (
        <Notice key={notice.id} contractId={contractId} notice={notice} onChange={() => void mutate()} />
      ))}
    </div>
  );
}
