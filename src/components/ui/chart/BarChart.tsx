/**
 * Bars by category (one or more series), drawn by the chart library (react-apexcharts core with
 * the bar type only). Load it on demand (`lazy(() => import('~/components/ui/chart/BarChart'))`).
 * Hidden from assistive technology: the screen puts the figures in a table beside it.
 */
import ReactApexChart from 'react-apexcharts/core';
import 'apexcharts/bar';
import type { ApexOptions } from 'apexcharts';

export interface BarSeries {
  name: string;
  data: number[];
}

export interface BarChartProps {
  /** The chart's id (also the library's). */
  id: string;
  /** `data-testid` of the wrapper. */
  testId: string;
  categories: string[];
  series: BarSeries[];
  colors: string[];
  height?: number;
  /** The value axis' labels. */
  formatAxisValue?: (value: number) => string;
  /** A value in the tooltip. */
  formatTooltipValue?: (value: number) => string;
  /** The tooltip's title for the bar at `index` (default: its category). */
  tooltipTitle?: (index: number) => string;
  /** Colour of both axes' labels (default: the library's). */
  labelColor?: string;
  gridColor?: string;
  /** Rounded bar tops (px) and bar width (e.g. '55%'). */
  barRadius?: number;
  barWidth?: string;
}

export default function BarChart(props: BarChartProps) {
  const { id, testId, categories, series, colors, height = 280, labelColor } = props;
  const options: ApexOptions = {
    chart: { id, toolbar: { show: false }, zoom: { enabled: false }, animations: { enabled: false }, fontFamily: 'inherit' },
    colors,
    dataLabels: { enabled: false },
    xaxis: { categories, ...(labelColor ? { labels: { style: { colors: labelColor } } } : {}) },
    yaxis: {
      labels: {
        ...(props.formatAxisValue ? { formatter: props.formatAxisValue } : {}),
        ...(labelColor ? { style: { colors: [labelColor] } } : {}),
      },
    },
    tooltip: {
      ...(props.tooltipTitle
        ? { x: { formatter: (_value: number, opts?: { dataPointIndex?: number }) => props.tooltipTitle!(opts?.dataPointIndex ?? 0) } }
        : {}),
      ...(props.formatTooltipValue ? { y: { formatter: props.formatTooltipValue } } : {}),
    },
    ...(props.barRadius !== undefined || props.barWidth
      ? {
          plotOptions: {
            bar: {
              ...(props.barRadius !== undefined ? { borderRadius: props.barRadius } : {}),
              ...(props.barWidth ? { columnWidth: props.barWidth } : {}),
            },
          },
        }
      : {}),
    ...(props.gridColor ? { grid: { borderColor: props.gridColor } } : {}),
  };
  return (
    // data-foreign-dom: what is inside is drawn by the chart library, not rendered by React.
    <div aria-hidden="true" data-foreign-dom="" data-testid={testId}>
      <ReactApexChart type="bar" height={height} options={options} series={series} />
    </div>
  );
}
