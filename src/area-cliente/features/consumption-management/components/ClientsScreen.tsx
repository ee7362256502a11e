import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { CONSUMPTION_MESSAGES } from '@domain/consumption/messages';
import { accordionsLocked, axisDisplayName } from '@domain/consumption/rules';
import type { QuarterTotals } from '@domain/consumption/types';
import { parseVolume, volumeText } from '@domain/consumption/volumes';
import { isAdminRole } from '@domain/roles';
import { Button } from '~/components/ui/Button';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { downloadConsumptionCsv } from '~/lib/consumption-export';
import { formatVolume, isoDayInSaoPaulo, monthYearLabel } from '~/lib/format';
import { $user } from '../../../stores/user';
import { useCompaniesByAxis } from '../api/list-companies-by-axis';
import styles from '~/components/ui/consumption/Consumption.module.css';

const add = (values: string[]) => volumeText(values.reduce((a, v) => a + ((r) => (r.ok ? r.litres : 0n))(parseVolume(v)), 0n));
export const MAINTENANCE_ITEMS = ['Eixo', 'Região', 'Cliente'] as const;

/** The maintenance form (spec 03 §2.7): item type Eixo, Região or Cliente. The spec has no save call. */
function Maintenance() {
  const [type, setType] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!(MAINTENANCE_ITEMS as readonly string[]).includes(type)) return setError('Escolha Eixo, Região ou Cliente');
    setError(null);
    setNote('O cadastro de eixos, regiões e clientes é feito pela equipe de sistemas no painel administrativo.');
  };
  return (
    <section className={styles.card} aria-labelledby="manutencao-title">
      <h2 id="manutencao-title">Manutenção</h2>
      <form className={styles.row} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor="maintenance-type">Tipo de item</label>
          <select id="maintenance-type" value={type} onChange={(e) => setType(e.target.value)} aria-describedby="maintenance-error">
            <option value="">Selecione</option>
            {MAINTENANCE_ITEMS.map((i) => (
              <option key={i}>{i}</option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          Adicionar item
        </Button>
      </form>
      <p id="maintenance-error" className={styles.error}>
        {error ?? ''}
      </p>
      {note && <p role="status">{note}</p>}
    </section>
  );
}

/** /area-cliente/gestao-clientes (spec 03 §2.3): axis tabs, totals per month, region chips, client accordions. */
export default function ClientsScreen() {
  const { data, error } = useCompaniesByAxis();
  const user = useStore($user);
  const [axisId, setAxisId] = useState<number | null>(null);
  const [region, setRegion] = useState<number | null>(null);
  const [month, setMonth] = useState('all');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (error) return <p role="alert">{CONSUMPTION_MESSAGES.fetchFailedShort}</p>;
  if (!data) return <p role="status">Carregando…</p>;
  const axis = data.find((a) => a.id === axisId) ?? data[0];
  if (!axis) return <p>{CONSUMPTION_MESSAGES.noClients}</p>;
  const months = axis.consumption.map((c) => c.month);
  // 'Ver tudo' (spec 03 §2.3) is the total of the current calendar quarter, which the server sums.
  const pick = (list: { month: string; requestedVolume: string; availableVolume: string }[], quarter: QuarterTotals) => {
    if (month === 'all') return { requested: quarter.requestedVolume, available: quarter.availableVolume };
    const chosen = list.filter((c) => c.month === month);
    return { requested: add(chosen.map((c) => c.requestedVolume)), available: add(chosen.map((c) => c.availableVolume)) };
  };
  const totals = pick(axis.consumption, axis.quarter);
  const companies = axis.companies.filter((c) => region === null || c.regionId === region);
  const today = isoDayInSaoPaulo();
  // Spec 03 §2.3: while the axis's final volume is being edited (defined-axel) no client opens.
  const locked = accordionsLocked(axis.stage);
  const toggle = (contractId: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(contractId)) next.add(contractId);
      return next;
    });
  const exportCsv = async (contractId: string) => {
    try {
      await downloadConsumptionCsv({ contractId, dateStartAt: `${today.slice(0, 8)}01`, dateEndAt: today });
    } catch (err) {
      toast.error((err instanceof ApiError && err.serverMessage) || CONSUMPTION_MESSAGES.fetchFailed);
    }
  };
  return (
    <section className={styles.screen} aria-labelledby="clientes-title">
      <h1 id="clientes-title">Gestão de clientes</h1>
      <div className={styles.tabs} role="tablist" aria-label="Eixos">
        {data.map((a) => (
          <button
            key={a.id}
            type="button"
            role="tab"
            aria-selected={a.id === axis.id}
            onClick={() => {
              setAxisId(a.id);
              setRegion(null);
            }}
          >
            {axisDisplayName(a.name)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={axisDisplayName(axis.name)}>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="clients-month">Mês</label>
            <select id="clients-month" value={month} onChange={(e) => setMonth(e.target.value)}>
              {months.map((m) => (
                <option key={m} value={m}>
                  {monthYearLabel(m)}
                </option>
              ))}
              <option value="all">Ver tudo</option>
            </select>
          </div>
        </div>
        <div className={styles.grid}>
          <div className={styles.card}>
            <h2>Solicitado</h2>
            <p className={styles.total}>{formatVolume(totals.requested)}</p>
          </div>
          <div className={styles.card}>
            <h2>Final programado</h2>
            <p className={styles.total}>{formatVolume(totals.available)}</p>
          </div>
        </div>
        <ul className={styles.chips} aria-label="Regiões">
          <li>
            <button type="button" aria-pressed={region === null} onClick={() => setRegion(null)}>
              Todas
            </button>
          </li>
          {axis.regions.map((r) => (
            <li key={r.id}>
              <button type="button" aria-pressed={region === r.id} onClick={() => setRegion(r.id)}>
                {r.name}
              </button>
            </li>
          ))}
        </ul>
        {locked && (
          <p id="clients-locked" className={styles.warning} role="status">
            {CONSUMPTION_MESSAGES.accordionsLocked}
          </p>
        )}
        {companies.length === 0 ? (
          <p>{CONSUMPTION_MESSAGES.noClients}</p>
        ) : (
          companies.map((c) => {
            const t = pick(c.consumptions, c.quarter);
            return (
              <details key={c.contractId} className={styles.card} open={!locked && open.has(c.contractId)} data-testid="client-accordion">
                <summary
                  aria-describedby={locked ? 'clients-locked' : undefined}
                  onClick={(e) => {
                    // The accordion is driven by state: the browser's own toggle is always cancelled.
                    e.preventDefault();
                    if (!locked) toggle(c.contractId);
                  }}
                >
                  {c.name} — QDC {formatVolume(c.qdc)} — solicitado {formatVolume(t.requested)}
                </summary>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Mês</th>
                      <th scope="col">Solicitado</th>
                      <th scope="col">Final programado</th>
                    </tr>
                  </thead>
                  <tbody>
                    {c.consumptions.map((m) => (
                      <tr key={m.month}>
                        <td>{monthYearLabel(m.month)}</td>
                        <td>{formatVolume(m.requestedVolume)}</td>
                        <td>{formatVolume(m.availableVolume)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <Button variant="link" onClick={() => void exportCsv(c.contractId)}>
                  Exportar CSV do mês
                </Button>
              </details>
            );
          })
        )}
      </div>
      {/* Spec 03 §2.7: the maintenance button is hidden in the attendant area — the analysis side
          (gas programmers and attendants); the administrators who run the portal see it. */}
      {user && isAdminRole(user.role) && <Maintenance />}
    </section>
  );
}
