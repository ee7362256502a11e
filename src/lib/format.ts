/**
 * pt-BR display formatting, one module for the whole site (docs/architecture.md, "Client-area
 * kernel"): dates and times as a reader in the distributor's area (America/Sao_Paulo) sees them,
 * month and weekday names from Intl, money (integer cents) and volumes (m³). Pure: no React, no
 * DOM, so Astro pages, islands and the client area share it.
 *
 * @example
 * formatDate('2026-03-02') // '02/03/2026'
 * formatDateTimeAt('2026-11-26T13:05:00Z') // '26/11/2026 às 10:05'
 * formatVolume('1234.5') // '1.234,5 m³'
 */

/** The distributor's time zone: every date the portal shows is this one's. */
export const TIME_ZONE = 'America/Sao_Paulo';

/** Money is integer cents, shown through Intl: 'R$ 1.234,56' (fallback 'R$ 0,00'). */
export { formatCents } from '@domain/invoices/money';

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: TIME_ZONE });
const timestamp = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: TIME_ZONE,
});
const longDate = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });
const weekdayDate = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: '2-digit',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE });
const year = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric' });
const integer = new Intl.NumberFormat('pt-BR');
const monthFormat = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' });
const weekdayFormat = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });

/** 'dd/MM/yyyy' of a value starting with YYYY-MM-DD; '—' for none; anything else as it came. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  return value;
}

/** '26/11/2026, 10:05' — an instant in São Paulo, to the minute. */
export const formatDateTime = (iso: string | Date): string => dateTime.format(new Date(iso));

/** '26/11/2026 às 10:05' — the same, as a sentence says it. */
export const formatDateTimeAt = (iso: string | Date): string => formatDateTime(iso).replace(', ', ' às ');

/** '26/11/2026, 10:05:33' — an instant in São Paulo, to the second (protocol lists). */
export const formatTimestamp = (iso: string | Date): string => timestamp.format(new Date(iso));

/** '5 de março de 2025' — the calendar day of an instant in São Paulo. */
export const formatLongDate = (iso: string | Date): string => longDate.format(new Date(iso));

/** 'quinta-feira, 26 de novembro de 2026' — a day's heading. */
export const formatWeekdayDate = (date: string | Date): string => weekdayDate.format(new Date(date));

/** The calendar day (YYYY-MM-DD) in São Paulo of an instant, by default now. */
export const isoDayInSaoPaulo = (at: string | Date = new Date()): string => isoDay.format(new Date(at));

/** The year in São Paulo of an instant. */
export const yearInSaoPaulo = (at: Date): number => Number(year.format(at));

/** The month's name in lower case, 1 = 'janeiro' … 12 = 'dezembro'. */
export const monthName = (month: number): string => monthFormat.format(new Date(Date.UTC(2000, month - 1, 1)));

/** The month of a 'YYYY-MM…' value as a name ('março'). */
export const monthNameOf = (yearMonth: string): string => monthName(Number(yearMonth.slice(5, 7)));

/** 'março de 2026' of a 'YYYY-MM…' value. */
export const monthYearLabel = (yearMonth: string): string => `${monthNameOf(yearMonth)} de ${yearMonth.slice(0, 4)}`;

/** The weekday's name with a capital, 0 = 'Domingo' … 6 = 'Sábado' (JavaScript's numbering). */
export function weekdayName(weekday: number): string {
  // 2000-01-02 was a Sunday.
  const name = weekdayFormat.format(new Date(Date.UTC(2000, 0, 2 + weekday)));
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** A whole number with pt-BR grouping ('12.345'). */
export const formatNumber = (value: number | bigint): string => integer.format(value);

/** A volume text of the API ('1234.5') in pt-BR with m³ ('1.234,5 m³'); '—' for none. Exact: no float. */
export function formatVolume(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const [whole, fraction] = value.split('.');
  return `${integer.format(BigInt(whole!))}${fraction ? `,${fraction}` : ''} m³`;
}

/** Cuts at `max` characters with an ellipsis (spec 01 §9: address at 60). */
export function truncate(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max).trimEnd()}…` : value;
}

export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}
