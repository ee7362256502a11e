/**
 * What the 'Proporção dos Eixos' donut shows of each axis (spec 03 §2.4, §2.6): its name without
 * the prefix 'eixo ' — as every other axis name on screen —, its colour, and its floored percent.
 */
import { axisDisplayName } from '@domain/consumption/rules';
import type { AxisProportion } from '@domain/consumption/types';
import { axisColor } from './axis-colors';

export interface DonutSlice {
  label: string;
  color: string;
  percent: number;
}

export const axisDonutSlices = (axes: readonly AxisProportion[]): DonutSlice[] =>
  axes.map((a) => ({ label: axisDisplayName(a.name), color: axisColor(a.name), percent: a.percent }));
