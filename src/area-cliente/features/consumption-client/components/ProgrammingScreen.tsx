import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { CONSUMPTION_MESSAGES, SITUATION_LABELS } from '@domain/consumption/messages';
import { baseHourLabel } from '@domain/consumption/rules';
import type { ProtocolSummary } from '@domain/consumption/types';
import { Button } from '~/components/ui/Button';
import { HourlyCurve } from '~/components/ui/consumption/HourlyCurve';
import { Modal } from '~/components/ui/modal';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { downloadConsumptionCsv, volumeForApi } from '~/lib/consumption-export';
import { formatDate, formatTimestamp, formatVolume } from '~/lib/format';
import { $selectedContract } from '../../../stores/user';
import { createSchedule } from '../api/create-schedule';
import { useHourly } from '~/lib/consumption-hourly';
import { useSchedule } from '../api/list-schedule';
import { sendProtocol } from '../api/send-protocol';
import { quantityError, quantityWarning } from '../schemas/adjustment';
import { CurtailmentBanner } from './CurtailmentBanner';
import { MobileNotice } from './MobileNotice';
import styles from '~/components/ui/consumption/Consumption.module.css';

export const RECENT_PROTOCOLS = 6;
const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const local = (isoDate: string) => new Date(`${isoDate}T12:00:00`);

