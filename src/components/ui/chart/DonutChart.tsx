/**
 * Slices of a whole, drawn as an SVG donut by Chartist (MIT). Load it on demand
 * (`lazy(() => import('~/components/ui/chart/DonutChart'))`). Hidden from assistive technology:
 * the screen puts the figures in a table beside it. Each slice carries its label and value in a
 * `<title>`, the browser's own tooltip. No legend: the screens list the slices with their colours
 * beside it.
 *
 * @example
 * <DonutChart id="eixos" testId="axis-donut" labels={['Eixo 1']} colors={['#00507a']} values={[120]}
 *   sliceLabel={() => '100%'} tooltipValue={() => '120 m³'} />
 */
import { useEffect, useRef } from 'react';
import { PieChart } from 'chartist';
import { chartTheme } from './theme';

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

export default function DonutChart(props: DonutChartProps) {
  const { id, testId, values, colors, height = 280 } = props;
  const place = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const element = place.current;
    if (!element) return;
    const chart = new PieChart(
      element,
      { series: values },
      {
        height: `${height}px`,
        donut: true,
        donutWidth: 48,
        showLabel: true,
        labelOffset: 0,
        labelInterpolationFnc: (_value: string | number, index: number) => latest.current.sliceLabel(index),
      },
    );
    chart.on('draw', (event) => {
      if (event.type !== 'slice') return;
      const p = latest.current;
      event.element.attr({ style: `stroke: ${p.colors[event.index] ?? 'currentColor'}; stroke-width: 48px` });
      event.element.elem('title', {}, '').text(`${p.labels[event.index] ?? ''}: ${p.tooltipValue(event.index)}`);
    });
    return () => {
      chart.detach();
    };
  }, [values, colors, height]);

  return (
    // data-foreign-dom: what is inside is drawn by the chart library, not rendered by React.
    <div aria-hidden="true" id={id} data-testid={testId}>
      <div ref={place} data-foreign-dom="" className="portal-chart" style={chartTheme({})} />
    </div>
  );
}
