/**
 * The dashboard's charts (the shared bar and donut charts, `~/components/ui/chart`), loaded on
 * demand by DashboardScreen. Hidden from assistive technology: tables beside them hold the figures.
 */
import BarChart from '~/components/ui/chart/BarChart';
import DonutChart from '~/components/ui/chart/DonutChart';
import type { AxisProportion, GraphPoint } from '@domain/consumption/types';
import { formatNumber, formatVolume } from '~/lib/format';
import { axisDonutSlices } from '../model/axis-donut';

const num = (v: string) => Number(v);

export function ProgrammedBars({ points }: { points: GraphPoint[] }) {
  return (
    <BarChart
      id="programado-consumido"
      testId="programmed-bars"
      categories={points.map((p) => `${p.date.slice(8, 10)}/${p.date.slice(5, 7)}`)}
      series={[
        { name: 'Programado', data: points.map((p) => num(p.finalVolume)) },
        { name: 'Consumido', data: points.map((p) => num(p.qdr)) },
      ]}
      colors={['#00507a', '#c2410c']}
      formatAxisValue={(v) => formatNumber(Math.round(v))}
      formatTooltipValue={(v) => `${formatNumber(v)} m³`}
    />
  );
}

export function AxisDonut({ axes }: { axes: AxisProportion[] }) {
  const slices = axisDonutSlices(axes);
  return (
    <DonutChart
      id="proporcao-eixos"
      testId="axis-donut"
      labels={slices.map((s) => s.label)}
      colors={slices.map((s) => s.color)}
      values={axes.map((a) => num(a.finalVolume))}
      sliceLabel={(index) => `${slices[index]?.percent ?? 0}%`}
      tooltipValue={(index) => formatVolume(axes[index]?.finalVolume)}
    />
  );
}
