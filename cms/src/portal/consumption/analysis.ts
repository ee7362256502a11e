/**
 * The programmer's side of the requests (spec 03 §2.3, §7): companies by situation, by axis
 * (client management), totals, decisions on requests and the request e-mail. The projection and
 * the final volume per axis are in decision.ts, the dashboard in dashboard.ts.
 */
import type { Core } from '@strapi/strapi';
import { addMonths, calendarQuarterMonths, datesBetween } from '../../domain/consumption/calc';
import { CONSUMPTION_MESSAGES } from '../../domain/consumption/messages';
import { approveErrors, reproveErrors } from '../../domain/consumption/requests';
import { approvalSituation, canDecide, type FinalVolumeStage } from '../../domain/consumption/rules';
import type { AxisByList, CompaniesSituationAnswer, CompanySituation, ScheduleDate } from '../../domain/consumption/types';
import { addDays } from '../../domain/time/sao-paulo';
import { badRequest, conflict, type Body } from '../core/http';
import { throwIfErrors } from '../core/validate';
import { cachedAnswer } from './answer-cache';
import { sendDecisionEmail, sendProgrammingRequestEmail } from './mail';
import {
  PROGRAMMING_UID,
  companyName,
  companyOfRow,
  dateParam,
  findRow,
  litresOf,
  loadNetwork,
  measurementsBetween,
  reachableCompany,
  reloadRow,
  rowsBetween,
  scheduleView,
  sum,
  table,
  text,
  today,
  type ProgrammingRow,
  validLitres,
  isActiveCompany,
} from './store';
import { axisDaysOn, sumsBy } from './sums';
import type { UserScope } from '../core/access';

type Query = Record<string, unknown>;

/** GET /companies-situation?dates=YYYY-MM-DD — pending (0), waiting (no request or 3) and completed (1, 2, 5). */
async function computeCompaniesSituation(strapi: Core.Strapi, query: Query): Promise<{ data: CompaniesSituationAnswer }> {
  const date = dateParam(query.dates, today());
  const network = await loadNetwork(strapi);
  const companies = network.companies.filter(isActiveCompany);
  const refs = companies.map((c) => c.contract.id);
  const rows = new Map((await rowsBetween(strapi, date, date, refs)).map((r) => [r.contractRef, r]));
  const yesterday = await measurementsBetween(strapi, addDays(date, -1), addDays(date, -1), refs);
  const answer: CompaniesSituationAnswer = { date, pending: [], waiting: [], completed: [] };
  for (const c of companies) {
    const row = rows.get(c.contract.id);
    const item: CompanySituation = {
      id: row?.documentId ?? null,
      contractId: c.contract.documentId,
      companyName: companyName(c),
      qdc: c.industrial.qdc,
      situation: row ? row.situation : null,
      protocol: row?.protocol ?? null,
      consumptionYesterday: text(yesterday.get(`${c.contract.id}|${addDays(date, -1)}`) ?? null),
      consumptionToday: row?.volume ?? null,
      acceptedVolume: row?.acceptedVolume ?? null,
      axisId: c.axis.id,
    };
    if (!row || row.situation === 3) answer.waiting.push(item);
    else if (row.situation === 0) answer.pending.push(item);
    else answer.completed.push(item);
  }
  return { data: answer };
}

/** GET /total-qdc?dateStartAt&dateEndAt — the ACTIVE contracts' QDC times the days of the range (default today). */
async function computeTotalQdc(strapi: Core.Strapi, query: Query): Promise<{ data: { totalQdc: string } }> {
  const day = today();
  const from = dateParam(query.dateStartAt, day, 'dateStartAt');
  const to = dateParam(query.dateEndAt, from > day ? from : day, 'dateEndAt');
  if (from > to) throw badRequest(CONSUMPTION_MESSAGES.badRangeOrder, { dateStartAt: CONSUMPTION_MESSAGES.badRangeOrder });
  const days = BigInt(Math.min(datesBetween(from, to).length, 4000));
  const network = await loadNetwork(strapi);
  const total = sum(network.companies.filter(isActiveCompany).map((c) => litresOf(c.industrial.qdc))) * days;
  return { data: { totalQdc: text(total)! } };
}

