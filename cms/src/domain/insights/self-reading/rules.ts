/**
 * Self-reading (autoleitura, issue 25 §3; docs/insights-self-reading.md): the reading window
 * before each cycle's reading date, the checks of an informed reading (not below the last one
 * unless the meter wrapped, within the range the customer's history makes plausible) and the
 * texts of the feature (designed, listed in docs/spec-deviations.md). Pure: `now` is an argument.
 * Readings and volumes are exact: integer litres (thousandths of m³), never floats.
 */
import { addDays, isIsoDate, type IsoDate } from '../../time/sao-paulo';

export const SELF_READING_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const SELF_READING_MAX_BYTES = 5 * 1024 * 1024;
export const SELF_READING_REASON_MAX = 500;

export const SELF_READING_MESSAGES = {
  readingRequired: 'Informe a leitura do medidor.',
  readingInvalid: 'Informe a leitura com os números do medidor (até 3 casas decimais).',
  readingTooLong: 'A leitura tem mais dígitos do que o medidor.',
  belowLast: 'A leitura informada é menor que a última leitura do medidor. Confira os números.',
  outOfRange:
    'A leitura informada está fora do esperado para o seu histórico de consumo. Confira os números e confirme o envio: a leitura será analisada pela nossa equipe.',
  photoRequired: 'Anexe a foto do medidor.',
  onePhoto: 'Envie uma única foto do medidor.',
  photoFormat: 'A foto do medidor deve ser uma imagem JPG ou PNG.',
  photoSize: 'A foto do medidor deve ter no máximo 5 MB.',
  windowClosed: 'A autoleitura está fechada. Ela abre alguns dias antes da data de leitura do seu ciclo.',
  alreadySent: 'Você já informou a leitura deste ciclo.',
  accepted: 'Leitura recebida e aceita. Ela será usada na sua próxima fatura.',
  received: 'Leitura recebida. Ela será analisada pela nossa equipe e avisaremos o resultado.',
  billNotFound: 'Fatura não encontrada',
  notEstimated: 'Só é possível contestar uma fatura emitida com leitura estimada.',
  contestWaiting: 'Já existe uma contestação em análise para esta fatura.',
  contestReceived: 'Contestação registrada. Vamos analisar a leitura e avisar você do resultado.',
  reasonRequired: 'Informe o motivo da recusa.',
  reasonTooLong: `O motivo da recusa deve ter no máximo ${SELF_READING_REASON_MAX} caracteres.`,
  decided: 'Esta leitura já foi analisada; a decisão não muda.',
  photoNotFound: 'Arquivo não encontrado.',
} as const;

export type ReadingStatus = 'RECEIVED' | 'ACCEPTED' | 'REFUSED';
export type ReadingKind = 'CYCLE' | 'CONTEST';

export const READING_STATUS_LABELS: Record<ReadingStatus, string> = {
  RECEIVED: 'Recebida (em análise)',
  ACCEPTED: 'Aceita',
  REFUSED: 'Recusada',
};

export interface SelfReadingSettings {
  /** Days before the cycle's reading date the window opens (the reading date included). */
  windowDays: number;
  /** Day of the month of the reading when the contract has no bill yet. */
  readingDay: number;
  /** Integer digits of the meter's counter: it wraps to 0 after 10^digits − 1 m³. */
  meterDigits: number;
  /** How far from the expected volume a reading is still plausible, in percent of it. */
  tolerancePercent: number;
  /** Days a meter photo is kept after the reading was decided. */
  photoRetentionDays: number;
}

const intSetting = (value: string | undefined, fallback: number, min: number, max: number) => {
  const n = value !== undefined && /^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : fallback;
  return n < min || n > max ? fallback : n;
};

/** SELF_READING_* settings (.env.example), with their defaults for anything missing or out of range. */
export function selfReadingSettings(env: Record<string, string | undefined>): SelfReadingSettings {
  return {
    windowDays: intSetting(env.SELF_READING_WINDOW_DAYS, 5, 1, 20),
    readingDay: intSetting(env.SELF_READING_DAY, 10, 1, 28),
    meterDigits: intSetting(env.SELF_READING_METER_DIGITS, 5, 3, 9),
    tolerancePercent: intSetting(env.SELF_READING_TOLERANCE_PERCENT, 60, 1, 1000),
    photoRetentionDays: intSetting(env.SELF_READING_PHOTO_RETENTION_DAYS, 180, 1, 3650),
  };
}

/** The calendar month after `date`, on the same day (the month's last day when it has fewer days). */
export function addMonth(date: IsoDate): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = m === 12 ? y + 1 : y;
  const month = m === 12 ? 1 : m + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * The next cycle's reading date on or after `today`: monthly from the last reading date of the
 * contract's bills (the cycle repeats on the same day), or, without a bill, the configured day.
 */
export function nextReadingDate(lastReadingDate: IsoDate | null, today: IsoDate, readingDay: number): IsoDate {
  if (lastReadingDate && isIsoDate(lastReadingDate)) {
    let date = addMonth(lastReadingDate);
    while (date < today) date = addMonth(date);
    return date;
  }
  const thisMonth = `${today.slice(0, 8)}${String(readingDay).padStart(2, '0')}`;
  return thisMonth >= today ? thisMonth : addMonth(thisMonth);
}

