/**
 * Body rules of the consumption-schedule calls (PORTAL-API.md §17), field by field with the
 * catalogue's texts. The server checks with them; the request-schema registry and the
 * client-area forms use the same functions.
 */
import { isIsoDate } from '../time/sao-paulo';
import { parseBaseHour } from './calc';
import { CONSUMPTION_MESSAGES } from './messages';
import { parseVolume, VOLUME_MESSAGES } from './volumes';

type Body = Record<string, unknown>;
type Errors = Record<string, string>;

export const MAX_DATES_PER_PROTOCOL = 200;

const volumeError = (value: unknown, requiredMessage: string = VOLUME_MESSAGES.valueRequired): string | null => {
  if (value === undefined || value === null || value === '') return requiredMessage;
  const parsed = parseVolume(value);
  return parsed.ok ? null : parsed.message;
};

const booleanError = (value: unknown) => (typeof value === 'boolean' ? null : CONSUMPTION_MESSAGES.badBoolean);

const axisError = (value: unknown) =>
  (typeof value === 'number' && Number.isInteger(value) && value > 0) ||
  (typeof value === 'string' && /^\d{1,9}$/.test(value) && Number(value) > 0)
    ? null
    : CONSUMPTION_MESSAGES.axisNotFound;

function collect(entries: [string, string | null][]): Errors {
  const out: Errors = {};
  for (const [key, message] of entries) if (message) out[key] = message;
  return out;
}

/** POST /api/consumption-schedule: `dates` = [{ date: 'YYYY-MM-DD', volume }]. */
export function scheduleRequestErrors(body: Body): Errors {
  const dates = body.dates;
  if (!Array.isArray(dates) || dates.length === 0) return { dates: CONSUMPTION_MESSAGES.datesRequired };
  if (dates.length > MAX_DATES_PER_PROTOCOL) return { dates: CONSUMPTION_MESSAGES.tooManyDates };
  const seen = new Set<string>();
  for (const item of dates) {
    if (!item || typeof item !== 'object') return { dates: CONSUMPTION_MESSAGES.badDate };
    const { date, volume } = item as Body;
    if (!isIsoDate(date)) return { dates: CONSUMPTION_MESSAGES.badDate };
    if (seen.has(date)) return { dates: CONSUMPTION_MESSAGES.repeatedDate };
    seen.add(date);
    const error = volumeError(volume, VOLUME_MESSAGES.required);
    if (error) return { dates: error };
  }
  return {};
}

export const approveErrors = (body: Body): Errors =>
  collect([
    ['sendEmail', booleanError(body.sendEmail)],
    ['approvedVolume', volumeError(body.approvedVolume)],
    ['situation', body.situation === undefined || body.situation === 1 || body.situation === 5 ? null : CONSUMPTION_MESSAGES.badSituation],
  ]);

export const reproveErrors = (body: Body): Errors => collect([['sendEmail', booleanError(body.sendEmail)]]);

export const availableVolumeErrors = (body: Body): Errors => collect([['availableVolume', volumeError(body.availableVolume)]]);

export const projectedVolumeErrors = (body: Body): Errors =>
  collect([
    ['consumptionBaseHour', parseBaseHour(body.consumptionBaseHour) === null ? CONSUMPTION_MESSAGES.badBaseHour : null],
    ['partialConsumedVolume', projectedError(body.partialConsumedVolume)],
  ]);

/** The projection's texts: 'Volume inválido' for what is not a number, 'Volume deve ser maior ou igual a zero' below zero. */
export function projectedError(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return VOLUME_MESSAGES.invalid;
  const parsed = parseVolume(value);
  if (parsed.ok) return null;
  return parsed.message === VOLUME_MESSAGES.negative ? VOLUME_MESSAGES.negative : VOLUME_MESSAGES.invalid;
}

export const axisProjectionErrors = (body: Body): Errors =>
  collect([
    ['axisId', axisError(body.axisId)],
    ['partialConsumedVolume', projectedError(body.partialConsumedVolume)],
  ]);

export const axisFinalErrors = (body: Body): Errors =>
  collect([
    ['axisId', axisError(body.axisId)],
    ['finalVolume', volumeError(body.finalVolume)],
  ]);

export const AXIS_EDIT_STAGES = ['defined-axel', 'final-programming'] as const;
export const axisStageErrors = (body: Body): Errors =>
  collect([
    ['axisId', axisError(body.axisId)],
    ['stage', (AXIS_EDIT_STAGES as readonly unknown[]).includes(body.stage) ? null : CONSUMPTION_MESSAGES.badStage],
  ]);

export const quarterlyErrors = (body: Body): Errors =>
  collect([['contractId', typeof body.contractId === 'string' && body.contractId.trim() ? null : CONSUMPTION_MESSAGES.notIndustrial]]);
