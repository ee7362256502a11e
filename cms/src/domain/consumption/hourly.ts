/**
 * Hourly measurements of the industrial contracts (issue 26 §5; PORTAL-API.md §29,
 * docs/consumption-hourly.md): the hourly variant of the daily-data upload (an .xlsx or .csv
 * whose rows are the volume measured on one contract in one clock hour of one day) and the
 * intraday projection they feed. Pure rules, shared by the server and the client area: volumes
 * are litres (bigint thousandths of m³), times are São Paulo wall-clock dates and hours.
 *
 * Daylight saving: Brazil has had none since 2019 (Decreto 9.772/2019), so every day of
 * America/Sao_Paulo has 24 hours and a gas day is 24 hourly slots. The rules still say what a day
 * with 23 or 25 hours would do: such a day's rows are refused (`hourlyDayLength`), because an hour
 * named by its clock label is then missing or ambiguous; the projection is never computed over it.
 */
import { parseBrDate, type Row, type RowResult } from '../batches/rows';
import { addDays, saoPauloParts, type IsoDate } from '../time/sao-paulo';
import { DAILY_IMPORT_MESSAGES } from './daily-import';
import { parseVolume, volumeText, type Litres } from './volumes';

/** Job kind stored in `batches.kind` (GET /api/batches?kind=hourly-data). */
export const HOURLY_IMPORT_KIND = 'hourly-data';

/** Columns of the file (header in the first line; names matched without case or accents). */
export const HOURLY_COLUMNS = ['Código do cliente', 'Data', 'Hora', 'Volume'] as const;

/** At most this many data rows per file (a month of 24 hours for about 130 contracts). */
export const HOURLY_MAX_ROWS = 100_000;

/** At most this many refused lines are written out in the refusal message (all are in `fields`). */
export const HOURLY_LISTED_LINES = 20;

/** Hourly slots of a gas day. */
export const HOURS_PER_GAS_DAY = 24;

/** How many of the last measured hours give the recent hourly rate. */
export const RECENT_HOURS = 3;

export const HOURLY_IMPORT_MESSAGES = {
  queued: 'Medições horárias enviadas com sucesso!',
  done: 'As medições horárias foram atualizadas com sucesso.',
  notUpdated: 'Não foi possível atualizar as medições horárias. Por favor, tente novamente.',
  wrongFormat: 'Formato de arquivo não suportado. Apenas arquivos XLSX ou CSV são aceitos.',
  required: DAILY_IMPORT_MESSAGES.required,
  consumerCode: DAILY_IMPORT_MESSAGES.consumerCode,
  contractNotFound: DAILY_IMPORT_MESSAGES.contractNotFound,
  date: DAILY_IMPORT_MESSAGES.date,
  hour: 'Hora inválida: use um número inteiro de 0 a 23 (hora de Brasília).',
  notEnded: 'A hora da medição ainda não terminou: envie só horas já encerradas.',
  dayLength: (hours: number) =>
    `Dia com ${hours} horas em America/Sao_Paulo (horário de verão): medições horárias só são aceitas em dias de 24 horas.`,
  volume: (message: string) => `Volume inválido: ${message}.`,
  tooLarge: 'Volume inválido: use no máximo 12 dígitos antes da vírgula.',
  repeated: (line: number) => `Contrato, data e hora repetidos (já aparecem na linha ${line}).`,
  /** The whole file refused: nothing is written. */
  refused: (lines: { line: number; reason: string }[]) => {
    const listed = lines
      .slice(0, HOURLY_LISTED_LINES)
      .map((l) => `linha ${l.line}: ${l.reason}`)
      .join(' ');
    const more = lines.length > HOURLY_LISTED_LINES ? ` E mais ${lines.length - HOURLY_LISTED_LINES} linhas.` : '';
    const count = lines.length === 1 ? '1 linha inválida' : `${lines.length} linhas inválidas`;
    return `Arquivo recusado, nenhuma medição foi gravada: ${count}. ${listed}${more}`;
  },
  dayNotFound: 'Medições horárias não encontradas',
} as const;

export interface HourlyRowValue {
  consumerCode: string;
  date: IsoDate;
  /** 0–23, the clock hour in America/Sao_Paulo that starts the measured hour. */
  hour: number;
  /** Exact decimal text in m³ ('12.5'). */
  volume: string;
}

const HOUR_MS = 3_600_000;

