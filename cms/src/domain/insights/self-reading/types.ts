/** What the self-reading calls answer (docs/insights-self-reading.md; PORTAL-API.md). */
import type { ReadingKind, ReadingStatus } from './rules';

export interface ReadingView {
  protocol: string;
  kind: ReadingKind;
  /** The meter's reading as informed, in m³ ("12345.6"). */
  reading: string;
  /** The day it was informed (São Paulo). */
  readOn: string;
  /** The cycle's reading date it belongs to. */
  cycleReadingDate: string;
  /** m³ since the last reading ("" when there was none). */
  consumedM3: string;
  rollover: boolean;
  status: ReadingStatus;
  statusLabel: string;
  refusalReason: string | null;
  /** The bill contested (kind CONTEST), else null. */
  numDoc: string | null;
}

/** The next bill projected (docs/insights-self-reading.md, "Projection of the next bill"). */
export interface ProjectionView {
  periodStart: string;
  periodEnd: string;
  days: number;
  elapsedDays: number;
  /** m³ up to the reading used ("0" from history). */
  consumedM3: string;
  projectedM3: string;
  basis: 'INFORMED' | 'HISTORY';
  /** The projected volume corrected by the last bill's correction factor (what the tariff prices). */
  correctedM3: string;
  /**
   * The bill of the projected volume from the tariff in force, explained like a bill ("Entenda sua
   * conta": the same titles and sentences); null without a tariff for the period.
   */
  bill: { lines: { kind: string; title: string; sentence: string; amountCents: number }[]; totalCents: number } | null;
}

export interface SelfReadingState {
  window: { readingDate: string; opensOn: string; closesOn: string; open: boolean };
  lastReading: { reading: string; date: string } | null;
  /** This cycle's reading already informed (received or accepted), if any. */
  current: ReadingView | null;
  readings: ReadingView[];
  /** Bills issued from an estimated reading that may be contested (no contest waiting or accepted). */
  contestable: { numDoc: string; readOn: string; reading: string; consumedM3: string }[];
  /** The next bill projected, or null without a bill or history to project from. */
  projection: ProjectionView | null;
}

export interface SelfReadingStateAnswer {
  data: SelfReadingState;
}

export interface ReadingSentAnswer {
  data: ReadingView;
  message: string;
}
