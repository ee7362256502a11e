/**
 * A cockpit chart (the shared bar chart, `~/components/ui/chart`): loaded on demand, hidden from
 * assistive technology, which reads the table beside it.
 */
import BarChart from '~/components/ui/chart/BarChart';
import { formatVolume } from '~/lib/format';

export interface CockpitBarsProps {
  id: string;
  categories: string[];
  series: { name: string; data: number[] }[];
  colors: string[];
}

const m3 = (value: number) => formatVolume(String(Math.round(value)));

export default function CockpitBars({ id, categories, series, colors }: CockpitBarsProps) {
  return (
    <BarChart
      id={id}
      testId={id}
      categories={categories}
      series={series}
      colors={colors}
      height={220}
      labelColor="#4d5b66"
      gridColor="#e3e8ec"
      formatAxisValue={m3}
      formatTooltipValue={m3}
    />
  );
}
