/**
 * The industrial client's calls (spec 03 §2.1, §2.2, §7): the day rows and protocols of a
 * contract (GET /list), a new programming (POST /consumption-schedule — the spec shows the
 * screen, not its call; PORTAL-API.md §17), the protocol by e-mail and ★ the CSV export.
 */
import type { Core } from '@strapi/strapi';
import { protocolNumber, datesBetween } from '../../domain/consumption/calc';
import { CONSUMPTION_MESSAGES } from '../../domain/consumption/messages';
import { scheduleRequestErrors } from '../../domain/consumption/requests';
import { intradayAdjustmentOpen, programmingCalendarRange } from '../../domain/consumption/rules';
import type { CreateScheduleAnswer, ProtocolSummary, ScheduleListAnswer } from '../../domain/consumption/types';
import { parseVolume, volumeText } from '../../domain/consumption/volumes';
import { aboveLimitMessage, dayLimit, dayStart } from '../../domain/curtailment/rules';
import { brDate } from '../../domain/invoices/reference';
import { addDays } from '../../domain/time/sao-paulo';
import type { UserScope } from '../core/access';
import { now } from '../core/clock';
import { writeCsv } from '../core/csv';
import { restrictionsOf } from '../core/curtailment-limits';
import { badRequest, notFound, unprocessable, type Body } from '../core/http';
import { throwIfErrors } from '../core/validate';
import type { FileAnswer } from '../core/files';
import { sendProtocolEmail } from './mail';
import {
  PROGRAMMING_UID,
  PROTOCOL_UID,
  baseHourOf,
  companyName,
  dateParam,
  isoInstant,
  measurementsBetween,
  reachableCompany,
  rowsBetween,
  scheduleView,
  table,
  today,
  type Company,
  type ProgrammingRow,
} from './store';

type Query = Record<string, unknown>;

interface ProtocolRow {
  id: number;
  protocol: string;
  contractRef: number;
  requestedAt: string | Date;
  requestedByEmail: string | null;
  items: { date: string; volume: string }[];
}

const protocolView = (row: ProtocolRow): ProtocolSummary => ({
  protocol: row.protocol,
  createdAt: new Date(row.requestedAt).toISOString(),
  createdBy: { email: row.requestedByEmail },
  dates: Array.isArray(row.items) ? row.items : [],
});

export function contractSummary(company: Company) {
  return {
    id: company.contract.documentId,
    sapName: companyName(company),
    situation: company.contract.situation,
    qdc: company.industrial.qdc,
    consumptionBaseHour: baseHourOf(company),
    axisName: company.axis.name,
  };
}

/**
 * GET /api/consumption-schedule/list — `contractId` (staff: required), `dateStartAt`/`dateEndAt`
 * (default: the programming calendar), `protocol` (only that protocol's days), `groupBy=protocol`
 * (protocols only, `dates` empty).
 */
