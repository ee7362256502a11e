/**
 * Changing the bills' due day (issue 24 §5, docs/collections-due-date.md): the customer picks one
 * of the due days of spec 04 §5 (3, 8, 13, 18, 23, 28); at most one change every N months
 * (`DUE_DATE_CHANGE_MONTHS`, 12); refused while a bill is overdue; the new day applies from the
 * next bill (the reference month after the latest bill issued). Pure: the caller passes `now`.
 */
import { DUE_DAYS } from '../../connection/constants';
import { brDate } from '../../invoices/reference';
import { saoPauloDate } from '../../time/sao-paulo';

export { DUE_DAYS };

export const DUE_DATE_MESSAGES = {
  invalidDay: 'Escolha um dos dias de vencimento: 3, 8, 13, 18, 23 ou 28.',
  sameDay: 'Este já é o dia de vencimento das suas faturas.',
  overdue: 'Não é possível alterar o vencimento enquanto houver faturas vencidas. Pague as faturas em atraso e tente novamente.',
  tooSoon: (next: string, months: number) =>
    `O dia de vencimento pode ser alterado uma vez a cada ${months} meses. A próxima alteração será possível a partir de ${next}.`,
  changed: (protocol: string) => `Dia de vencimento alterado. Protocolo ${protocol}.`,
  failed: 'Não foi possível alterar o dia de vencimento. Tente novamente.',
} as const;

export const isDueDay = (value: unknown): value is (typeof DUE_DAYS)[number] =>
  typeof value === 'number' && (DUE_DAYS as readonly number[]).includes(value);

/** `date` (AAAA-MM-DD) plus `months` calendar months; the 29th–31st of a shorter month become its last day. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The São Paulo date from which a new change is allowed after one made at `lastChangeAt`. */
export const nextChangeFrom = (lastChangeAt: Date, months: number): string => addMonths(saoPauloDate(lastChangeAt), months);

export interface DueDateSituation {
  /** The contract's due day now (the last change's, else the latest bill's), or null when unknown. */
  currentDay: number | null;
  /** When the last change was asked for, or null. */
  lastChangeAt: Date | null;
  /** Bills past their due date, unpaid and not negotiated. */
  overdueCount: number;
  /** The setting: months between changes. */
  months: number;
}

/** Why a change cannot be asked for now (any day), or null when it can. */
export function changeBlocked(situation: DueDateSituation, now: Date): string | null {
  if (situation.overdueCount > 0) return DUE_DATE_MESSAGES.overdue;
  if (situation.lastChangeAt) {
    const next = nextChangeFrom(situation.lastChangeAt, situation.months);
    if (saoPauloDate(now) < next) return DUE_DATE_MESSAGES.tooSoon(brDate(next), situation.months);
  }
  return null;
}

/** Why changing to `day` is refused now, or null when it is accepted. */
export function changeRefusal(day: unknown, situation: DueDateSituation, now: Date): string | null {
  if (!isDueDay(day)) return DUE_DATE_MESSAGES.invalidDay;
  if (day === situation.currentDay) return DUE_DATE_MESSAGES.sameDay;
  return changeBlocked(situation, now);
}

/**
 * The reference month (AAAA-MM) of the first bill with the new day: the month after the latest
 * bill's reference, or — without bills — the current month in São Paulo.
 */
export function effectiveFrom(latestReference: string | null, now: Date): string {
  if (!latestReference) return saoPauloDate(now).slice(0, 7);
  return addMonths(`${latestReference}-01`, 1).slice(0, 7);
}

/** The due day a due date shows, when it is one of the due days. */
export function dueDayOf(dueDate: string): number | null {
  const day = Number(dueDate.slice(8, 10));
  return isDueDay(day) ? day : null;
}

/** A stored change as the bills' issue reads it. */
export interface StoredDueDayChange {
  dueDay: number;
  /** Reference month (AAAA-MM) of the first bill with the new day. */
  effectiveFrom: string;
  /** When it was asked for (ISO); the latest one in force wins. */
  requestedAt: string;
}

/** The change in force for the bill of `referenceMonth`: the latest asked for whose `effectiveFrom` is not after it. */
export function changeInForce(changes: readonly StoredDueDayChange[], referenceMonth: string): StoredDueDayChange | null {
  let found: StoredDueDayChange | null = null;
  for (const change of changes)
    if (change.effectiveFrom <= referenceMonth && (!found || new Date(change.requestedAt) > new Date(found.requestedAt))) found = change;
  return found;
}

/**
 * The due date of a bill issued with the contract's new due day ("effective from the next bill"):
 * the day `day` of the month in which the billing system set the bill due (`dueDate`); when that
 * is before the bill's issue date, the same day of the next month. The date stays the nominal
 * day, as every bill's due date does: one that falls on a weekend or holiday is payable without
 * charges on the next business day (`effectiveDueDate`, domain/collections/pix/amounts.ts).
 */
export function dueDateOnDay(dueDate: string, issueDate: string, day: number): string {
  const candidate = `${dueDate.slice(0, 7)}-${String(day).padStart(2, '0')}`;
  return candidate < issueDate ? addMonths(candidate, 1) : candidate;
}