/** GET /total-requested?dateStartAt&dateEndAt — the requested volumes of the range (default today). */
async function computeTotalRequested(strapi: Core.Strapi, query: Query): Promise<{ data: { totalRequested: string } }> {
  const day = today();
  const from = dateParam(query.dateStartAt, day, 'dateStartAt');
  const to = dateParam(query.dateEndAt, from > day ? from : day, 'dateEndAt');
  if (from > to) throw badRequest(CONSUMPTION_MESSAGES.badRangeOrder, { dateStartAt: CONSUMPTION_MESSAGES.badRangeOrder });
  const [all] = await sumsBy(strapi, { table: 'programming', from, to, groupBy: [], sum: { requested: 'volume' } });
  return { data: { totalRequested: text(all?.sums.requested ?? 0n)! } };
}

/**
 * GET /companies-by-axis?dates=YYYY-MM-DD — axes with regions, cities and contracts, and the
 * requested / final programmed volumes of the month of `dates` (default today) and the next two,
 * and of the calendar quarter that holds `dates` ('Ver tudo', spec 03 §2.3).
 */
async function computeCompaniesByAxis(strapi: Core.Strapi, query: Query): Promise<{ data: AxisByList[] }> {
  const date = dateParam(query.dates, today());
  const months = [0, 1, 2].map((i) => addMonths(`${date.slice(0, 7)}-01`, i).slice(0, 7));
  const quarterMonths = calendarQuarterMonths(date);
  // One read covers the three months shown and the current calendar quarter ('Ver tudo').
  const from = `${quarterMonths[0] < months[0]! ? quarterMonths[0] : months[0]}-01`;
  const last = quarterMonths[2] > months[2]! ? quarterMonths[2] : months[2]!;
  const to = addDays(`${addMonths(`${last}-01`, 1)}`, -1);
  const network = await loadNetwork(strapi);
  const sums = await sumsBy(strapi, {
    table: 'programming',
    from,
    to,
    groupBy: ['contract', 'month'],
    sum: { requested: 'volume', available: 'available_volume' },
  });
  const byContract = new Map<number, typeof sums>();
  for (const g of sums) {
    const list = byContract.get(g.contractRef);
    if (list) list.push(g);
    else byContract.set(g.contractRef, [g]);
  }
  const stages = await axisDaysOn(strapi, today());
  const monthly = (list: typeof sums) =>
    months.map((month) => {
      const inMonth = list.filter((g) => g.month === month);
      return {
        month,
        requestedVolume: text(sum(inMonth.map((g) => g.sums.requested!)))!,
        availableVolume: text(sum(inMonth.map((g) => g.sums.available!)))!,
      };
    });
  const quarter = (list: typeof sums) => {
    const inQuarter = list.filter((g) => (quarterMonths as readonly string[]).includes(g.month));
    return {
      from: quarterMonths[0],
      to: quarterMonths[2],
      requestedVolume: text(sum(inQuarter.map((g) => g.sums.requested!)))!,
      availableVolume: text(sum(inQuarter.map((g) => g.sums.available!)))!,
    };
  };
  const data = network.axes.map((axis) => {
    const companies = network.companies.filter((c) => c.axis.id === axis.id);
    const cities = network.cities.filter((c) => c.axisRef === axis.id);
    return {
      id: axis.id,
      name: axis.name,
      stage: (stages.get(axis.id)?.stage ?? 'final-programming') as FinalVolumeStage,
      regions: network.regions.filter((r) => r.axisRef === axis.id).map((r) => ({ id: r.id, name: r.name })),
      cities: cities.map((city) => ({
        title: city.name,
        regionId: city.regionRef ?? null,
        contracts: companies
          .filter((c) => c.city?.id === city.id)
          .map((c) => ({ id: c.contract.documentId, consumerName: companyName(c), qdc: c.industrial.qdc })),
      })),
      consumption: monthly(companies.flatMap((c) => byContract.get(c.contract.id) ?? [])),
      quarter: quarter(companies.flatMap((c) => byContract.get(c.contract.id) ?? [])),
      companies: companies.map((c) => ({
        contractId: c.contract.documentId,
        name: companyName(c),
        regionId: c.region?.id ?? null,
        qdc: c.industrial.qdc,
        consumptions: monthly(byContract.get(c.contract.id) ?? []),
        quarter: quarter(byContract.get(c.contract.id) ?? []),
      })),
    };
  });
  return { data };
}

