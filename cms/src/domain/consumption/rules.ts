/**
 * Rules of the consumption programming (spec 03 §4, §9) as pure functions of `now` in
 * America/Sao_Paulo: the 11:00 intraday cut-off, decision situations, the final-volume
 * stage machine, the calendar range and the base-hour steps.
 */
import { addDays, isBeforeCutoff, saoPauloDate, saoPauloParts, type IsoDate } from '../time/sao-paulo';
import type { Situation } from '../labels';

export const INTRADAY_CUTOFF = '11:00';
/** What the screen shows once the intraday cut-off has passed (spec 03 §2). */
export const INTRADAY_CLOSED_TEXT = 'O ajuste será liberado a partir de 00h';

/** The intraday adjustment is open only for an ACTIVE contract, until 11:00 of the day. */
export function intradayAdjustmentOpen(now: Date, situation: Situation): boolean {
  return situation === 'ACTIVE' && isBeforeCutoff(now, INTRADAY_CUTOFF);
}

/** Only situation 0 can be decided. */
export const canDecide = (situation: number) => situation === 0;

/** Approval answers 1, or 5 when the approved volume differs from the requested one. */
export function approvalSituation(requested: bigint, approved: bigint): 1 | 5 {
  return approved === requested ? 1 : 5;
}

/** Final volume per day: final-programming → defined-axel (while editing) → confirmed (locked). */
export type FinalVolumeStage = 'final-programming' | 'defined-axel' | 'confirmed';
const NEXT: Record<FinalVolumeStage, FinalVolumeStage | null> = {
  'final-programming': 'defined-axel',
  'defined-axel': 'confirmed',
  confirmed: null,
};
export const nextStage = (stage: FinalVolumeStage) => NEXT[stage];
export const finalVolumeLocked = (stage: FinalVolumeStage) => stage === 'confirmed';
/**
 * A company's final programmed volume of the day ('Final programado') can be changed only while
 * its axis's final volume is being edited — 'Definir' pressed, not yet confirmed or cancelled
 * (spec 03 §2.5, §4). The server refuses the change otherwise and the screen disables the input.
 */
export const companyFinalVolumeEditable = (stage: FinalVolumeStage) => stage === 'defined-axel';
/** Spec 03 §2.3: accordions do not expand while a final volume is being edited (the axis's day is in defined-axel). */
export const accordionsLocked = (stage: FinalVolumeStage) => stage === 'defined-axel';

/** The programming calendar: from the 1st of the month 2 months back to the last day 4 months ahead. */
export function programmingCalendarRange(now: Date): { from: IsoDate; to: IsoDate } {
  const { year, month } = saoPauloParts(now);
  const first = (y: number, m: number) => {
    const d = new Date(Date.UTC(y, m - 1, 1));
    return d.toISOString().slice(0, 10);
  };
  return { from: first(year, month - 2), to: addDays(first(year, month + 5), -1) };
}

/** Base hour in 30-minute steps, shown as `HHhMMmin` (e.g. 06h30min). */
export function baseHourLabel(minutesOfDay: number): string {
  if (!Number.isInteger(minutesOfDay) || minutesOfDay < 0 || minutesOfDay >= 24 * 60 || minutesOfDay % 30 !== 0)
    throw new RangeError('A hora base anda de 30 em 30 minutos');
  const h = String(Math.floor(minutesOfDay / 60)).padStart(2, '0');
  const m = String(minutesOfDay % 60).padStart(2, '0');
  return `${h}h${m}min`;
}

/** Axis names are shown without the 'eixo ' prefix. */
export const axisDisplayName = (name: string) => name.replace(/^eixo\s+/i, '');

/** The calendar year in São Paulo of an instant (a protocol's createdAt is stored in UTC). */
export const saoPauloYear = (instant: Date | string): number => Number(saoPauloDate(new Date(instant)).slice(0, 4));

/**
 * The protocols page's year filter (spec 03 §2.2, §9): 'Todos os anos' plus the current São Paulo
 * year and the 4 years before it, newest first.
 */
export const protocolYearOptions = (now: Date): number[] => {
  const year = saoPauloYear(now);
  return [0, 1, 2, 3, 4].map((back) => year - back);
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant of 12:00 in São Paulo on a calendar date. */
function saoPauloNoon(date: IsoDate): number {
  const guess = Date.parse(`${date}T12:00:00-03:00`);
  // São Paulo has kept -03:00 since 2019; were that to change, one hour either way corrects it.
  const { hour } = saoPauloParts(new Date(guess));
  return guess - (hour - 12) * 60 * 60 * 1000;
}

/**
 * The intraday checklist's ticks (spec 03 §2.3, §9: "entries reset after 24 hours and after
 * 12:00"): ticks saved at `savedAt` are void at `now` once 24 hours have passed or a São Paulo
 * noon lies between them (ticked before 12:00, read at or after 12:00). Instants in ms.
 */
export function checklistExpired(savedAt: number, now: number): boolean {
  if (now - savedAt >= DAY_MS) return true;
  const today = saoPauloParts(new Date(now));
  const latestNoon = saoPauloNoon(today.hour >= 12 ? today.date : addDays(today.date, -1));
  return savedAt < latestNoon && latestNoon <= now;
}