export async function listSchedule(strapi: Core.Strapi, state: UserScope, query: Query): Promise<{ data: ScheduleListAnswer }> {
  const company = await reachableCompany(strapi, state, query.contractId);
  const at = now();
  const day = today();
  const calendar = programmingCalendarRange(at);
  const from = dateParam(query.dateStartAt, calendar.from, 'dateStartAt');
  const to = dateParam(query.dateEndAt, calendar.to, 'dateEndAt');
  if (from > to) throw badRequest(CONSUMPTION_MESSAGES.badRangeOrder, { dateStartAt: CONSUMPTION_MESSAGES.badRangeOrder });
  if (query.groupBy !== undefined && query.groupBy !== 'protocol')
    throw badRequest(CONSUMPTION_MESSAGES.badDateOption, { groupBy: CONSUMPTION_MESSAGES.badDateOption });
  const protocolFilter = query.protocol;
  if (protocolFilter !== undefined && (typeof protocolFilter !== 'string' || !/^\d{1,40}$/.test(protocolFilter)))
    throw notFound(CONSUMPTION_MESSAGES.protocolNotFound);

  const protocolRows = (await table(strapi, PROTOCOL_UID).findMany({
    where: { contractRef: company.contract.id, ...(protocolFilter ? { protocol: protocolFilter } : {}) },
    orderBy: [{ requestedAt: 'desc' }, { id: 'desc' }],
  })) as ProtocolRow[];
  if (protocolFilter && protocolRows.length === 0) throw notFound(CONSUMPTION_MESSAGES.protocolNotFound);

  let dates: ScheduleListAnswer['dates'] = [];
  if (query.groupBy !== 'protocol') {
    const rows = (await rowsBetween(strapi, from, to, [company.contract.id])).filter(
      (r) => !protocolFilter || r.protocol === protocolFilter,
    );
    const qdr = await measurementsBetween(strapi, from, to, [company.contract.id]);
    dates = rows.map((r) => scheduleView(r, qdr.get(`${r.contractRef}|${r.date}`) ?? null));
  }
  const todayRow = (await rowsBetween(strapi, day, day, [company.contract.id]))[0];
  return {
    data: {
      contract: contractSummary(company),
      today: {
        id: todayRow?.documentId ?? null,
        date: day,
        volume: todayRow?.volume ?? null,
        createdAt: isoInstant(todayRow?.requestedAt),
        situation: todayRow ? todayRow.situation : null,
      },
      adjustmentOpen: intradayAdjustmentOpen(at, company.contract.situation),
      calendar,
      protocols: protocolRows.map(protocolView),
      dates,
    },
  };
}

/**
 * POST /api/consumption-schedule — body `{ contractId?, dates: [{ date, volume }] }`. Today is
 * the intraday adjustment (ACTIVE contract, before 11:00 → situation 0, to analyse); later days
 * of the calendar are pre-requested (3). Past days and days outside the calendar are refused.
 * One protocol for all the days, in one transaction.
 */
export async function createSchedule(
  strapi: Core.Strapi,
  state: UserScope,
  body: Body<'consumption.schedule'>,
): Promise<{ data: CreateScheduleAnswer }> {
  throwIfErrors(scheduleRequestErrors(body));
  const company = await reachableCompany(strapi, state, body.contractId);
  const at = now();
  const day = today();
  const calendar = programmingCalendarRange(at);
  if (company.contract.situation !== 'ACTIVE') throw unprocessable(CONSUMPTION_MESSAGES.notActive);
  const items = (body.dates as { date: string; volume: unknown }[])
    .map((i) => ({ date: i.date, litres: (parseVolume(i.volume) as { ok: true; litres: bigint }).litres }))
    .sort((a, b) => a.date.localeCompare(b.date));
  for (const item of items) {
    if (item.date < day) throw unprocessable(CONSUMPTION_MESSAGES.pastDate, { dates: CONSUMPTION_MESSAGES.pastDate });
    if (item.date > calendar.to) throw unprocessable(CONSUMPTION_MESSAGES.outOfCalendar, { dates: CONSUMPTION_MESSAGES.outOfCalendar });
    if (item.date === day && !intradayAdjustmentOpen(at, company.contract.situation))
      throw unprocessable(CONSUMPTION_MESSAGES.intradayClosed, { dates: CONSUMPTION_MESSAGES.intradayClosed });
  }
  // A curtailment notice covering a day caps its volume (issue 26 §4; docs/curtailment.md).
  const restrictions = await restrictionsOf(strapi, company.contract.id, dayStart(day));
  for (const item of items) {
    const restriction = dayLimit(restrictions, item.date);
    if (restriction && item.litres > restriction.limit) {
      const message = aboveLimitMessage(item.date, restriction.limit);
      throw unprocessable(message, { dates: message });
    }
  }
  const user = state.user;
  return strapi.db.transaction(async ({ trx }) => {
    const sequence =
      (await table(strapi, PROTOCOL_UID).count({
        where: { contractRef: company.contract.id, protocol: { $startsWith: day.replace(/-/g, '') } },
      })) + 1;
    const protocol = protocolNumber(day, company.contract.consumerCode, sequence);
    const stored = items.map((i) => ({ date: i.date, volume: volumeText(i.litres) }));
    await table(strapi, PROTOCOL_UID).create({
      data: { protocol, contractRef: company.contract.id, requestedAt: at, userId: user.id, requestedByEmail: user.email, items: stored },
    });
    const written: ProgrammingRow[] = [];
    for (const item of stored) {
      const existing = (await table(strapi, PROGRAMMING_UID).findOne({
        where: { contractRef: company.contract.id, date: item.date },
      })) as ProgrammingRow | null;
      const data = {
        volume: item.volume,
        situation: item.date === day ? 0 : 3,
        protocol,
        requestedAt: at,
        userId: user.id,
        requestedByEmail: user.email,
        acceptedVolume: null,
      };
      if (existing)
        await table(strapi, PROGRAMMING_UID).update({ where: { id: existing.id }, data: { ...data, lastVolume: existing.volume } });
      else await table(strapi, PROGRAMMING_UID).create({ data: { ...data, contractRef: company.contract.id, date: item.date } });
      written.push((await rowsBetween(strapi, item.date, item.date, [company.contract.id], trx))[0]!);
    }
    return { data: { protocol, createdAt: at.toISOString(), dates: written.map((r) => scheduleView(r)) } };
  });
}

