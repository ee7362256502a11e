import { useState } from 'react';
import { CONSUMPTION_MESSAGES } from '@domain/consumption/messages';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/modal';
import { toast } from '~/components/ui/toast';
import { usePendingClients } from '../api/list-pending-clients';
import { sendQuarterlyRequest } from '../api/send-quarterly-request';
import styles from '~/components/ui/consumption/Consumption.module.css';

/** The dashboard's 'Trimestrais pendentes' (spec 03 §2.6): pick clients and e-mail each its quarterly request. */
export function QuarterlyModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data } = usePendingClients();
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      for (const id of chosen) await sendQuarterlyRequest(id);
      toast.success(CONSUMPTION_MESSAGES.quarterlySent);
      setChosen([]);
      onClose();
    } catch {
      toast.error(CONSUMPTION_MESSAGES.quarterlyFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={`Trimestrais pendentes${data ? ` — ${data.quarter}` : ''}`}
      onClose={onClose}
      size="medium"
      actions={
        <Button disabled={busy || chosen.length === 0} onClick={() => void send()}>
          Enviar e-mails
        </Button>
      }
    >
      {!data || data.quarterlyPendingClients.length === 0 ? (
        <p>{CONSUMPTION_MESSAGES.noQuarterly}</p>
      ) : (
        <ul className={styles.list}>
          {data.quarterlyPendingClients.map((c) => (
            <li key={c.contractId}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.includes(c.contractId)}
                  onChange={(e) => setChosen((s) => (e.target.checked ? [...s, c.contractId] : s.filter((x) => x !== c.contractId)))}
                />{' '}
                {c.companyName}
              </label>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
