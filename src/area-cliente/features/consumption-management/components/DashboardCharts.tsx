/**
 * The dashboard's charts (react-apexcharts core with the bar and donut types only), loaded on
 * demand by DashboardScreen. Hidden from assistive technology: tables beside them hold the figures.
 */
import ReactApexChart from 'react-apexcharts/core';
import 'apexcharts/bar';
import 'apexcharts/donut';
import type { ApexOptions } from 'apexcharts';
import type { AxisProportion, GraphPoint } from '@domain/consumption/types';
import { m3 } from '~/lib/consumption-export';
import { axisDonutSlices } from '../model/axis-donut';

const num = (v: string) => Number(v);
const base = { toolbar: { show: false }, zoom: { enabled: false }, animations: { enabled: false }, fontFamily: 'inherit' };

export function ProgrammedBars({ points }: { points: GraphPoint[] }) {
  const options: ApexOptions = {
    chart: { id: 'programado-consumido', ...base },
    colors: ['#00507a', '#c2410c'],
    dataLabels: { enabled: false },
    xaxis: { categories: points.map((p) => `${p.date.slice(8, 10)}/${p.date.slice(5, 7)}`) },
    yaxis: { labels: { formatter: (v: number) => new Intl.NumberFormat('pt-BR').format(Math.round(v)) } },
    tooltip: { y: { formatter: (v: number) => `${new Intl.NumberFormat('pt-BR').format(v)} m³` } },
  };
  return (
    <div aria-hidden="true" data-foreign-dom="" data-testid="programmed-bars">
      <ReactApexChart
        type="bar"
        height={280}
        options={options}
        series={[
          { name: 'Programado', data: points.map((p) => num(p.finalVolume)) },
          { name: 'Consumido', data: points.map((p) => num(p.qdr)) },
        ]}
      />
    </div>
  );
}

export function AxisDonut({ axes }: { axes: AxisProportion[] }) {
  const slices = axisDonutSlices(axes);
  const options: ApexOptions = {
    chart: { id: 'proporcao-eixos', ...base },
    labels: slices.map((s) => s.label),
    colors: slices.map((s) => s.color),
    dataLabels: { formatter: (_v: number, o?: { seriesIndex?: number }) => `${slices[o?.seriesIndex ?? 0]?.percent ?? 0}%` },
    tooltip: { y: { formatter: (_v: number, o?: { seriesIndex?: number }) => m3(axes[o?.seriesIndex ?? 0]?.finalVolume) } },
    legend: { position: 'bottom' },
  };
  return (
    <div aria-hidden="true" data-foreign-dom="" data-testid="axis-donut">
      <ReactApexChart type="donut" height={280} options={options} series={axes.map((a) => num(a.finalVolume))} />
    </div>
  );
}
