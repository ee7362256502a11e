/**
 * Query schemas of the portal's GET routes (valibot), the query-string counterpart of
 * `./request-schemas.ts`: each is the format part of its use case's first checks — the same
 * domain rules, the same messages, the same field order — so the middleware `global::portal-input`
 * refuses a malformed query before the controller with the answer the use case gave. What needs
 * the clock or the database (a range relative to today, a contract of the caller, a month of
 * the current quarter) stays in the use case, which still reads the (unchanged) query.
 * `example` is a well-formed query (its values need not exist in the database).
 */
import * as v from 'valibot';
import { CONSUMPTION_MESSAGES, WEEKDAY_OPTIONS } from './consumption/messages';
import { INVOICE_MESSAGES } from './invoices/messages';
import { isIsoDate } from './time/sao-paulo';
import { searchTermError } from './search-text';
import type { RequestSchema } from './request-schemas';

type Query = Record<string, unknown>;
type Rule = (query: Query) => Record<string, string>;

/** A whole-query rule whose errors are reported per field, in the order the rule found them. */
const fieldsOf = (rule: Rule) =>
  v.pipe(
    v.looseObject({}),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const query = dataset.value as Query;
      for (const [key, message] of Object.entries(rule(query)))
        addIssue({ message, path: [{ type: 'object', origin: 'value', input: query, key, value: query[key] }] });
    }),
  );

/** Several rules, each field keeping the first message it got. */
const all =
  (...rules: Rule[]): Rule =>
  (query) => {
    const out: Record<string, string> = {};
    for (const rule of rules) for (const [key, message] of Object.entries(rule(query))) if (!(key in out)) out[key] = message;
    return out;
  };

const absent = (value: unknown) => value === undefined || value === '';

/** No error when `ok`, else `message` on `field`. */
const unless = (ok: boolean, field: string, message: string): Record<string, string> => (ok ? {} : { [field]: message });

/** An optional ISO day (`YYYY-MM-DD`; absent or empty takes the use case's default). */
const optionalDay =
  (field: string): Rule =>
  (query) =>
    unless(absent(query[field]) || isIsoDate(query[field]), field, CONSUMPTION_MESSAGES.badDate);

/** An optional axis id (digits). */
const optionalAxis: Rule = (query) =>
  unless(
    absent(query.axisId) || (typeof query.axisId === 'string' && /^\d{1,9}$/.test(query.axisId)),
    'axisId',
    CONSUMPTION_MESSAGES.axisNotFound,
  );

/** The dashboard's range: both days absent (the default range) or both ISO days; the message goes on `dateStartAt`. */
const dashboardDays: Rule = (query) =>
  unless(
    (query.dateStartAt === undefined && query.dateEndAt === undefined) || (isIsoDate(query.dateStartAt) && isIsoDate(query.dateEndAt)),
    'dateStartAt',
    CONSUMPTION_MESSAGES.badDate,
  );

const isWeekday = (value: unknown) => typeof value === 'string' && (WEEKDAY_OPTIONS as readonly string[]).includes(value);

const dateOption: Rule = (query) =>
  unless(
    query.dateOptions === undefined || query.dateOptions === 'last15Days' || isWeekday(query.dateOptions),
    'dateOptions',
    CONSUMPTION_MESSAGES.badDateOption,
  );

/** `month`: `all` (or absent) or a `YYYY-MM` (that it is a month of the current quarter is the use case's check). */
const monthOption: Rule = (query) =>
  unless(
    query.month === undefined || query.month === 'all' || (typeof query.month === 'string' && /^\d{4}-\d{2}$/.test(query.month)),
    'month',
    CONSUMPTION_MESSAGES.badDate,
  );

const weekdayOption: Rule = (query) =>
  unless(absent(query.weekday) || isWeekday(query.weekday), 'weekday', CONSUMPTION_MESSAGES.badDateOption);

const groupBy: Rule = (query) =>
  unless(query.groupBy === undefined || query.groupBy === 'protocol', 'groupBy', CONSUMPTION_MESSAGES.badDateOption);

/** `period`: ALL in any case (or absent) for the whole history, or a 4-digit reference year (spec 01 §7). */
const period: Rule = (query) => {
  const value = query.period;
  return unless(
    value === undefined || (typeof value === 'string' && (value.toUpperCase() === 'ALL' || /^\d{4}$/.test(value))),
    'period',
    INVOICE_MESSAGES.badPeriod,
  );
};

const search: Rule = (query) => {
  const error = searchTermError(query.search);
  return unless(error === null, 'search', error ?? '');
};

export const QUERY_SCHEMAS = {
  'invoices.period': { schema: fieldsOf(period), example: { period: '2025' } },
  search: { schema: fieldsOf(search), example: { search: 'gás natural' } },
  // Spec 03 (PORTAL-API.md §17): the consumption-schedule queries.
  'consumption.day': { schema: fieldsOf(optionalDay('dates')), example: { dates: '2026-12-01' } },
  'consumption.range': {
    schema: fieldsOf(all(optionalDay('dateStartAt'), optionalDay('dateEndAt'))),
    example: { dateStartAt: '2026-12-01', dateEndAt: '2026-12-31' },
  },
  'consumption.schedule-list': {
    schema: fieldsOf(all(optionalDay('dateStartAt'), optionalDay('dateEndAt'), groupBy)),
    example: { dateStartAt: '2026-12-01', dateEndAt: '2026-12-31', groupBy: 'protocol' },
  },
  'consumption.axis': { schema: fieldsOf(optionalAxis), example: { axisId: '1' } },
  'consumption.dashboard-range': {
    schema: fieldsOf(all(dashboardDays, optionalAxis)),
    example: { dateStartAt: '2026-11-01', dateEndAt: '2026-11-30', axisId: '1' },
  },
  'consumption.graph': {
    schema: fieldsOf(all(dateOption, dashboardDays, optionalAxis)),
    example: { dateOptions: 'monday', dateStartAt: '2026-11-01', dateEndAt: '2026-11-30', axisId: '1' },
  },
  'consumption.daily': {
    schema: fieldsOf(all(monthOption, weekdayOption, optionalAxis)),
    example: { month: 'all', weekday: 'monday', axisId: '1' },
  },
} satisfies Record<string, RequestSchema>;

export type QuerySchemaId = keyof typeof QUERY_SCHEMAS;

/** The message a query gets for each field, as its schema says (empty when the query is well-formed). */
export function queryMessages(id: QuerySchemaId, query: unknown): Record<string, string> {
  const result = v.safeParse(QUERY_SCHEMAS[id].schema, query);
  const out: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      if (typeof key === 'string' && !(key in out)) out[key] = issue.message;
    }
  return out;
}