/**
 * The instant São Paulo's calendar day `date` begins: the earliest of the candidates "midnight
 * UTC + 1…5 hours" whose local date is `date` (the offset has been −2 or −3 hours since 1914; on
 * a day whose midnight the clock skipped, the day begins at 01:00).
 */
function startOfDay(date: IsoDate): number {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  for (let h = 1; h <= 5; h++) {
    const candidate = midnightUtc + h * HOUR_MS;
    if (saoPauloParts(new Date(candidate)).date === date) return candidate;
  }
  return midnightUtc + 3 * HOUR_MS;
}

const dayLengths = new Map<IsoDate, number>();

/**
 * How many hours the São Paulo calendar day `date` has: 24, or 23 on a day whose midnight the
 * clock skipped (daylight saving began: 2018-11-04) and 25 on a day whose last hour was repeated
 * (daylight saving ended at the next midnight: 2019-02-16). Brazil has had no daylight saving
 * since 2019, so every later day has 24.
 */
export function hourlyDayLength(date: IsoDate): number {
  let hours = dayLengths.get(date);
  if (hours === undefined) {
    hours = (startOfDay(addDays(date, 1)) - startOfDay(date)) / HOUR_MS;
    // A file names few dates over many rows: each is measured once (a pure function of the date).
    if (dayLengths.size >= 4096) dayLengths.clear();
    dayLengths.set(date, hours);
  }
  return hours;
}

/**
 * One row → the contract code, day, hour and volume, or the Portuguese reason it is refused.
 * `now` refuses an hour that has not ended yet (the measurement of an hour exists after it).
 */
export function parseHourlyRow(row: Row, now: Date): RowResult<HourlyRowValue> {
  const M = HOURLY_IMPORT_MESSAGES;
  const [codeColumn, dateColumn, hourColumn, volumeColumn] = HOURLY_COLUMNS;
  const code = (row[codeColumn] ?? '').trim();
  const dateText = (row[dateColumn] ?? '').trim();
  const hourText = (row[hourColumn] ?? '').trim();
  const volumeText_ = (row[volumeColumn] ?? '').trim();
  if (!code) return { ok: false, reason: M.required(codeColumn) };
  if (!/^\d{1,12}$/.test(code)) return { ok: false, reason: M.consumerCode };
  if (!dateText) return { ok: false, reason: M.required(dateColumn) };
  const date = parseBrDate(dateText);
  if (!date) return { ok: false, reason: M.date };
  if (!hourText) return { ok: false, reason: M.required(hourColumn) };
  // '7', '07', '7h', '07:00' and '7:00' all name the hour that starts at 07:00.
  const h = /^(\d{1,2})(?:h|:00|h00)?$/i.exec(hourText);
  const hour = h ? Number(h[1]) : NaN;
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) return { ok: false, reason: M.hour };
  const length = hourlyDayLength(date);
  if (length !== HOURS_PER_GAS_DAY) return { ok: false, reason: M.dayLength(length) };
  const local = saoPauloParts(now);
  if (date > local.date || (date === local.date && hour >= local.hour)) return { ok: false, reason: M.notEnded };
  if (!volumeText_) return { ok: false, reason: M.required(volumeColumn) };
  const volume = parseVolume(volumeText_.replace(/\s/g, ''));
  if (!volume.ok) return { ok: false, reason: M.volume(volume.message) };
  if (volume.litres >= 10n ** 15n) return { ok: false, reason: M.tooLarge };
  return { ok: true, value: { consumerCode: code, date, hour, volume: volumeText(volume.litres) } };
}

export interface HourlyFileCheck {
  rows: { line: number; value: HourlyRowValue }[];
  /** Every refused line, in file order. */
  refused: { line: number; reason: string }[];
}

/**
 * The whole-file check of an hourly upload: every row parsed (`parseHourlyRow`) and no contract,
 * date and hour twice. The file is accepted only when `refused` is empty; the server then checks
 * the contracts (`contractNotFound`) before anything is queued.
 */
