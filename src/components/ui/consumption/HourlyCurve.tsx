/**
 * The gas day's hourly curve (issue 26 §5; PORTAL-API.md §29 `GET /consumption-schedule/hourly`),
 * shown where the portal shows today's projection — the industrial client's programming screen and
 * the gas programmer's 'Projeção do dia' — only when the day has hourly measurements: the figures
 * of the projection (measured so far, recent hourly rate, projected day), a bar chart of the
 * measured hours (loaded when scrolled to, hidden from assistive technology) and the same hours
 * in a table.
 */
import { lazy, Suspense } from 'react';
import { hourLabel } from '@domain/consumption/hourly';
import type { HourlyDayAnswer } from '@domain/consumption/types';
import { WhenVisible } from '~/components/ui/when-visible/WhenVisible';
import { formatDate, formatNumber, formatVolume } from '~/lib/format';
import styles from './Consumption.module.css';

const BarChart = lazy(() => import('~/components/ui/chart/BarChart'));

export function HourlyCurve({
  day,
  id,
  heading,
  company,
}: {
  day: HourlyDayAnswer;
  id: string;
  heading: 2 | 3 | 4;
  /** The company's name, in the heading when several curves share a screen (each region named apart). */
  company?: string;
}) {
  if (day.hoursMeasured === 0) return null;
  const measured = day.points.filter((p) => p.volume !== null);
  const titleId = `${id}-title`;
  const Heading = `h${heading}` as const;
  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="hourly-curve">
      <Heading id={titleId}>
        Medições horárias do dia de gás ({formatDate(day.gasDayStart)}, desde {hourLabel(day.baseHour / 60)})
        {company ? ` — ${company}` : ''}
      </Heading>
      <p data-testid="hourly-projection">
        Medido até agora: <strong>{formatVolume(day.measured)}</strong> em {day.hoursMeasured} {day.hoursMeasured === 1 ? 'hora' : 'horas'}{' '}
        · Ritmo recente: {formatVolume(day.recentRate)}/h · Projeção do dia pelas medições horárias:{' '}
        <strong>{formatVolume(day.projected)}</strong>
      </p>
      <WhenVisible>
        <Suspense fallback={<p role="status">Carregando gráfico…</p>}>
          <BarChart
            id={`${id}-chart`}
            testId="hourly-bars"
            categories={day.points.map((p) => hourLabel(p.hour))}
            series={[{ name: 'Volume medido', data: day.points.map((p) => (p.volume === null ? 0 : Number(p.volume))) }]}
            colors={['#00507a']}
            formatAxisValue={(v) => formatNumber(Math.round(v))}
            formatTooltipValue={(v) => `${v.toLocaleString('pt-BR')} m³`}
          />
        </Suspense>
      </WhenVisible>
      <table className={styles.table} data-testid="hourly-table">
        <caption>Volume medido por hora (horário de Brasília)</caption>
        <thead>
          <tr>
            <th scope="col">Data</th>
            <th scope="col">Hora</th>
            <th scope="col">Volume medido</th>
          </tr>
        </thead>
        <tbody>
          {measured.map((p) => (
            <tr key={`${p.date}-${p.hour}`}>
              <td>{formatDate(p.date)}</td>
              <td>{hourLabel(p.hour)}</td>
              <td>{formatVolume(p.volume)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
