import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { consentText, enrolmentErrors, type EnrolmentInput } from '@domain/collections/direct-debit/rules';
import type { DirectDebitAnswer, DirectDebitDebitView } from '@domain/collections/direct-debit/types';
import { ACCESS_MESSAGES } from '@domain/messages';
import { isServiceRole } from '@domain/roles';
import { Button } from '~/components/ui/Button';
import { Checkbox, TextField } from '~/components/ui/form';
import { SelectField } from '~/components/ui/form/SelectField';
import { ConfirmModal } from '~/components/ui/modal';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { fieldErrors } from '~/lib/api-call';
import { formatCents, formatDate, formatDateTimeAt } from '~/lib/format';
import { $selectedContract, $user } from '../../../../stores/user';
import { useDirectDebit } from '../../api/direct-debit';
import { enrolDirectDebit } from '../../api/enrol-direct-debit';
import { cancelDirectDebit } from '../../api/cancel-direct-debit';
import styles from './DirectDebit.module.css';

const DEBIT_STATUS: Record<DirectDebitDebitView['status'], string> = {
  SCHEDULED: 'Agendado',
  PAID: 'Debitado',
  FAILED: 'Não debitado',
  CANCELLED: 'Cancelado',
};

const EMPTY: EnrolmentInput = { bankCode: '', agency: '', account: '', accountDigit: '', consent: false };

/**
 * /area-cliente/debito-automatico (issue 24 §3; docs/collections-direct-debit.md): the contract's
 * débito automático — ask for it on a bank of the list with the consent text shown and stored,
 * follow its state (pending, confirmed, refused with the bank's reason), the debits of the bills
 * and, on a failed debit, the other ways to pay; cancel it.
 */
export default function DirectDebitScreen() {
  const user = useStore($user);
  const contract = useStore($selectedContract);
  const contractId = contract?.id ?? null;
  const { data, error, mutate } = useDirectDebit(contractId);
  const [askingCancel, setAskingCancel] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!contractId) {
    const staff = user ? isServiceRole(user.role) : false;
    return (
      <section className={styles.screen} aria-labelledby="debito-title">
        <h1 id="debito-title">Débito automático</h1>
        <p className={styles.card}>{staff ? ACCESS_MESSAGES.serviceNotStarted : 'Escolha o contrato para ver o débito automático.'}</p>
      </section>
    );
  }

  const view = data?.data;
  const cancel = async () => {
    setBusy(true);
    try {
      const answer = await cancelDirectDebit(contractId);
      toast.success(answer.message);
      await mutate({ data: answer.data }, { revalidate: false });
    } catch (e) {
      toast.error((e instanceof ApiError && e.serverMessage) || ACCESS_MESSAGES.unexpected);
    } finally {
      setBusy(false);
      setAskingCancel(false);
    }
  };

  return (
    <section className={styles.screen} aria-labelledby="debito-title">
      <h1 id="debito-title">Débito automático</h1>
      <p className={styles.lead}>
        Com o débito automático, cada fatura de gás do contrato {contract?.consumerCode} é debitada na sua conta corrente na data do
        vencimento. Você pode cancelar a autorização a qualquer momento.
      </p>
      {error && !view ? <p role="alert">{(error instanceof ApiError && error.serverMessage) || ACCESS_MESSAGES.unexpected}</p> : null}
      {!view && !error ? <p>Carregando…</p> : null}
      {view?.enrolment ? <EnrolmentCard view={view} busy={busy} onCancel={() => setAskingCancel(true)} /> : null}
      {view && view.debits.length > 0 ? <DebitsCard debits={view.debits} /> : null}
      {view?.canEnrol ? (
        <EnrolForm
          view={view}
          contractId={contractId}
          consumerCode={contract?.consumerCode ?? ''}
          onDone={(next) => mutate({ data: next }, { revalidate: false })}
        />
      ) : null}
      {view && view.banks.length === 0 ? <p className={styles.card}>Nenhum banco conveniado para débito automático no momento.</p> : null}
      <ConfirmModal
        open={askingCancel}
        title="Cancelar débito automático"
        confirmLabel="Cancelar débito automático"
        cancelLabel="Voltar"
        danger
        busy={busy}
        onConfirm={cancel}
        onClose={() => setAskingCancel(false)}
      >
        <p>As próximas faturas deixarão de ser debitadas na sua conta. Deseja cancelar?</p>
      </ConfirmModal>
    </section>
  );
}

