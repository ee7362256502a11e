import { useState, type FormEvent } from 'react';
import { CONSUMPTION_MESSAGES } from '@domain/consumption/messages';
import type { CompanySituation } from '@domain/consumption/types';
import { parseVolume, VOLUME_MESSAGES } from '@domain/consumption/volumes';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/modal';
import { toast } from '~/components/ui/toast';
import { volumeForApi } from '~/lib/consumption-export';
import { formatVolume } from '~/lib/format';
import { approveRequest } from '../api/approve-request';
import { reproveRequest } from '../api/reprove-request';
import styles from '~/components/ui/consumption/Consumption.module.css';

/** Approve (1, or 5 when the value differs) or reject (2) a request in analysis (spec 03 §4, §5). */
export function DecisionModal({ company, onClose, onDone }: { company: CompanySituation | null; onClose: () => void; onDone: () => void }) {
  const [value, setValue] = useState<string | null>(null);
  const [notify, setNotify] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = company !== null;
  const typed = value ?? company?.consumptionToday?.replace('.', ',') ?? '';
  const approve = async (e: FormEvent) => {
    e.preventDefault();
    if (!company?.id) return;
    const parsed = parseVolume(volumeForApi(typed));
    if (!typed.trim()) return setError(VOLUME_MESSAGES.valueRequired);
    if (!parsed.ok) return setError(VOLUME_MESSAGES.digitsOnly);
    setBusy(true);
    try {
      const requested = parseVolume(company.consumptionToday ?? '0');
      const partial = requested.ok && requested.litres !== parsed.litres;
      await approveRequest(company.id, {
        sendEmail: notify,
        approvedVolume: volumeForApi(typed),
        ...(partial ? { situation: 5 as const } : {}),
      });
      toast.success(CONSUMPTION_MESSAGES.decisionSent);
      onDone();
    } catch {
      toast.error(CONSUMPTION_MESSAGES.decisionFailed);
    } finally {
      setBusy(false);
    }
  };
  const reprove = async () => {
    if (!company?.id) return;
    setBusy(true);
    try {
      await reproveRequest(company.id, { sendEmail: notify });
      toast.success(CONSUMPTION_MESSAGES.decisionSent);
      onDone();
    } catch {
      toast.error(CONSUMPTION_MESSAGES.decisionFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={`Analisar solicitação — ${company?.companyName ?? ''}`} onClose={onClose} size="medium">
      {company && (
        <form onSubmit={approve} noValidate>
          <p>
            Protocolo {company.protocol} — solicitado {formatVolume(company.consumptionToday)} (QDC {formatVolume(company.qdc)})
          </p>
          <div className={styles.field}>
            <label htmlFor="decision-value">Novo valor (m³)</label>
            <input
              id="decision-value"
              inputMode="decimal"
              value={typed}
              aria-invalid={Boolean(error)}
              aria-describedby="decision-value-error"
              onChange={(e) => {
                setValue(e.target.value);
                setError(null);
              }}
            />
            <p id="decision-value-error" className={styles.error} aria-live="polite">
              {error ?? ''}
            </p>
          </div>
          <p>
            <label>
              <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} /> Notificar o cliente por e-mail
            </label>
          </p>
          <div className={styles.row}>
            <Button type="submit" disabled={busy}>
              Aprovar
            </Button>
            <Button type="button" variant="danger" disabled={busy} onClick={() => void reprove()}>
              Reprovar
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
