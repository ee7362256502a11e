import { lazy, Suspense, useMemo, useState } from 'react';
import { WhenVisible } from '~/components/ui/when-visible/WhenVisible';
import { useStore } from '@nanostores/react';
import { addMonths, DASHBOARD_RANGE, defaultDashboardRange, checkDashboardRange } from '@domain/consumption/calc';
import { CONSUMPTION_MESSAGES, DAILY_STATUS_LABELS, WEEKDAY_LABELS, WEEKDAY_OPTIONS } from '@domain/consumption/messages';
import { axisDisplayName } from '@domain/consumption/rules';
import { Button } from '~/components/ui/Button';
import { Modal } from '~/components/ui/modal';
import { formatDate, formatVolume, isoDayInSaoPaulo, monthNameOf, weekdayName } from '~/lib/format';
import { Link } from '../../../components/Link';
import { $location, navigate } from '../../../lib/router';
import { useAxisProportion } from '../api/get-axis-proportion';
import { useConsumedGraph } from '../api/get-consumed-graph';
import { useDaily } from '../api/get-daily';
import { useMapAndInfos } from '../api/get-map-and-infos';
import { usePendingClients } from '../api/list-pending-clients';
import { useTopClients } from '../api/list-top-clients';
import { axisColor } from '../model/axis-colors';
import { DailyImportModal } from './DailyImportModal';
import { HourlyImportModal } from './HourlyImportModal';
import { QuarterlyModal } from './QuarterlyModal';
import styles from '~/components/ui/consumption/Consumption.module.css';

// The chart library loads only when the dashboard opens (DESIGN §6).
const Charts = {
  Bars: lazy(() => import('./DashboardCharts').then((m) => ({ default: m.ProgrammedBars }))),
  Donut: lazy(() => import('./DashboardCharts').then((m) => ({ default: m.AxisDonut }))),
};

