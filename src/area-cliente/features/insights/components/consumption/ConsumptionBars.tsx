/**
 * The bars of "Meu consumo" (the shared bar chart, `~/components/ui/chart`): the average per day
 * of each month, the same month a year before and the similar customers' median. Loaded on
 * demand; hidden from assistive technology, which reads the table below it.
 */
import BarChart from '~/components/ui/chart/BarChart';
import type { ConsumptionRowView } from '@domain/insights/consumption/views';
import { formatVolume } from '~/lib/format';
import { chartValue, hasComparison, longMonth, shortMonth } from '../../model/consumption/table';

export default function ConsumptionBars({ rows }: { rows: ConsumptionRowView[] }) {
  const perDay = (value: number) => `${formatVolume(String(Math.round(value * 1000) / 1000))}/dia`;
  const series = [
    { name: 'Média por dia', data: rows.map((r) => chartValue(r.litresPerDay)) },
    { name: 'Mesmo mês do ano anterior', data: rows.map((r) => chartValue(r.lastYearLitresPerDay)) },
    ...(hasComparison(rows)
      ? [{ name: 'Mediana de clientes semelhantes', data: rows.map((r) => chartValue(r.group.medianLitresPerDay)) }]
      : []),
  ];
  return (
    <BarChart
      id="meu-consumo-grafico"
      testId="consumption-bars"
      categories={rows.map((r) => shortMonth(r.month))}
      series={series}
      colors={['#00507a', '#8fb3c7', '#e07b00']}
      barWidth="75%"
      labelColor="#4d5b66"
      gridColor="#e3e8ec"
      formatAxisValue={perDay}
      formatTooltipValue={perDay}
      tooltipTitle={(index) => longMonth(rows[index]?.month ?? '')}
    />
  );
}