export function checkHourlyRows(items: readonly { line: number; data: Row }[], now: Date): HourlyFileCheck {
  const rows: HourlyFileCheck['rows'] = [];
  const refused: HourlyFileCheck['refused'] = [];
  const seen = new Map<string, number>();
  for (const item of items) {
    const parsed = parseHourlyRow(item.data, now);
    if (!parsed.ok) {
      refused.push({ line: item.line, reason: parsed.reason });
      continue;
    }
    const key = `${parsed.value.consumerCode}|${parsed.value.date}|${parsed.value.hour}`;
    const first = seen.get(key);
    if (first !== undefined) {
      refused.push({ line: item.line, reason: HOURLY_IMPORT_MESSAGES.repeated(first) });
      continue;
    }
    seen.set(key, item.line);
    rows.push({ line: item.line, value: parsed.value });
  }
  return { rows, refused };
}

/** One hourly slot of a gas day: its calendar date and clock hour. */
export interface HourSlot {
  date: IsoDate;
  hour: number;
}

export interface GasDay {
  /** The calendar date on which the gas day starts. */
  start: IsoDate;
  /** The 24 slots in order, from the base hour. */
  slots: HourSlot[];
  /** Slots whose hour has ended at `now` (0–24). */
  ended: number;
}

/** The 24 hourly slots of the gas day that starts on `start` at `baseHour`'s whole hour. */
export function gasDaySlots(start: IsoDate, baseHour: number): HourSlot[] {
  const first = Math.floor(baseHour / 60);
  const slots: HourSlot[] = [];
  for (let k = 0; k < HOURS_PER_GAS_DAY; k++) {
    const hour = first + k;
    slots.push(hour < 24 ? { date: start, hour } : { date: addDays(start, 1), hour: hour - 24 });
  }
  return slots;
}

/**
 * The gas day running at `now` for a contract whose gas day starts at `baseHour` (minutes of the
 * day; its whole hour is the first slot, 06:30 → 06:00): it starts today at that hour, or
 * yesterday when the clock has not reached it yet, and has 24 hourly slots.
 */
export function gasDayAt(now: Date, baseHour: number): GasDay {
  const local = saoPauloParts(now);
  const first = Math.floor(baseHour / 60);
  const start = local.hour >= first ? local.date : addDays(local.date, -1);
  const slots = gasDaySlots(start, baseHour);
  const ended = start === local.date ? local.hour - first : 24 - first + local.hour;
  return { start, slots, ended: Math.min(Math.max(ended, 0), HOURS_PER_GAS_DAY) };
}

export interface HourlyProjection {
  /** Sum of the measured hours of the gas day so far. */
  measured: Litres;
  /** How many of the ended hours have a measurement. */
  hoursMeasured: number;
  /** Mean of the last (up to 3) measured hours, to the litre (half up). */
  recentRate: Litres;
  /** The whole gas day: measured + (24 − hoursMeasured) × recent rate, to the litre (half up). */
  projected: Litres;
}

/**
 * The day's projection from hourly measurements. `volumes[k]` is the measured volume of slot k
 * of the gas day (null when none was imported); only the first `ended` slots count (an hour that
 * has not ended has no measurement yet).
 *
 *   measured     M = Σ of the measured ended slots, k of them
 *   recent rate  r = (sum of the last c measured slots) / c, c = min(3, k) — the latest hours by slot
 *   projection   P = M + (24 − k) × r
 *
 * Every hour without a measurement — the hours still to come and any gap before — counts at the
 * recent rate. P is computed as M + round((24 − k) × S / c) with S the sum of those c slots
 * (half up, one rounding), so it is exact to the litre. Answers null without any measured slot:
 * the caller keeps the partial-volume projection (`projectVolume` in calc.ts).
 */
export function projectFromHours(volumes: readonly (Litres | null)[], ended: number): HourlyProjection | null {
  const measured: Litres[] = [];
  for (let k = 0; k < Math.min(ended, HOURS_PER_GAS_DAY); k++) {
    const v = volumes[k];
    if (v !== null && v !== undefined) measured.push(v);
  }
  if (measured.length === 0) return null;
  const total = measured.reduce((a, b) => a + b, 0n);
  const recent = measured.slice(-RECENT_HOURS);
  const c = BigInt(recent.length);
  const s = recent.reduce((a, b) => a + b, 0n);
  const missing = BigInt(HOURS_PER_GAS_DAY - measured.length);
  return {
    measured: total,
    hoursMeasured: measured.length,
    recentRate: (s * 2n + c) / (c * 2n),
    projected: total + (missing * s * 2n + c) / (c * 2n),
  };
}

/** 'HHh' label of an hourly slot ('06h'). */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}h`;