/** /area-cliente/programacao-consumo — calendar, today's volume and adjustment, up to 6 protocols (spec 03 §2.1). */
export default function ProgrammingScreen() {
  const contract = useStore($selectedContract);
  const { data, error, mutate } = useSchedule(contract?.id);
  const hourly = useHourly(contract?.id);
  const [selected, setSelected] = useState<Date[]>([]);
  const [volumes, setVolumes] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [open, setOpen] = useState<ProtocolSummary | null>(null);
  const [range, setRange] = useState({ from: '', to: '' });

  const byDate = useMemo(() => new Map((data?.dates ?? []).map((d) => [d.date, d])), [data]);
  // Without the schedule (no industrial contract, a failure, loading) the screen keeps its title.
  const titled = (state: ReactNode) => (
    <section className={styles.screen} aria-labelledby="programacao-title">
      <h1 id="programacao-title">Programação de consumo</h1>
      {state}
    </section>
  );
  if (!contract) return titled(<p>{CONSUMPTION_MESSAGES.fetchFailed}</p>);
  if (error) return titled(<p role="alert">{CONSUMPTION_MESSAGES.fetchFailed}</p>);
  if (!data) return titled(<p role="status">Carregando…</p>);

  const today = data.today.date;
  const days = selected.map(iso).sort();
  const errors = Object.fromEntries(days.map((d) => [d, quantityError(volumes[d] ?? '')]));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!days.length || days.some((d) => errors[d])) return;
    setSending(true);
    try {
      const created = await createSchedule(
        contract.id,
        days.map((d) => ({ date: d, volume: volumeForApi(volumes[d]!) })),
      );
      toast.success(`Programação enviada. Protocolo ${created.protocol}`);
      setSelected([]);
      setVolumes({});
      setTouched(false);
      await mutate();
    } catch (err) {
      toast.error((err instanceof ApiError && err.serverMessage) || CONSUMPTION_MESSAGES.fetchFailed);
    } finally {
      setSending(false);
    }
  };
  const email = async (protocol: string) => {
    try {
      await sendProtocol(contract.id, protocol);
      toast.success(CONSUMPTION_MESSAGES.protocolSent);
    } catch (err) {
      toast.error(
        err instanceof ApiError && err.status === 404 ? CONSUMPTION_MESSAGES.protocolNotFound : CONSUMPTION_MESSAGES.protocolSendFailed,
      );
    }
  };
  const exportCsv = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await downloadConsumptionCsv({ contractId: contract.id, dateStartAt: range.from, dateEndAt: range.to });
    } catch (err) {
      toast.error((err instanceof ApiError && err.serverMessage) || CONSUMPTION_MESSAGES.fetchFailed);
    }
  };

  return (
    <div>
      <MobileNotice title="Programação de consumo" />
      <section className={`${styles.screen} ${styles.desktopOnly}`} aria-labelledby="programacao-title">
        <h1 id="programacao-title">Programação de consumo</h1>
        <CurtailmentBanner contractId={contract.id} />
        <div className={styles.grid}>
          <section className={styles.card} aria-labelledby="detalhe-title" data-testid="consumption-detail">
            <h2 id="detalhe-title">Detalhe do consumo</h2>
            <p>
              <strong>{data.contract.sapName}</strong>
            </p>
            <p>QDC: {formatVolume(data.contract.qdc)}</p>
            <p>Hora base: {baseHourLabel(data.contract.consumptionBaseHour - (data.contract.consumptionBaseHour % 30))}</p>
            <p data-testid="today-volume">
              Volume de hoje ({formatDate(today)}): <strong>{formatVolume(data.today.volume)}</strong>
              {data.today.situation !== null && <> — {SITUATION_LABELS[data.today.situation]}</>}
            </p>
          </section>
          <section className={styles.card} aria-labelledby="protocolos-title">
            <h2 id="protocolos-title">Protocolos recentes</h2>
            {data.protocols.length === 0 ? (
              <p>{CONSUMPTION_MESSAGES.noProtocols}</p>
            ) : (
              <ul className={styles.list} data-testid="recent-protocols">
                {data.protocols.slice(0, RECENT_PROTOCOLS).map((p) => (
                  <li key={p.protocol}>
                    <span>
                      {p.protocol}
                      <br />
                      <span className={styles.muted}>{formatTimestamp(p.createdAt)}</span>
                    </span>
                    <Button variant="link" onClick={() => setOpen(p)} aria-label={`Ver protocolo ${p.protocol}`}>
                      Ver
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        {hourly.data && <HourlyCurve day={hourly.data} id="curva-horaria" heading={2} />}

        <section className={styles.card} aria-labelledby="ajuste-title">
          <h2 id="ajuste-title">Ajuste da programação</h2>
          {/* Spec 03 §4: a contract that is not ACTIVE reads only that programming is for active contracts. */}
          {data.contract.situation !== 'ACTIVE' ? (
            <p>{CONSUMPTION_MESSAGES.notActive}</p>
          ) : (
            <form onSubmit={submit} noValidate>
              {!data.adjustmentOpen && <p className={styles.warning}>{CONSUMPTION_MESSAGES.intradayClosed}</p>}
              <p className={styles.muted}>
                Escolha os dias no calendário e informe o volume de cada um em m³. O ajuste do dia vai até as 11h00.
              </p>
              <DayPicker
                mode="multiple"
                locale={ptBR}
                selected={selected}
                onSelect={(d) => setSelected(d ?? [])}
                startMonth={local(data.calendar.from)}
                endMonth={local(data.calendar.to)}
                defaultMonth={local(today)}
                disabled={[
                  { before: local(data.adjustmentOpen ? today : iso(new Date(local(today).getTime() + 86_400_000))) },
                  { after: local(data.calendar.to) },
                ]}
                modifiers={{ programmed: (d) => byDate.has(iso(d)) }}
                modifiersClassNames={{ programmed: 'rdp-programmed' }}
              />
              {days.map((d) => {
                const typed = volumes[d] ?? '';
                const err = touched ? errors[d] : null;
                const warn = quantityWarning(typed, data.contract.qdc);
                const id = `volume-${d}`;
                return (
                  <div key={d} className={styles.field}>
                    <label htmlFor={id}>Quantidade (m³) para {formatDate(d)}</label>
                    <input
                      id={id}
                      inputMode="decimal"
                      value={typed}
                      aria-invalid={Boolean(err)}
                      aria-describedby={`${id}-msg`}
                      onChange={(e) => setVolumes((v) => ({ ...v, [d]: e.target.value }))}
                    />
                    <p id={`${id}-msg`} className={err ? styles.error : styles.warning} aria-live="polite">
                      {err ?? warn ?? ''}
                    </p>
                    {byDate.get(d)?.volume && <span className={styles.muted}>Programado antes: {formatVolume(byDate.get(d)!.volume)}</span>}
                  </div>
                );
              })}
              <Button type="submit" disabled={sending || days.length === 0}>
                Enviar programação
              </Button>
            </form>
          )}
        </section>

        <section className={styles.card} aria-labelledby="exportar-title">
          <h2 id="exportar-title">Exportar volumes diários (CSV)</h2>
          <form className={styles.row} onSubmit={exportCsv}>
            <div className={styles.field}>
              <label htmlFor="export-from">De</label>
              <input
                id="export-from"
                type="date"
                required
                value={range.from}
                onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor="export-to">Até</label>
              <input
                id="export-to"
                type="date"
                required
                value={range.to}
                onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
              />
            </div>
            <Button type="submit" variant="secondary">
              Exportar CSV
            </Button>
          </form>
        </section>

        <Modal
          open={open !== null}
          title={`Protocolo ${open?.protocol ?? ''}`}
          onClose={() => setOpen(null)}
          size="medium"
          actions={open && <Button onClick={() => void email(open.protocol)}>Enviar por e-mail</Button>}
        >
          {open && (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Dia</th>
                  <th scope="col">Volume solicitado</th>
                </tr>
              </thead>
              <tbody>
                {open.dates.map((d) => (
                  <tr key={d.date}>
                    <td>{formatDate(d.date)}</td>
                    <td>{formatVolume(d.volume)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Modal>
      </section>
    </div>
  );
}