function EnrolmentCard({ view, busy, onCancel }: { view: DirectDebitAnswer; busy: boolean; onCancel: () => void }) {
  const e = view.enrolment!;
  return (
    <div className={styles.card} data-testid="debito-autorizacao">
      <h2>Sua autorização</h2>
      <dl className={styles.facts}>
        <dt>Situação</dt>
        <dd data-testid="debito-situacao">{e.statusLabel}</dd>
        {e.reason ? (
          <>
            <dt>Motivo</dt>
            <dd className={styles.refused}>{e.reason}</dd>
          </>
        ) : null}
        <dt>Banco</dt>
        <dd>
          {e.bankCode} – {e.bankName}
        </dd>
        <dt>Agência</dt>
        <dd>{e.agency}</dd>
        <dt>Conta</dt>
        <dd>{e.account}</dd>
        <dt>Autorizado em</dt>
        <dd>
          {formatDateTimeAt(e.consentAt)}
          {e.consentByName ? ` por ${e.consentByName}` : ''}
        </dd>
      </dl>
      <details>
        <summary>Texto da autorização</summary>
        <p className={styles.consent}>{e.consentText}</p>
      </details>
      {e.canCancel ? (
        <div className={styles.actions}>
          <Button variant="danger" onClick={onCancel} disabled={busy}>
            Cancelar débito automático
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function DebitsCard({ debits }: { debits: DirectDebitDebitView[] }) {
  const failed = debits.some((d) => d.status === 'FAILED');
  return (
    <div className={styles.card}>
      <h2>Débitos das faturas</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Fatura</th>
            <th scope="col">Valor</th>
            <th scope="col">Situação</th>
          </tr>
        </thead>
        <tbody>
          {debits.map((d) => (
            <tr key={`${d.numDoc}-${d.debitDate}`}>
              <td>{d.numDoc}</td>
              <td>{formatCents(d.amountCents)}</td>
              <td>
                {d.status === 'SCHEDULED' ? `Débito automático em ${formatDate(d.debitDate).slice(0, 5)}` : DEBIT_STATUS[d.status]}
                {d.reason ? <div className={styles.refused}>{d.reason}</div> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {failed ? (
        <p>
          Quando o débito não é efetuado, a fatura continua em aberto: pague pelo Pix ou pelo código de barras em{' '}
          <a href="/area-cliente/conta-digital">Conta digital</a>.
        </p>
      ) : null}
    </div>
  );
}

function EnrolForm({
  view,
  contractId,
  consumerCode,
  onDone,
}: {
  view: DirectDebitAnswer;
  contractId: string;
  consumerCode: string;
  onDone: (next: DirectDebitAnswer) => unknown;
}) {
  const [input, setInput] = useState<EnrolmentInput>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const bank = view.banks.find((b) => b.code === input.bankCode);
  const set = (name: keyof EnrolmentInput) => (value: string | boolean) => setInput((prev) => ({ ...prev, [name]: value }));
  const preview =
    bank && input.agency && input.account && input.accountDigit
      ? consentText({
          company: view.company,
          bank,
          agency: input.agency,
          account: input.account,
          accountDigit: input.accountDigit,
          consumerCode,
        })
      : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = enrolmentErrors(input, view.banks);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const answer = await enrolDirectDebit(contractId, input);
      toast.success(answer.message);
      setInput(EMPTY);
      await onDone(answer.data);
    } catch (e) {
      setErrors(fieldErrors(e));
      toast.error((e instanceof ApiError && e.serverMessage) || ACCESS_MESSAGES.unexpected);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="debito-form-title">
      <h2 id="debito-form-title">Ativar débito automático</h2>
      <SelectField
        label="Banco"
        value={input.bankCode}
        onChange={(e) => set('bankCode')(e.target.value)}
        options={view.banks.map((b) => ({ value: b.code, label: `${b.code} – ${b.name}` }))}
        error={errors.bankCode}
      />
      <div className={styles.row}>
        <TextField
          label="Agência (sem dígito)"
          inputMode="numeric"
          maxLength={4}
          value={input.agency}
          onChange={(e) => set('agency')(e.target.value.replace(/\D/g, ''))}
          error={errors.agency}
        />
        <TextField
          label="Conta corrente"
          inputMode="numeric"
          maxLength={13}
          value={input.account}
          onChange={(e) => set('account')(e.target.value.replace(/\D/g, ''))}
          error={errors.account}
        />
        <TextField
          label="Dígito da conta"
          maxLength={1}
          value={input.accountDigit}
          onChange={(e) => set('accountDigit')(e.target.value.toUpperCase())}
          error={errors.accountDigit}
        />
      </div>
      {preview ? (
        <p className={styles.consent} data-testid="debito-texto-autorizacao">
          {preview}
        </p>
      ) : (
        <p className={styles.lead}>Escolha o banco e informe agência e conta para ler o texto da autorização.</p>
      )}
      <Checkbox
        label="Li e concordo com a autorização de débito acima"
        checked={input.consent}
        onChange={(e) => set('consent')(e.target.checked)}
        aria-describedby={errors.consent ? 'debito-consent-erro' : undefined}
      />
      {errors.consent ? (
        <p id="debito-consent-erro" role="alert" className={styles.refused}>
          {errors.consent}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={sending}>
          Autorizar débito automático
        </Button>
      </div>
    </form>
  );
}
