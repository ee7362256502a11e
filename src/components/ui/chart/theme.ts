/**
 * What the two charts share: Chartist's stylesheet with the portal's colours on top
 * (`chart.css`: labels and grid readable on white), set per chart through CSS variables.
 */
import type { CSSProperties } from 'react';
import 'chartist/dist/index.css';
import './chart.css';

export interface ChartColours {
  /** Colour of the axes' labels (default #4d5b66). */
  labelColor?: string;
  /** Colour of the grid lines (default #d5dbe0). */
  gridColor?: string;
}

/** The wrapper's style: the colours as the CSS variables `chart.css` reads. */
export function chartTheme({ labelColor, gridColor }: ChartColours): CSSProperties {
  return {
    ...(labelColor ? { '--chart-label': labelColor } : {}),
    ...(gridColor ? { '--chart-grid': gridColor } : {}),
  } as CSSProperties;
}
