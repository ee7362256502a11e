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
import { ADMIN_MESSAGES } from './administration/messages';
import { USER_PAGE_SIZE_MAX, isSituation } from './administration/constants';
import { BATCH_MESSAGES } from './batches/messages';
import { CONNECTION_MESSAGES } from './connection/messages';
import { asText } from './connection/rules';
import { isValidConsumerCode, normalizeConsumerCode } from './consumer-code';
import { cpfCnpjError, normalizeDocument } from './cpf-cnpj';
import { isValidEmail, normalizeEmail } from './email';
import { ACCESS_MESSAGES } from './messages';
import { PROFILE_MESSAGES } from './profile';
import { isPortalRole } from './roles';
import { INSIGHTS_CONSUMPTION_MESSAGES } from './insights/consumption/rules';
import { CONTRACT_ACCOUNTING_MESSAGES } from './contract-accounting/messages';
import { isCockpitMonth, isCockpitTable } from './contract-accounting/csv';
import { parseRiskKinds } from './contract-accounting/portfolio';
import { messagesByField, type RequestSchema } from './request-schemas';

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

/** A query whose parameters the use case reads leniently (any value takes its default): nothing is refused. */
const lenient = v.looseObject({});

/** Values of a repeated or comma-separated parameter (the profile list's `rolesIds`, `situations`). */
const listParam = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .flatMap((item) => (typeof item === 'string' ? item.split(',') : []))
    .map((item) => item.trim())
    .filter(Boolean);

/** One text value (absent is fine); repeated or anything else is refused naming the parameter. */
const singleText =
  (field: string): Rule =>
  (query) =>
    unless(query[field] === undefined || typeof query[field] === 'string', field, ADMIN_MESSAGES.paramInvalid(field));

/** A whole number from `min` to `max` (absent or empty takes the default). */
const paging =
  (field: string, min: number, max: number): Rule =>
  (query) => {
    const value = query[field];
    if (value === undefined || value === '') return {};
    if (typeof value !== 'string') return { [field]: ADMIN_MESSAGES.paramInvalid(field) };
    const n = /^\d{1,7}$/.test(value) ? Number(value) : NaN;
    return unless(n >= min && n <= max, field, ADMIN_MESSAGES.paramOutOfRange(field, min, max));
  };

/** GET /api/admin/users/list (spec 02 §2.1): role ids, situations, order and paging the list knows. */
const profileList: Rule = all(
  (query) => {
    const bad = listParam(query.rolesIds).find((id) => !isPortalRole(id));
    return unless(bad === undefined, 'rolesIds', ADMIN_MESSAGES.rolesIdsInvalid(bad ?? ''));
  },
  (query) => {
    const bad = listParam(query.situations).find((value) => !isSituation(value));
    return unless(bad === undefined, 'situations', ADMIN_MESSAGES.situationsInvalid(bad ?? ''));
  },
  singleText('order'),
  (query) => unless(typeof query.order !== 'string' || ['', 'asc', 'desc'].includes(query.order), 'order', ADMIN_MESSAGES.orderInvalid),
  paging('start', 0, 1_000_000),
  paging('pageSize', 1, USER_PAGE_SIZE_MAX),
  singleText('term'),
);

/** The attendant's contract search: a CPF/CNPJ or a consumer code given must be valid ("give one of them" stays in the use case: it names no field). */
const contractSearch: Rule = all(
  (query) => {
    const raw = typeof query.cpfcnpj === 'string' ? query.cpfcnpj : '';
    const error = normalizeDocument(raw) ? cpfCnpjError(raw) : null;
    return unless(error === null, 'cpfcnpj', error ?? '');
  },
  (query) => {
    const raw = typeof query.consumerCode === 'string' ? query.consumerCode : '';
    return unless(!normalizeConsumerCode(raw) || isValidConsumerCode(raw), 'consumerCode', ACCESS_MESSAGES.consumerCodeNotFound);
  },
);

/** The e-mail a bill or the contract is sent to (`email`, required); that a customer sends only to the registered one is the use case's. */
const recipientEmail: Rule = (query) => {
  const raw = typeof query.email === 'string' ? query.email : query.email === undefined ? undefined : '';
  if (!raw || !raw.trim()) return { email: INVOICE_MESSAGES.emailRequired };
  return unless(isValidEmail(normalizeEmail(raw)), 'email', INVOICE_MESSAGES.emailInvalid);
};

/** `month`: absent (this month) or a real `YYYY-MM`. */
const cockpitMonth: Rule = (query) =>
  unless(absent(query.month) || isCockpitMonth(query.month), 'month', CONTRACT_ACCOUNTING_MESSAGES.badMonth);

