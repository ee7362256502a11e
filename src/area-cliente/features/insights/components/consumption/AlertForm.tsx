import { useEffect, useState, type FormEvent } from 'react';
import { ALERT_PERCENT_MAX, ALERT_PERCENT_MIN, alertSettingsErrors, type AlertSettings } from '@domain/insights/consumption/rules';
import { Button } from '~/components/ui/Button';
import { Checkbox, TextField } from '~/components/ui/form';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { useConsumptionAlert } from '../../api/consumption-alert';
import { updateConsumptionAlert } from '../../api/update-consumption-alert';
import styles from './Consumption.module.css';

/** The high-consumption alert (issue 25 §2): on or off, the percent above the usual, and e-mail. */
export function AlertForm({ contractId }: { contractId: string }) {
  const { data, error, mutate } = useConsumptionAlert(contractId);
  const [form, setForm] = useState<{ ativo: boolean; percentual: string; email: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (data) setForm({ ativo: data.data.ativo, percentual: String(data.data.percentual), email: data.data.email });
  }, [data]);

  if (error) return <p role="alert">Não foi possível carregar o alerta de consumo. Tente novamente.</p>;
  if (!form) return <p role="status">Carregando…</p>;

  const body: AlertSettings = {
    ativo: form.ativo,
    percentual: /^\d+$/.test(form.percentual) ? Number(form.percentual) : Number.NaN,
    email: form.email,
  };
  const fieldError = alertSettingsErrors(body as unknown as Record<string, unknown>).percentual;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (fieldError) return setFailure(fieldError);
    setBusy(true);
    setFailure(null);
    try {
      const answer = await updateConsumptionAlert(contractId, body);
      toast.success(answer.message);
      await mutate(answer, { revalidate: false });
    } catch (err) {
      setFailure(
        err instanceof ApiError && err.status >= 400 && err.status < 500 && err.serverMessage
          ? err.serverMessage
          : 'Não foi possível salvar o alerta de consumo. Tente novamente.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} aria-label="Alerta de consumo alto" noValidate>
      <fieldset>
        <legend>Alerta de consumo alto</legend>
        <Checkbox
          label="Avisar quando uma fatura ou a projeção da próxima fatura passar do meu consumo habitual"
          checked={form.ativo}
          onChange={(e) => setForm({ ...form, ativo: e.target.checked })}
        />
        <TextField
          label="Percentual acima do habitual (%)"
          type="number"
          inputMode="numeric"
          min={ALERT_PERCENT_MIN}
          max={ALERT_PERCENT_MAX}
          step={1}
          value={form.percentual}
          disabled={!form.ativo}
          error={failure ?? undefined}
          hint="O habitual é o consumo por dia do mesmo mês do ano anterior; sem ele, a mediana dos últimos 12 meses. Multiplicado pelos dias do ciclo de leitura."
          onChange={(e) => setForm({ ...form, percentual: e.target.value })}
        />
        <Checkbox
          label="Avisar também por e-mail"
          checked={form.email}
          disabled={!form.ativo}
          onChange={(e) => setForm({ ...form, email: e.target.checked })}
        />
      </fieldset>
      <div>
        <Button type="submit" loading={busy}>
          Salvar alerta
        </Button>
      </div>
    </form>
  );
}
