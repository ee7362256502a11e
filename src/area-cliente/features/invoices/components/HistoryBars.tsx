/**
 * The bars of the invoice history (react-apexcharts, tree-shaken core with the bar type only).
 * Loaded on demand by InvoiceHistoryChart; hidden from assistive technology, which reads the
 * table beside it.
 */
import ReactApexChart from 'react-apexcharts/core';
import 'apexcharts/bar';
import type { ApexOptions } from 'apexcharts';
import { formatCents } from '@domain/invoices/money';
import type { HistoryPoint } from '../model/history';

export default function HistoryBars({ points }: { points: HistoryPoint[] }) {
  const options: ApexOptions = {
    chart: {
      id: 'historico-faturas',
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: false },
      fontFamily: 'inherit',
    },
    colors: ['#00507a'],
    plotOptions: { bar: { borderRadius: 4, columnWidth: '55%' } },
    dataLabels: { enabled: false },
    xaxis: { categories: points.map((p) => p.label), labels: { style: { colors: '#4d5b66' } } },
    yaxis: { labels: { formatter: (value: number) => formatCents(Math.round(value * 100)), style: { colors: ['#4d5b66'] } } },
    tooltip: {
      x: { formatter: (_value: number, opts?: { dataPointIndex?: number }) => points[opts?.dataPointIndex ?? 0]?.longLabel ?? '' },
      y: { formatter: (value: number) => formatCents(Math.round(value * 100)) },
    },
    grid: { borderColor: '#e3e8ec' },
  };
  return (
    // data-foreign-dom: what is inside is drawn by apexcharts, not rendered by React.
    <div aria-hidden="true" data-testid="history-bars" data-foreign-dom="">
      <ReactApexChart type="bar" height={280} options={options} series={[{ name: 'Valor', data: points.map((p) => p.cents / 100) }]} />
    </div>
  );
}
