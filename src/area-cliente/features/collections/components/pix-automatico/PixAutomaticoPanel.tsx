/**
 * The bill screen's Pix Automático panel (issue 24 §2; docs/collections-pix-automatico.md): ask
 * for it with an optional ceiling — and, when the contract has an open bill with a dynamic Pix,
 * the option of paying it with the same QR (the BCB's journey 4) —, the authorisation's QR code
 * and "Pix Copia e Cola" while the payer's bank has not answered, its state, and the
 * cancellation. Hidden when the portal has no Pix Automático (no provider configured) and no
 * recurrence was ever asked.
 */
import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { ACCESS_MESSAGES } from '@domain/messages';
import type { PixAutomaticoAnswer } from '@domain/collections/pix/automatic/views';
import { Button } from '~/components/ui/Button';
import { Checkbox, TextField } from '~/components/ui/form';
import { ConfirmModal } from '~/components/ui/modal';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { formatCents, formatDate } from '~/lib/format';
import { $selectedContract } from '../../../../stores/user';
import { usePixAutomatico } from '../../api/pix-automatico';
import { authorisePixAutomatico } from '../../api/authorise-pix-automatico';
import { cancelPixAutomatico } from '../../api/cancel-pix-automatico';
import { ceilingCentsOf } from '../../model/pix-automatico/ceiling';
import styles from './PixAutomatico.module.css';

export function PixAutomaticoPanel() {
  const contract = useStore($selectedContract);
  const contractId = contract?.id ?? null;
  const { data, mutate } = usePixAutomatico(contractId);
  const [ceiling, setCeiling] = useState('');
  const [ceilingError, setCeilingError] = useState<string | undefined>();
  const [payBill, setPayBill] = useState(false);
  const [busy, setBusy] = useState(false);
  const [askingCancel, setAskingCancel] = useState(false);
  const view = data?.data;
  if (!contractId || !view || (!view.available && !view.recurrence)) return null;
  const rec = view.recurrence;

  const done = async (answer: { message: string; data: PixAutomaticoAnswer }) => {
    toast.success(answer.message);
    await mutate({ data: answer.data }, { revalidate: false });
  };
  const failed = (e: unknown) => toast.error((e instanceof ApiError && e.serverMessage) || ACCESS_MESSAGES.unexpected);

  const authorise = async (event: FormEvent) => {
    event.preventDefault();
    const cents = ceilingCentsOf(ceiling);
    if (cents === undefined) {
      setCeilingError('Informe um valor como 350,00 ou deixe em branco.');
      return;
    }
    setCeilingError(undefined);
    setBusy(true);
    try {
      const bill = payBill ? (view.composedBill?.numDoc ?? null) : null;
      await done(await authorisePixAutomatico(contractId, cents, bill));
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };
  const cancel = async () => {
    setBusy(true);
    try {
      await done(await cancelPixAutomatico(contractId));
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
      setAskingCancel(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="pix-automatico-title" data-testid="pix-automatico">
      <h2 id="pix-automatico-title" className={styles.title}>
        Pix Automático
      </h2>
      {rec && (
        <p className={styles.status} role="status">
          {rec.statusLabel}
          {rec.ceilingCents !== null ? ` · valor máximo ${formatCents(rec.ceilingCents)}` : ''}
          {rec.reason && rec.status !== 'APROVADA' ? ` (${rec.reason})` : ''}
        </p>
      )}
      {rec?.pixCopiaECola && (
        <div>
          <p>
            {rec.paysBill
              ? `Abra o app do seu banco e leia o QR Code ou cole o código abaixo: ele paga a fatura ${rec.paysBill} e autoriza o Pix Automático das próximas faturas.`
              : 'Abra o app do seu banco e autorize o Pix Automático lendo o QR Code ou colando o código abaixo.'}
          </p>
          {rec.pixQrCode && <img className={styles.qr} src={rec.pixQrCode} alt="QR Code da autorização do Pix Automático" />}
          <label htmlFor="pix-automatico-copia">Pix Copia e Cola</label>
          <textarea id="pix-automatico-copia" className={styles.copy} readOnly value={rec.pixCopiaECola} />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(rec.pixCopiaECola!)}>
              Copiar código
            </Button>
          </div>
        </div>
      )}
      {view.canAuthorise && (
        <form className={styles.form} onSubmit={authorise} noValidate>
          <p>
            Pague as faturas de gás deste contrato automaticamente, na data do vencimento, pelo app do seu banco. Você pode definir um valor
            máximo por fatura e cancelar quando quiser.
          </p>
          <TextField
            label="Valor máximo por fatura (opcional)"
            name="ceiling"
            inputMode="decimal"
            value={ceiling}
            onChange={(e) => setCeiling(e.target.value)}
            error={ceilingError}
            placeholder="350,00"
          />
          {view.composedBill && (
            <Checkbox
              name="payBill"
              checked={payBill}
              onChange={(e) => setPayBill(e.target.checked)}
              label={`Pagar agora, com o mesmo QR Code, a fatura de ${view.composedBill.referenceLabel} (${formatCents(view.composedBill.amountCents)}, vencimento ${formatDate(view.composedBill.dueDate)})`}
            />
          )}
          <Button type="submit" disabled={busy}>
            Autorizar Pix Automático
          </Button>
        </form>
      )}
      {rec?.canCancel && (
        <div className={styles.actions}>
          <Button variant="secondary" disabled={busy} onClick={() => setAskingCancel(true)}>
            Cancelar Pix Automático
          </Button>
        </div>
      )}
      <ConfirmModal
        open={askingCancel}
        title="Cancelar Pix Automático"
        confirmLabel="Cancelar Pix Automático"
        cancelLabel="Voltar"
        danger
        busy={busy}
        onConfirm={cancel}
        onClose={() => setAskingCancel(false)}
      >
        <p>As próximas faturas deixarão de ser pagas pelo Pix Automático. Deseja cancelar?</p>
      </ConfirmModal>
    </section>
  );
}
