import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { DUE_DATE_MESSAGES } from '@domain/collections/due-date/rules';
import { isStaffRole } from '@domain/roles';
import { Button } from '~/components/ui/Button';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { $selectedContract, $user } from '../../../../stores/user';
import { useDueDate } from '../../api/get-due-date';
import { changeDueDate } from '../../api/change-due-date';
import { NoContract } from '../../../../components/NoContract';
import styles from '../declaration/Declaration.module.css';

/**
 * /area-cliente/vencimento-fatura — the bills' due day (issue 24 §5; docs/collections-due-date.md):
 * the current day, the six options, the change with its protocol; why it cannot change now.
 * Staff see it read-only.
 */
export default function DueDateScreen() {
  const contract = useStore($selectedContract);
  const user = useStore($user);
  const staff = user ? isStaffRole(user.role) : false;
  const { data, error, mutate } = useDueDate(contract?.id);
  const [day, setDay] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!contract || day === null) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await changeDueDate(contract.id, day);
      toast.success(answer.message);
      setDay(null);
      await mutate();
    } catch (err) {
      setFailure(
        err instanceof ApiError && err.status >= 400 && err.status < 500 && err.serverMessage
          ? err.serverMessage
          : DUE_DATE_MESSAGES.failed,
      );
    } finally {
      setBusy(false);
    }
  };

  const body = () => {
    if (user && !contract) return <NoContract />;
    if (error) return <p role="alert">Não foi possível carregar o dia de vencimento. Tente novamente.</p>;
    if (!data || !contract) return <p role="status">Carregando…</p>;
    const { currentDay, options, blocked, lastChange } = data.data;
    return (
      <>
        <p className={styles.lead}>
          {currentDay ? (
            <>
              Suas faturas vencem todo dia <strong>{currentDay}</strong>.
            </>
          ) : (
            'O dia de vencimento deste contrato ainda não foi definido.'
          )}
        </p>
        {lastChange && (
          <p className={styles.note}>
            Última alteração: protocolo <strong>{lastChange.protocol}</strong>, em {lastChange.requestedAt}, para o dia {lastChange.dueDay},
            a partir da fatura de referência {lastChange.effectiveFrom}.
          </p>
        )}
        {staff ? null : blocked ? (
          <p role="alert" className={styles.blocked}>
            {blocked}
          </p>
        ) : (
          <form onSubmit={(e) => void submit(e)} className={styles.form} aria-label="Alterar o dia de vencimento">
            <fieldset>
              <legend>Novo dia de vencimento</legend>
              <div className={styles.days}>
                {options.map((option) => (
                  <label key={option} className={styles.day}>
                    <input
                      type="radio"
                      name="dueDay"
                      value={option}
                      checked={day === option}
                      disabled={option === currentDay}
                      onChange={() => setDay(option)}
                    />
                    Dia {option}
                  </label>
                ))}
              </div>
            </fieldset>
            <p className={styles.note}>
              A alteração vale a partir da próxima fatura e pode ser feita uma vez a cada 12 meses. O protocolo chega por e-mail e nas
              notificações.
            </p>
            {failure && (
              <p role="alert" className={styles.blocked}>
                {failure}
              </p>
            )}
            <div>
              <Button type="submit" disabled={day === null} loading={busy}>
                Alterar vencimento
              </Button>
            </div>
          </form>
        )}
      </>
    );
  };

  return (
    <section className={styles.screen} aria-labelledby="vencimento-fatura-title">
      <h1 id="vencimento-fatura-title">Data de vencimento</h1>
      {body()}
    </section>
  );
}