/** /area-cliente/visao-geral-dashboard (spec 03 §2.6). `?modal=trimestral` opens the pending-quarterly modal. */
export default function DashboardScreen() {
  const { search } = useStore($location);
  const quarterlyOpen = new URLSearchParams(search).get('modal') === 'trimestral';
  const today = useMemo(() => isoDayInSaoPaulo(), []);
  const [range, setRange] = useState(() => defaultDashboardRange(today));
  const [typedRange, setTypedRange] = useState(range);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [graphOption, setGraphOption] = useState('last15Days');
  const [month, setMonth] = useState('all');
  const [weekday, setWeekday] = useState('');
  const [mapOpen, setMapOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [hourlyOpen, setHourlyOpen] = useState(false);
  const q = { dateStartAt: range.from, dateEndAt: range.to };
  const pending = usePendingClients();
  const infos = useMapAndInfos();
  const proportion = useAxisProportion(q);
  const graph = useConsumedGraph({ ...q, dateOptions: graphOption });
  const top = useTopClients();
  const daily = useDaily({ month, weekday: weekday || undefined });

  const applyRange = () => {
    const check = checkDashboardRange(typedRange.from, typedRange.to, today);
    if (!check.ok) return setRangeError(check.message);
    setRangeError(null);
    setRange({ from: check.from, to: check.to });
  };
  const anyError = pending.error || infos.error || proportion.error || graph.error || top.error || daily.error;

  return (
    <section className={styles.screen} aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Visão geral</h1>
      {anyError && <p role="alert">{CONSUMPTION_MESSAGES.fetchFailed}</p>}
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="trimestral-title" data-testid="quarterly-card">
          <h2 id="trimestral-title">Trimestral pendente</h2>
          {pending.data && pending.data.totalQuarterlyPendingClients === 0 ? (
            <p>{CONSUMPTION_MESSAGES.noQuarterly}</p>
          ) : (
            <>
              <p className={styles.total}>{pending.data?.totalQuarterlyPendingClients ?? '…'}</p>
              <Button variant="secondary" onClick={() => navigate('/area-cliente/visao-geral-dashboard?modal=trimestral')}>
                Ver clientes
              </Button>
            </>
          )}
        </section>
        <section className={styles.card} aria-labelledby="intradiaria-card-title" data-testid="intraday-card">
          <h2 id="intradiaria-card-title">Intradiária pendente</h2>
          <p className={styles.total}>{pending.data?.totalPendingClients ?? '…'}</p>
          <Link href="/area-cliente/programacao-intradiaria">Ir para a programação intradiária</Link>
        </section>
        <section className={styles.card} aria-labelledby="progresso-title" data-testid="progress">
          <h2 id="progresso-title">Progresso do dia</h2>
          {infos.data && (
            <>
              <p>Volume total disponível: {formatVolume(infos.data.progress.totalAvailableVolume)}</p>
              <p>Total programado: {formatVolume(infos.data.progress.totalProgramed)}</p>
              <ul className={styles.list}>
                {infos.data.progress.axis.map((a) => (
                  <li key={a.id}>
                    <span>{axisDisplayName(a.name)}</span>
                    <span>
                      {a.totalProgramedClients} de {a.totalClients} clientes
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className={styles.row}>
            <Button variant="secondary" onClick={() => setMapOpen(true)}>
              Dados dos Eixos
            </Button>
            <Button variant="secondary" onClick={() => setImportOpen(true)} aria-describedby="atualizar-info">
              Atualizar
            </Button>
            <Button variant="secondary" onClick={() => setHourlyOpen(true)} aria-describedby="horarias-info">
              Medições horárias
            </Button>
          </div>
          <p id="atualizar-info" className={styles.muted}>
            Envie a planilha .xlsx do consumo diário medido (QDR) por contrato e dia.
          </p>
          <p id="horarias-info" className={styles.muted}>
            Envie o .xlsx ou .csv das medições horárias por contrato, dia e hora: a projeção do dia passa a usá-las.
          </p>
        </section>
      </div>

      <section className={styles.card} aria-labelledby="filtro-title">
        <h2 id="filtro-title">Período</h2>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="range-from">De</label>
            <input
              id="range-from"
              type="date"
              value={typedRange.from}
              max={addMonths(today, DASHBOARD_RANGE.aheadMonths)}
              onChange={(e) => setTypedRange((r) => ({ ...r, from: e.target.value }))}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="range-to">Até</label>
            <input
              id="range-to"
              type="date"
              value={typedRange.to}
              max={addMonths(today, DASHBOARD_RANGE.aheadMonths)}
              onChange={(e) => setTypedRange((r) => ({ ...r, to: e.target.value }))}
            />
          </div>
          <Button variant="secondary" onClick={applyRange}>
            Aplicar
          </Button>
          <div className={styles.field}>
            <label htmlFor="graph-option">Dias do gráfico</label>
            <select id="graph-option" value={graphOption} onChange={(e) => setGraphOption(e.target.value)}>
              <option value="last15Days">Últimos 15 dias</option>
              {WEEKDAY_OPTIONS.map((w) => (
                <option key={w} value={w}>
                  {WEEKDAY_LABELS[w]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className={styles.error} role="alert">
          {rangeError ?? ''}
        </p>
      </section>

      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="grafico-title">
          <h2 id="grafico-title">Programado x Consumido</h2>
          {/* Charts load when scrolled to: the screen's first paint carries no chart library. */}
          <WhenVisible>
            <Suspense fallback={<p role="status">Carregando gráfico…</p>}>{graph.data && <Charts.Bars points={graph.data} />}</Suspense>
          </WhenVisible>
          {graph.data && (
            <table className={`${styles.table} visually-hidden`}>
              <caption>Programado x Consumido</caption>
              <thead>
                <tr>
                  <th scope="col">Data</th>
                  <th scope="col">Programado</th>
                  <th scope="col">Consumido</th>
                  <th scope="col">Precisão</th>
                </tr>
              </thead>
              <tbody>
                {graph.data.map((p) => (
                  <tr key={p.date}>
                    <td>{formatDate(p.date)}</td>
                    <td>{formatVolume(p.finalVolume)}</td>
                    <td>{formatVolume(p.qdr)}</td>
                    <td>{p.precision}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section className={styles.card} aria-labelledby="proporcao-title">
          <h2 id="proporcao-title">Proporção dos Eixos</h2>
          <WhenVisible>
            <Suspense fallback={<p role="status">Carregando gráfico…</p>}>
              {proportion.data && <Charts.Donut axes={proportion.data} />}
            </Suspense>
          </WhenVisible>
          <ul className={styles.list} data-testid="axis-proportion">
            {proportion.data?.map((a) => (
              <li key={a.id}>
                <span>
                  <span aria-hidden="true" style={{ color: axisColor(a.name) }}>
                    ●
                  </span>{' '}
                  {axisDisplayName(a.name)}
                </span>
                <span data-testid="axis-percent">{a.percent}%</span>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.card} aria-labelledby="top-title">
          <h2 id="top-title">Top Clientes</h2>
          <ol data-testid="top-clients">
            {top.data?.map((t) => (
              <li key={t.contractId}>
                {t.name} — {axisDisplayName(t.axisName)} — {t.precision}%
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section className={styles.card} aria-labelledby="diario-title">
        <h2 id="diario-title">Dados diários</h2>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="daily-month">Mês</label>
            <select id="daily-month" value={month} onChange={(e) => setMonth(e.target.value)}>
              <option value="all">Trimestre vigente</option>
              {daily.data?.months.map((m) => (
                <option key={m} value={m}>
                  {monthNameOf(m)}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="daily-weekday">Dia da semana</label>
            <select id="daily-weekday" value={weekday} onChange={(e) => setWeekday(e.target.value)}>
              <option value="">Todos</option>
              {WEEKDAY_OPTIONS.map((w) => (
                <option key={w} value={w}>
                  {WEEKDAY_LABELS[w]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {daily.data && daily.data.rows.length === 0 ? (
          <p>{CONSUMPTION_MESSAGES.noData}</p>
        ) : (
          <table className={styles.table} data-testid="daily-table">
            <thead>
              <tr>
                <th scope="col">Dia</th>
                <th scope="col">Data</th>
                <th scope="col">Solicitado</th>
                <th scope="col">Volume projetado</th>
                <th scope="col">Final programado</th>
                <th scope="col">Situação</th>
              </tr>
            </thead>
            <tbody>
              {daily.data?.rows.map((r) => (
                <tr key={r.date}>
                  <td>{weekdayName(r.weekday)}</td>
                  <td>{formatDate(r.date)}</td>
                  <td>{formatVolume(r.requestedVolume)}</td>
                  <td>{formatVolume(r.projectedVolume)}</td>
                  <td>{formatVolume(r.availableVolume)}</td>
                  <td>
                    <span className={`${styles.tag} ${styles[`tag${r.status}`]}`}>{DAILY_STATUS_LABELS[r.status]}</span>
                  </td>
                </tr>
              ))}
            </tbody>
            {daily.data && (
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    {month === 'all' ? 'Total do trimestre vigente' : `Total de ${monthNameOf(month)}`}
                  </th>
                  <td>{formatVolume(daily.data.total.requestedVolume)}</td>
                  <td>{formatVolume(daily.data.total.projectedVolume)}</td>
                  <td>{formatVolume(daily.data.total.availableVolume)}</td>
                  <td />
                </tr>
              </tfoot>
            )}
          </table>
        )}
      </section>

      <Modal open={mapOpen} title="Dados dos Eixos" onClose={() => setMapOpen(false)} size="medium">
        {infos.data?.axes.map((a) => (
          <section key={a.id}>
            <h3 style={{ color: axisColor(a.name) }}>{axisDisplayName(a.name)}</h3>
            <ul>
              {a.cities.map((c) => (
                <li key={c.title}>
                  {c.title}: {c.contracts.map((k) => k.consumerName).join(', ') || '—'}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Modal>
      <DailyImportModal
        open={importOpen}
        onClose={() => setImportOpen(false)}
        onImported={() =>
          Promise.all([pending.mutate(), infos.mutate(), proportion.mutate(), graph.mutate(), top.mutate(), daily.mutate()])
        }
      />
      <HourlyImportModal open={hourlyOpen} onClose={() => setHourlyOpen(false)} />
      <QuarterlyModal open={quarterlyOpen} onClose={() => navigate('/area-cliente/visao-geral-dashboard', { replace: true })} />
    </section>
  );
}
