/**
 * The bars of the invoice history (the shared bar chart, `~/components/ui/chart`).
 * Loaded on demand by InvoiceHistoryChart; hidden from assistive technology, which reads the
 * table beside it.
 */
import BarChart from '~/components/ui/chart/BarChart';
import { formatCents } from '~/lib/format';
import type { HistoryPoint } from '../model/history';

export default function HistoryBars({ points }: { points: HistoryPoint[] }) {
  const money = (value: number) => formatCents(Math.round(value * 100));
  return (
    <BarChart
      id="historico-faturas"
      testId="history-bars"
      categories={points.map((p) => p.label)}
      series={[{ name: 'Valor', data: points.map((p) => p.cents / 100) }]}
      colors={['#00507a']}
      barWidth="55%"
      labelColor="#4d5b66"
      gridColor="#e3e8ec"
      formatAxisValue={money}
      formatTooltipValue={money}
      tooltipTitle={(index) => points[index]?.longLabel ?? ''}
    />
  );
}