export const QUERY_SCHEMAS = {
  /** Reads no parameter of its own; any other (a browser's cache buster) is ignored, as it always was. */
  none: { schema: lenient, example: {} },
  'admin.profile-list': {
    schema: fieldsOf(profileList),
    example: { rolesIds: 'admin-master', situations: 'ACTIVE', order: 'desc', start: '0', pageSize: '10', term: 'maria' },
  },
  // GET /api/auth/user/list: out-of-range paging is clamped and unknown values ignored, so nothing is refused.
  'users.list': { schema: lenient, example: { start: '0', pageSize: '10', situations: 'ACTIVE', term: 'maria', order: 'desc' } },
  'attendance.contracts': { schema: fieldsOf(contractSearch), example: { cpfcnpj: '529.982.247-25', consumerCode: '999999999' } },
  // An unknown kind lists nothing (no error).
  'batches.list': { schema: lenient, example: { kind: 'invoices' } },
  'batches.items': {
    schema: fieldsOf((query) =>
      unless(typeof query.batchId === 'string' && /^\d{1,12}$/.test(query.batchId), 'batchId', BATCH_MESSAGES.badBatchId),
    ),
    example: { batchId: '1' },
  },
  'connection.verify': {
    schema: fieldsOf((query) => {
      const raw = typeof query.cpfCnpj === 'string' ? query.cpfCnpj : '';
      return unless(raw.length <= 32 && cpfCnpjError(raw) === null, 'cpfCnpj', CONNECTION_MESSAGES.checkDocument);
    }),
    // The contracting flow's answers carry the field errors in `details.errors` too (spec 04).
    errorsToo: true,
    example: { cpfCnpj: '529.982.247-25' },
  },
  'connection.locations': {
    schema: fieldsOf((query) => {
      const name = asText(query.cityName);
      return unless(name !== '' && name.length <= 200, 'cityName', CONNECTION_MESSAGES.cityRequired);
    }),
    errorsToo: true,
    example: { cityName: 'Araraquara' },
  },
  // `download=true` answers the PDF, anything else the HTML.
  'contract.show': { schema: lenient, example: { download: 'true' } },
  'contract.send': { schema: fieldsOf(recipientEmail), example: { email: 'pessoa@exemplo.test' } },
  // The new login e-mail's shape; that it differs from the current one needs the account (use case).
  'user.login-email': {
    schema: fieldsOf((query) =>
      unless(typeof query.newEmail === 'string' && isValidEmail(query.newEmail), 'newEmail', PROFILE_MESSAGES.invalidEmail),
    ),
    example: { newEmail: 'novo.login@exemplo.test' },
  },
  // Spec 01 §7: a bill is found by its number and, when given, its document date (an unknown one is a 404).
  'invoices.payment': {
    schema: fieldsOf((query) => unless(query.type === 'pix' || query.type === 'barCode', 'type', INVOICE_MESSAGES.badType)),
    example: { type: 'pix', docDate: '2025-01-10' },
  },
  'invoices.doc-date': { schema: lenient, example: { docDate: '2025-01-10' } },
  'invoices.send': { schema: fieldsOf(recipientEmail), example: { email: 'pessoa@exemplo.test', docDate: '2025-01-10' } },
  'simplified-invoice.bill': { schema: lenient, example: { numDoc: '123456', docDate: '2025-01-10' } },
  // Google sign-in (PORTAL-API.md §2a): the binding of a start, the provider's answer on the callback; bad values fail the flow by redirect.
  'auth.google-start': { schema: lenient, example: { binding: 'ab'.repeat(32) } },
  'auth.google-callback': { schema: lenient, example: { code: 'codigo', state: 'estado' } },

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
  // GET /api/contract-accounting/:contractId/cockpit (issue 26): the month of the day tables (default: this month).
  'contract-accounting.month': { schema: fieldsOf(cockpitMonth), example: { month: '2026-11' } },
  // GET /api/contract-accounting/:contractId/export: the month and which day table.
  'contract-accounting.export': {
    schema: fieldsOf(all(cockpitMonth, (query) => unless(isCockpitTable(query.table), 'table', CONTRACT_ACCOUNTING_MESSAGES.badTable))),
    example: { month: '2026-11', table: 'ultrapassagem' },
  },
  // GET /api/contract-accounting/portfolio (issue 26 §3): risk kinds to show (comma-separated; default all) and `format=csv`.
  'contract-accounting.portfolio': {
    schema: fieldsOf(
      all(
        (query) => unless(parseRiskKinds(query.kind) !== null, 'kind', CONTRACT_ACCOUNTING_MESSAGES.badRiskKind),
        (query) => unless(absent(query.format) || query.format === 'csv', 'format', CONTRACT_ACCOUNTING_MESSAGES.badFormat),
      ),
    ),
    example: { kind: 'ultrapassagem,take-or-pay', format: 'csv' },
  },
  // GET /api/insights/consumption (issue 25 §2): 12 (the default) or 24 months.
  'insights.consumption': {
    schema: fieldsOf((query) =>
      unless(absent(query.months) || query.months === '12' || query.months === '24', 'months', INSIGHTS_CONSUMPTION_MESSAGES.months),
    ),
    example: { months: '24' },
  },
} satisfies Record<string, RequestSchema>;

export type QuerySchemaId = keyof typeof QUERY_SCHEMAS;

/** The message a query gets for each field, as its schema says (empty when the query is well-formed). */
export function queryMessages(id: QuerySchemaId, query: unknown): Record<string, string> {
  return messagesByField(QUERY_SCHEMAS[id].schema, query);
}
