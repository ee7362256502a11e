/**
 * Slices of a whole, drawn by the chart library (react-apexcharts core with the donut type only).
 * Load it on demand (`lazy(() => import('~/components/ui/chart/DonutChart'))`). Hidden from
 * assistive technology: the screen puts the figures in a table beside it.
 */
import ReactApexChart from 'react-apexcharts/core';
import 'apexcharts/donut';
import type { ApexOptions } from 'apexcharts';

export interface DonutChartProps {
  id: string;
  testId: string;
  labels: string[];
  colors: string[];
  values: number[];
  height?: number;
  /** The text on the slice at `index`. */
  sliceLabel: (index: number) => string;
  /** The value in the tooltip of the slice at `index`. */
  tooltipValue: (index: number) => string;
}

export default function DonutChart({ id, testId, labels, colors, values, height = 280, sliceLabel, tooltipValue }: DonutChartProps) {
  const options: ApexOptions = {
    chart: { id, toolbar: { show: false }, zoom: { enabled: false }, animations: { enabled: false }, fontFamily: 'inherit' },
    labels,
    colors,
    dataLabels: { formatter: (_v: number, o?: { seriesIndex?: number }) => sliceLabel(o?.seriesIndex ?? 0) },
    tooltip: { y: { formatter: (_v: number, o?: { seriesIndex?: number }) => tooltipValue(o?.seriesIndex ?? 0) } },
    legend: { position: 'bottom' },
  };
  return (
    // data-foreign-dom: what is inside is drawn by the chart library, not rendered by React.
    <div aria-hidden="true" data-foreign-dom="" data-testid={testId}>
      <ReactApexChart type="donut" height={height} options={options} series={values} />
    </div>
  );
}
