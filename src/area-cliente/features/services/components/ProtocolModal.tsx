import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/modal';
import { formatDate } from '~/lib/format';
import { PERIOD_LABELS, type Period } from '@domain/service/constants';

export interface ProtocolModalProps {
  title: string;
  protocol: string | null;
  date?: string | null;
  period?: Period | null;
  onClose: () => void;
}

/** The confirmation after a submit (spec 02 §2.4, §2.5): the protocol; closing refreshes the open-request check. */
export function ProtocolModal({ title, protocol, date, period, onClose }: ProtocolModalProps) {
  return (
    <Modal
      open={protocol !== null}
      title={title}
      onClose={onClose}
      actions={
        <Button type="button" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      <p>
        Número do protocolo: <strong data-testid="protocolo">{protocol}</strong>
      </p>
      {date && period && (
        <p>
          Data: {formatDate(date)} — {PERIOD_LABELS[period]}
        </p>
      )}
      <p>Você também receberá o protocolo por e-mail e nas notificações.</p>
    </Modal>
  );
}
