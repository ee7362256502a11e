/**
 * Bars by category (one or more series), drawn as SVG by Chartist (MIT, ~9 KB compressed). Load it
 * on demand (`lazy(() => import('~/components/ui/chart/BarChart'))`). Hidden from assistive
 * technology: the screen puts the figures in a table beside it. Each bar carries its value in a
 * `<title>`, the browser's own tooltip.
 *
 * @example
 * <BarChart id="historico" testId="history-bars" categories={['jan.', 'fev.']}
 *   series={[{ name: 'Valor', data: [187.65, 201.1] }]} colors={['#00507a']} />
 */
import { useEffect, useRef } from 'react';
import { BarChart as Chartist, type BarChartData, type BarChartOptions } from 'chartist';
import { chartTheme } from './theme';

export interface BarSeries {
  name: string;
  data: number[];
}

export interface BarChartProps {
  /** The chart's id (the wrapper's). */
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
  /** Colour of both axes' labels. */
  labelColor?: string;
  gridColor?: string;
  /** The bars' width together, as a share of a category's width (default '70%'). */
  barWidth?: string;
}

export default function BarChart(props: BarChartProps) {
  const { id, testId, categories, series, colors, height = 280, labelColor, gridColor } = props;
  const place = useRef<HTMLDivElement>(null);
  // The latest props for the drawing callbacks, without drawing again on every render.
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const element = place.current;
    if (!element) return;
    const data: BarChartData = { labels: categories, series: series.map((s) => s.data) };
    const options: BarChartOptions = {
      height: `${height}px`,
      seriesBarDistance: 0,
      chartPadding: { top: 12, right: 8, bottom: 0, left: 8 },
      axisX: {
        showGrid: false,
        // At most five labels under the bars, evenly spaced, so they never overlap on a narrow card.
        labelInterpolationFnc: (value: string | number, index: number) =>
          index % Math.max(1, Math.ceil(categories.length / 5)) === 0 ? String(value) : '',
      },
      axisY: {
        offset: 72,
        onlyInteger: false,
        labelInterpolationFnc: (value: string | number) => {
          const format = latest.current.formatAxisValue;
          return format ? format(Number(value)) : String(value);
        },
      },
    };
    const chart = new Chartist(element, data, options);
    chart.on('draw', (event) => {
      if (event.type !== 'bar') return;
      const p = latest.current;
      const seriesIndex = event.seriesIndex;
      const value = Number(p.series[seriesIndex]?.data[event.index] ?? 0);
      // Each category's bars side by side, `barWidth` of its width together.
      const step = (event.axisX as unknown as { stepLength?: number }).stepLength ?? 0;
      const share = Number.parseFloat(p.barWidth ?? '70%') / 100;
      const width = Math.max(2, (step * share) / Math.max(1, p.series.length));
      const offset = (seriesIndex - (p.series.length - 1) / 2) * width;
      event.element.attr({
        x1: event.x1 + offset,
        x2: event.x2 + offset,
        style: `stroke: ${p.colors[seriesIndex] ?? 'currentColor'}; stroke-width: ${width}px`,
      });
      const title = p.tooltipTitle ? p.tooltipTitle(event.index) : (p.categories[event.index] ?? '');
      const shown = p.formatTooltipValue ? p.formatTooltipValue(value) : String(value);
      event.element.elem('title', {}, '').text(`${title} — ${p.series[seriesIndex]?.name ?? ''}: ${shown}`);
    });
    return () => {
      chart.detach();
    };
  }, [categories, series, colors, height]);

  return (
    // data-foreign-dom: what is inside is drawn by the chart library, not rendered by React.
    <div aria-hidden="true" id={id} data-testid={testId}>
      <div ref={place} data-foreign-dom="" className="portal-chart" style={chartTheme({ labelColor, gridColor })} />
      {series.length > 1 && (
        <ul className="chart-legend" style={{ display: 'flex', gap: '1rem', listStyle: 'none', padding: 0, margin: '0.5rem 0 0' }}>
          {series.map((s, i) => (
            <li key={s.name}>
              <span style={{ color: colors[i] }}>●</span> {s.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