/** PATCH /:id/approve — body `{ sendEmail, approvedVolume, situation? }`; 1, or 5 when the approved volume differs. */
export async function approve(
  strapi: Core.Strapi,
  id: unknown,
  body: Body<'consumption.approve'>,
): Promise<{ message: string; data: ScheduleDate }> {
  throwIfErrors(approveErrors(body));
  const row = await findRow(strapi, id);
  if (!canDecide(row.situation)) throw conflict(CONSUMPTION_MESSAGES.notDecidable);
  const approved = validLitres(body.approvedVolume);
  const situation = approvalSituation(litresOf(row.volume) ?? 0n, approved);
  return decide(strapi, row, { situation, acceptedVolume: text(approved) }, body.sendEmail === true);
}

/** PATCH /:id/reprove — body `{ sendEmail }`; situation 2. */
export async function reprove(
  strapi: Core.Strapi,
  id: unknown,
  body: Body<'consumption.reprove'>,
): Promise<{ message: string; data: ScheduleDate }> {
  throwIfErrors(reproveErrors(body));
  const row = await findRow(strapi, id);
  if (!canDecide(row.situation)) throw conflict(CONSUMPTION_MESSAGES.notDecidable);
  return decide(strapi, row, { situation: 2, acceptedVolume: null }, body.sendEmail === true);
}

async function decide(strapi: Core.Strapi, row: ProgrammingRow, data: Record<string, unknown>, sendEmail: boolean) {
  const company = await companyOfRow(strapi, row);
  const updated = await strapi.db.transaction(async () => {
    // Decided once: the update only matches while the row is still waiting (two staff at once).
    const changed = await table(strapi, PROGRAMMING_UID).updateMany({ where: { id: row.id, situation: 0 }, data });
    if (Number((changed as { count?: number }).count ?? 0) !== 1) throw conflict(CONSUMPTION_MESSAGES.notDecidable);
    return reloadRow(strapi, row.id);
  });
  if (sendEmail) await sendDecisionEmail(strapi, company, updated);
  return { message: CONSUMPTION_MESSAGES.decisionSent, data: scheduleView(updated) };
}

/** POST /send-request-email?contractId= — asks a client not yet programmed to send today's volume. */
export async function sendRequestEmail(strapi: Core.Strapi, state: UserScope, query: Query): Promise<{ message: string }> {
  const company = await reachableCompany(strapi, state, query.contractId);
  await sendProgrammingRequestEmail(strapi, company, today());
  return { message: CONSUMPTION_MESSAGES.requestEmailSent };
}

// The reads as the controllers call them: each answer kept for the data's revision.
/** GET companies-situation, kept for the data's revision (answer-cache.ts). */
export const companiesSituation = (strapi: Core.Strapi, query: Query): Promise<{ data: CompaniesSituationAnswer }> =>
  cachedAnswer(strapi, 'companies-situation', query, () => computeCompaniesSituation(strapi, query));

/** GET total-qdc, kept for the data's revision (answer-cache.ts). */
export const totalQdc = (strapi: Core.Strapi, query: Query): Promise<{ data: { totalQdc: string } }> =>
  cachedAnswer(strapi, 'total-qdc', query, () => computeTotalQdc(strapi, query));

/** GET total-requested, kept for the data's revision (answer-cache.ts). */
export const totalRequested = (strapi: Core.Strapi, query: Query): Promise<{ data: { totalRequested: string } }> =>
  cachedAnswer(strapi, 'total-requested', query, () => computeTotalRequested(strapi, query));

/** GET companies-by-axis, kept for the data's revision (answer-cache.ts). */
export const companiesByAxis = (strapi: Core.Strapi, query: Query): Promise<{ data: AxisByList[] }> =>
  cachedAnswer(strapi, 'companies-by-axis', query, () => computeCompaniesByAxis(strapi, query));