export interface ReadingWindow {
  readingDate: IsoDate;
  opensOn: IsoDate;
  closesOn: IsoDate;
  open: boolean;
}

/** The window of the cycle: from `windowDays` days before the reading date up to the reading date. */
export function readingWindow(readingDate: IsoDate, today: IsoDate, windowDays: number): ReadingWindow {
  const opensOn = addDays(readingDate, -windowDays);
  return { readingDate, opensOn, closesOn: readingDate, open: today >= opensOn && today <= readingDate };
}

/** A meter reading as integer litres (thousandths of m³), or the field's error. */
export function parseReading(value: unknown, meterDigits: number): { litres: number } | { error: string } {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (!text) return { error: SELF_READING_MESSAGES.readingRequired };
  const match = /^(\d{1,12})(?:[.,](\d{1,3}))?$/.exec(text);
  if (!match) return { error: SELF_READING_MESSAGES.readingInvalid };
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  if (whole.length > meterDigits) return { error: SELF_READING_MESSAGES.readingTooLong };
  return { litres: Number(whole) * 1000 + Number((match[2] ?? '').padEnd(3, '0')) };
}

/** A stored decimal reading ("12345.678") as integer litres. */
export function litresOf(decimal: string | null | undefined): number | null {
  const match = typeof decimal === 'string' ? /^(\d{1,12})(?:\.(\d{1,3}))?$/.exec(decimal.trim()) : null;
  return match ? Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0')) : null;
}

/** Integer litres as the decimal m³ the invoices store ("123.4" → "123.4", no trailing zeros). */
export function decimalOf(litres: number): string {
  const whole = Math.floor(litres / 1000);
  const rest = String(litres % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : String(whole);
}

export interface HistoryCycle {
  /** Litres consumed in the cycle. */
  litres: number;
  days: number;
}

export interface PlausibleRange {
  /** Litres expected for the days elapsed, at the history's average per day. */
  expected: number;
  min: number;
  max: number;
}

/** The plausible consumption for `days` days: the history's litres per day × days, ± the tolerance. Null without history. */
export function plausibleRange(history: readonly HistoryCycle[], days: number, tolerancePercent: number): PlausibleRange | null {
  const useful = history.filter((c) => c.days > 0 && c.litres >= 0);
  const totalDays = useful.reduce((s, c) => s + c.days, 0);
  if (!useful.length || totalDays <= 0 || days <= 0) return null;
  const litres = useful.reduce((s, c) => s + c.litres, 0);
  const expected = Math.round((litres * days) / totalDays);
  const margin = Math.round((expected * tolerancePercent) / 100);
  return { expected, min: Math.max(0, expected - margin), max: expected + margin };
}

export type ReadingCheck =
  { ok: true; consumed: number; rollover: boolean; plausible: boolean; range: PlausibleRange | null } | { ok: false; error: string };

/**
 * The server's checks of an informed reading against the last reading: the litres consumed since
 * (a reading below the last one is a wrapped meter only when the wrapped volume is plausible —
 * otherwise it is refused), and whether that volume is within the history's range.
 */
export function checkReading(input: {
  reading: number;
  lastReading: number | null;
  meterDigits: number;
  range: PlausibleRange | null;
}): ReadingCheck {
  const { reading, lastReading, meterDigits, range } = input;
  if (lastReading === null) return { ok: true, consumed: 0, rollover: false, plausible: range === null, range };
  if (reading >= lastReading) {
    const consumed = reading - lastReading;
    return { ok: true, consumed, rollover: false, plausible: !range || (consumed >= range.min && consumed <= range.max), range };
  }
  const capacity = 10 ** meterDigits * 1000;
  const wrapped = capacity - lastReading + reading;
  // A wrap is only believable when the volume it means is (without history: within a tenth of the dial).
  const believable = range ? wrapped <= range.max : wrapped <= capacity / 10;
  if (!believable) return { ok: false, error: SELF_READING_MESSAGES.belowLast };
  return { ok: true, consumed: wrapped, rollover: true, plausible: !range || wrapped >= range.min, range };
}

/** The multipart's text fields: the reading's shape (the file and the history are checked after). */
export function selfReadingErrors(body: Record<string, unknown>, meterDigits = 9): Record<string, string> {
  const parsed = parseReading(body.reading, meterDigits);
  return 'error' in parsed ? { reading: parsed.error } : {};
}

/** `confirm` of the multipart: "true" when the customer confirms a reading out of the expected range. */
export const confirmed = (value: unknown) => value === true || value === 'true';

/** Staff's decision in the admin: a refusal needs its reason. */
export function readingDecisionErrors(status: unknown, reason: unknown): Record<string, string> {
  if (status !== 'REFUSED') return {};
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text) return { refusalReason: SELF_READING_MESSAGES.reasonRequired };
  if (text.length > SELF_READING_REASON_MAX) return { refusalReason: SELF_READING_MESSAGES.reasonTooLong };
  return {};
}

/** Whole days between two dates (b − a). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
