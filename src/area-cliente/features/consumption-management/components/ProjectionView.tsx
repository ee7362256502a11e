import { useRef, useState, type KeyboardEvent } from 'react';
import { CONSUMPTION_MESSAGES } from '@domain/consumption/messages';
import { axisDisplayName, baseHourLabel } from '@domain/consumption/rules';
import { projectedError } from '@domain/consumption/requests';
import { parseVolume, volumeText } from '@domain/consumption/volumes';
import { Button } from '~/components/ui/Button';
import { HourlyCurve } from '~/components/ui/consumption/HourlyCurve';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { volumeForApi } from '~/lib/consumption-export';
import { formatVolume, formatWeekdayDate } from '~/lib/format';
import { useAxisProjection } from '../api/get-axis-projection';
import { useHourly } from '~/lib/consumption-hourly';
import { setProjectedVolume } from '../api/set-projected-volume';
import { updateAxisProjection } from '../api/update-axis-projection';
import styles from '~/components/ui/consumption/Consumption.module.css';

type Mode = 'view' | 'edit' | 'recalculated';
/** The one button's cycle (spec 03 §2.4). */
const BUTTON: Record<Mode, string> = { view: 'Inserir volumes', edit: 'Recalcular projetado', recalculated: 'Finalizar' };

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The company's hourly curve of the running gas day, when it has hourly measurements (issue 26 §5). */
function CompanyHourly({ contractId, name }: { contractId: string; name: string }) {
  const { data } = useHourly(contractId);
  return data ? <HourlyCurve day={data} id={`curva-${contractId}`} heading={4} company={name} /> : null;
}

/** 'Projeção do dia' (spec 03 §2.4): axes, companies with their partial volume, the button cycle, Enter to the next input. */
export function ProjectionView() {
  const { data, error, mutate } = useAxisProjection();
  const [mode, setMode] = useState<Mode>('view');
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLDivElement>(null);
  if (error) return <p role="alert">{CONSUMPTION_MESSAGES.fetchFailed}</p>;
  if (!data) return <p role="status">Carregando…</p>;
  const now = new Date();
  const title = formatWeekdayDate(now);

  const nextOnEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const inputs = [...(form.current?.querySelectorAll<HTMLInputElement>('input[data-projection]') ?? [])];
    inputs[inputs.indexOf(e.currentTarget) + 1]?.focus();
  };

  const recalculate = async () => {
    const found: Record<string, string> = {};
    for (const [id, value] of Object.entries(typed)) {
      const message = projectedError(volumeForApi(value));
      if (message) found[id] = message;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      for (const axis of data) {
        let partialTotal = 0n;
        let any = false;
        for (const company of axis.companies) {
          const value = company.id ? typed[company.id] : undefined;
          if (!company.id || value === undefined || value === '') continue;
          any = true;
          const partial = volumeForApi(value);
          const parsed = parseVolume(partial);
          if (parsed.ok) partialTotal += parsed.litres;
          await setProjectedVolume(company.id, { consumptionBaseHour: hhmm(company.consumptionBaseHour), partialConsumedVolume: partial });
        }
        if (any) await updateAxisProjection({ axisId: axis.id, partialConsumedVolume: volumeText(partialTotal) });
      }
      await mutate();
      setMode('recalculated');
    } catch (err) {
      const detail = err instanceof ApiError ? err.serverMessage : undefined;
      toast.error(detail ? `${CONSUMPTION_MESSAGES.projectionFailed}: ${detail}` : CONSUMPTION_MESSAGES.projectionFailed);
    }
  };
  const click = () => {
    if (mode === 'view') setMode('edit');
    else if (mode === 'edit') void recalculate();
    else {
      setMode('view');
      setTyped({});
    }
  };

  return (
    <section aria-labelledby="projecao-title" ref={form}>
      <div className={styles.row}>
        <h2 id="projecao-title">Projeção do dia</h2>
        <p className={styles.muted}>{title}</p>
        <Button onClick={click} data-testid="projection-cycle">
          {BUTTON[mode]}
        </Button>
      </div>
      {data.map((axis) => (
        <section key={axis.id} className={styles.card} aria-labelledby={`axis-${axis.id}`}>
          <h3 id={`axis-${axis.id}`}>
            {axisDisplayName(axis.name)} — projetado {formatVolume(axis.totalProjected)}
          </h3>
          <div className={styles.grid}>
            {axis.companies.map((c) => {
              const id = `partial-${c.contractId}`;
              return (
                <div key={c.contractId} className={styles.card}>
                  <p>
                    <strong>{c.name}</strong>
                    <br />
                    <span className={styles.muted}>
                      Hora base {baseHourLabel(c.consumptionBaseHour)} · Solicitado {formatVolume(c.requestedVolume)} · Projetado{' '}
                      {formatVolume(c.projectedVolume)}
                    </span>
                  </p>
                  <div className={styles.field}>
                    <label htmlFor={id}>Volume consumido até agora (m³)</label>
                    <input
                      id={id}
                      data-projection
                      inputMode="decimal"
                      disabled={mode !== 'edit' || !c.id}
                      value={c.id ? (typed[c.id] ?? '') : ''}
                      onKeyDown={nextOnEnter}
                      aria-describedby={`${id}-error`}
                      onChange={(e) => setTyped((t) => ({ ...t, [c.id!]: e.target.value }))}
                    />
                    <p id={`${id}-error`} className={styles.error}>
                      {(c.id && errors[c.id]) || ''}
                    </p>
                  </div>
                  <CompanyHourly contractId={c.contractId} name={c.name} />
                </div>
              );
            })}
          </div>
        </section>
      ))}
    </section>
  );
}
