/** "Meu consumo" (issue 25 §2): the series' figures as the chart and the table show them. */
import { m3Decimal } from '@domain/insights/consumption/rules';
import type { ConsumptionRowView } from '@domain/insights/consumption/views';
import { formatVolume, monthNameOf, monthYearLabel } from '~/lib/format';

/** Litres as '12,5 m³' ('—' for none). */
export const volumeLabel = (litres: number | null): string => (litres === null ? '—' : formatVolume(m3Decimal(litres)));

/** Litres per day as '0,4 m³/dia' ('—' for none). */
export const perDayLabel = (litres: number | null): string => (litres === null ? '—' : `${formatVolume(m3Decimal(litres))}/dia`);

/** 'mai./26': a bar's category. */
export const shortMonth = (month: string): string => `${monthNameOf(month).slice(0, 3)}./${month.slice(2, 4)}`;

/** 'maio de 2026': a row's header and a bar's tooltip. */
export const longMonth = (month: string): string => monthYearLabel(month);

/** m³ per day as a number for the chart's bars (0 for a month without a bill). */
export const chartValue = (litres: number | null): number => (litres ?? 0) / 1000;

/** Whether any month of the rows has the comparison's figures. */
export const hasComparison = (rows: readonly ConsumptionRowView[]): boolean => rows.some((r) => r.group.medianLitresPerDay !== null);