/** POST /api/consumption-schedule/send-email?protocol=&contractId= */
export async function sendProtocol(strapi: Core.Strapi, state: UserScope, query: Query): Promise<{ message: string }> {
  const company = await reachableCompany(strapi, state, query.contractId);
  const protocol = query.protocol;
  if (typeof protocol !== 'string' || !/^\d{1,40}$/.test(protocol)) throw notFound(CONSUMPTION_MESSAGES.protocolNotFound);
  const row = (await table(strapi, PROTOCOL_UID).findOne({ where: { protocol, contractRef: company.contract.id } })) as ProtocolRow | null;
  if (!row) throw notFound(CONSUMPTION_MESSAGES.protocolNotFound);
  const view = protocolView(row);
  await sendProtocolEmail(strapi, company, view.protocol, view.createdAt, view.dates);
  return { message: CONSUMPTION_MESSAGES.protocolSent };
}

export const EXPORT_MAX_DAYS = 366;
export const EXPORT_COLUMNS = ['Data', 'Solicitado (m³)', 'Programado (m³)', 'Consumido (m³)'];

/**
 * ★ GET /api/consumption-schedule/export?contractId=&dateStartAt=&dateEndAt= — one line per day
 * of the range (default: the last 30 days up to yesterday): requested, final programmed
 * (availableVolume) and consumed (QDR) volumes, `;`-separated with decimal commas, UTF-8 BOM.
 */
export async function exportSchedule(strapi: Core.Strapi, state: UserScope, query: Query): Promise<FileAnswer> {
  const company = await reachableCompany(strapi, state, query.contractId);
  const day = today();
  const from = dateParam(query.dateStartAt, addDays(day, -30), 'dateStartAt');
  const to = dateParam(query.dateEndAt, addDays(day, -1), 'dateEndAt');
  if (from > to) throw badRequest(CONSUMPTION_MESSAGES.badRangeOrder, { dateStartAt: CONSUMPTION_MESSAGES.badRangeOrder });
  const days = datesBetween(from, to);
  if (days.length > EXPORT_MAX_DAYS)
    throw badRequest(CONSUMPTION_MESSAGES.exportRangeTooLong, { dateEndAt: CONSUMPTION_MESSAGES.exportRangeTooLong });
  const rows = new Map((await rowsBetween(strapi, from, to, [company.contract.id])).map((r) => [r.date, r]));
  const qdr = await measurementsBetween(strapi, from, to, [company.contract.id]);
  const decimal = (value: string | null | undefined) => (value ? value.replace('.', ',') : '');
  const records = days.map((d) => {
    const row = rows.get(d);
    const measured = qdr.get(`${company.contract.id}|${d}`);
    return [
      brDate(d),
      decimal(row?.volume),
      decimal(row?.availableVolume),
      measured === undefined ? '' : volumeText(measured).replace('.', ','),
    ];
  });
  const csv = writeCsv([EXPORT_COLUMNS, ...records]);
  return {
    filename: `Programacao_${company.contract.consumerCode}_${from}_${to}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: Buffer.from(csv, 'utf8'),
  };
}
