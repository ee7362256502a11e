/** The answers of "Meu consumo" (issue 25 §2), declared once for the server and the client area. */
import type { GroupMonth, SeriesMonths, SeriesRow } from './rules';

export interface ConsumptionRowView extends SeriesRow {
  /** Customers of the same class and city with a bill of this month, and their figures (null below the minimum). */
  group: GroupMonth;
}

/** GET /api/insights/consumption */
export interface ConsumptionView {
  months: SeriesMonths;
  rows: ConsumptionRowView[];
  /** The comparison group (class and city of the contract), or null when the contract has no city. */
  group: { segment: string; city: string; minCustomers: number } | null;
  /** The usual consumption of the last bill's month and the alert threshold over it (null when it cannot be judged). */
  usual: { month: string; litres: number; thresholdLitres: number } | null;
}
