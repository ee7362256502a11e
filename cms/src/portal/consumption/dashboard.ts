/**
 * The programmer's dashboard (spec 03 §2.6, §7; PORTAL-API.md §17): axis proportion, map and
 * progress, pending clients (quarterly and intraday), top clients, the consumed graph, the
 * daily table of the current quarter and the quarterly request e-mails. Every call takes an
 * optional `axisId` to look at one axis.
 */
import type { Core } from '@strapi/strapi';
import {
  addMonths,
  checkDashboardRange,
  dailyStatus,
  datesBetween,
  graphDates,
  isWeekdayOption,
  nextQuarter,
  precision,
  quarterOf,
} from '../../domain/consumption/calc';
import { CONSUMPTION_MESSAGES, WEEKDAY_OPTIONS } from '../../domain/consumption/messages';
import { quarterlyErrors } from '../../domain/consumption/requests';
import type {
  AxisProportion,
  DailyAnswer,
  GraphPoint,
  MapAndInfosAnswer,
  PendingClientsAnswer,
  TopClient,
} from '../../domain/consumption/types';
import { flooredPercentages, type Litres } from '../../domain/consumption/volumes';
import { addDays, weekdayOf } from '../../domain/time/sao-paulo';
import type { UserScope } from '../core/access';
import { now } from '../core/clock';
import { badRequest, type Body } from '../core/http';
import { throwIfErrors } from '../core/validate';
import { cachedAnswer } from './answer-cache';
import { sendQuarterlyRequestEmail } from './mail';
import {
  QUARTERLY_UID,
  byName,
  companyName,
  litresOf,
  loadNetwork,
  optionalId,
  reachableCompany,
  rowsBetween,
  sum,
  table,
  text,
  today,
  type Company,
  isActiveCompany,
} from './store';
import { keptPrecisionTotals } from './precision-months';
import { contractsWith, sumsBy } from './sums';

type Query = Record<string, unknown>;
/** The floored mean of a contract's daily precisions (as `meanPercent` of domain/consumption/calc.ts). */
const meanOf = (t: { sum: number; days: number }) => Math.floor(t.sum / t.days);

function rangeOf(query: Query) {
  const check = checkDashboardRange(query.dateStartAt, query.dateEndAt, today());
  if (!check.ok) throw badRequest(check.message, { dateStartAt: check.message });
  return check;
}

async function scoped(strapi: Core.Strapi, query: Query) {
  const network = await loadNetwork(strapi, { axisId: optionalId(query.axisId, 'axisId') });
  return { network, companies: network.companies.filter(isActiveCompany) };
}

/** GET /dashboard/axis-proportion?dateStartAt&dateEndAt — each axis's final programmed volume in the range, floored percent. */
async function computeAxisProportion(strapi: Core.Strapi, query: Query): Promise<{ data: AxisProportion[] }> {
  const range = rangeOf(query);
  const { network, companies } = await scoped(strapi, query);
  const perContract = await sumsBy(strapi, {
    table: 'programming',
    from: range.from,
    to: range.to,
    contractRefs: companies.map((c) => c.contract.id),
    groupBy: ['contract'],
    sum: { available: 'available_volume' },
  });
  const axisOf = new Map(companies.map((c) => [c.contract.id, c.axis.id]));
  const volumes = network.axes.map((axis) =>
    sum(perContract.filter((g) => axisOf.get(g.contractRef) === axis.id).map((g) => g.sums.available!)),
  );
  const total = sum(volumes);
  const percents = flooredPercentages(volumes);
  return {
    data: network.axes.map((axis, i) => ({
      id: axis.id,
      name: axis.name,
      finalVolume: text(volumes[i]!)!,
      total: text(total)!,
      percent: percents[i]!,
    })),
  };
}

/** GET /dashboard/get-map-and-infos — axes with cities and contracts; the day's progress. */
async function computeMapAndInfos(strapi: Core.Strapi, query: Query): Promise<{ data: MapAndInfosAnswer }> {
  const { network, companies } = await scoped(strapi, query);
  const day = today();
  const rows = new Map(
    (
      await rowsBetween(
        strapi,
        day,
        day,
        companies.map((c) => c.contract.id),
      )
    ).map((r) => [r.contractRef, r]),
  );
  const programmed = (c: Company) => litresOf(rows.get(c.contract.id)?.availableVolume);
  return {
    data: {
      axes: network.axes.map((axis) => ({
        id: axis.id,
        name: axis.name,
        cities: network.cities
          .filter((city) => city.axisRef === axis.id)
          .map((city) => ({
            title: city.name,
            contracts: companies
              .filter((c) => c.city?.id === city.id)
              .map((c) => ({ id: c.contract.documentId, consumerName: companyName(c), qdc: c.industrial.qdc })),
          })),
      })),
      progress: {
        totalAvailableVolume: text(sum(companies.map((c) => litresOf(c.industrial.qdc))))!,
        totalProgramed: text(sum(companies.map(programmed)))!,
        totalClients: companies.length,
        axis: network.axes.map((axis) => {
          const list = companies.filter((c) => c.axis.id === axis.id);
          return {
            id: axis.id,
            name: axis.name,
            totalProgramedClients: list.filter((c) => programmed(c) !== null).length,
            totalClients: list.length,
          };
        }),
      },
    },
  };
}

const quarterLabel = (q: { year: number; quarter: number }) => `${q.quarter}º trimestre de ${q.year}`;

/**
 * GET /dashboard/pending-clients — quarterly pending: ACTIVE contracts with no requested volume
 * on any day of the next quarter (a sent request does not clear it; programming does);
 * intraday pending: today's requests still to analyse (situation 0).
 */
async function computePendingClients(strapi: Core.Strapi, query: Query): Promise<{ data: PendingClientsAnswer }> {
  const { companies } = await scoped(strapi, query);
  const day = today();
  const next = nextQuarter(day);
  const refs = companies.map((c) => c.contract.id);
  const ahead = await contractsWith(strapi, 'volume', next.from, next.to, refs);
  const quarterly = companies.filter((c) => !ahead.has(c.contract.id));
  const [waiting] = await sumsBy(strapi, {
    table: 'programming',
    from: day,
    to: day,
    contractRefs: refs,
    groupBy: [],
    sum: {},
    count: { rows: 'id' },
    where: { situation: 0 },
  });
  return {
    data: {
      quarter: quarterLabel(next),
      totalQuarterlyPendingClients: quarterly.length,
      quarterlyPendingClients: quarterly.map((c) => ({
        id: String(c.industrial.id),
        contractId: c.contract.documentId,
        companyName: companyName(c),
      })),
      totalPendingClients: waiting?.counts.rows ?? 0,
    },
  };
}

/** GET /dashboard/top-clients — the last 3 months up to yesterday: the 5 clients whose final programmed volume best matched their QDR (mean daily precision). */
async function computeTopClients(strapi: Core.Strapi, query: Query): Promise<{ data: TopClient[] }> {
  const { companies } = await scoped(strapi, query);
  const to = addDays(today(), -1);
  const from = addMonths(today(), -3);
  const refs = companies.map((c) => c.contract.id);
  const perContract = await keptPrecisionTotals(strapi, from, to, refs);
  const ranked = companies
    .filter((c) => perContract.has(c.contract.id))
    .map((c) => ({
      contractId: c.contract.documentId,
      name: companyName(c),
      axisName: c.axis.name,
      precision: meanOf(perContract.get(c.contract.id)!),
    }))
    .sort((a, b) => b.precision - a.precision || byName(a.name, b.name));
  return { data: ranked.slice(0, 5) };
}

/**
 * GET /dashboard/consumed-graph?dateOptions=last15Days|sunday…saturday&dateStartAt&dateEndAt —
 * per day: the QDR and final programmed volume of every client, and the precision of the day.
 */
async function computeConsumedGraph(strapi: Core.Strapi, query: Query): Promise<{ data: GraphPoint[] }> {
  const option = query.dateOptions ?? 'last15Days';
  if (option !== 'last15Days' && !isWeekdayOption(option))
    throw badRequest(CONSUMPTION_MESSAGES.badDateOption, { dateOptions: CONSUMPTION_MESSAGES.badDateOption });
  const range = rangeOf(query);
  const dates = graphDates(option as 'last15Days', range);
  const { companies } = await scoped(strapi, query);
  const refs = companies.map((c) => c.contract.id);
  const span = { from: dates[0]!, to: dates[dates.length - 1]!, contractRefs: refs, dates, groupBy: ['date' as const] };
  const finals = new Map(
    (await sumsBy(strapi, { ...span, table: 'programming', sum: { available: 'available_volume' } })).map((g) => [
      g.date,
      g.sums.available!,
    ]),
  );
  const measured = new Map(
    (await sumsBy(strapi, { ...span, table: 'measurement', sum: { qdr: 'qdr' } })).map((g) => [g.date, g.sums.qdr!]),
  );
  return {
    data: dates.map((date) => {
      const final = finals.get(date) ?? 0n;
      const qdr = measured.get(date) ?? 0n;
      return { date, qdr: text(qdr)!, finalVolume: text(final)!, precision: precision(final, qdr) };
    }),
  };
}

/**
 * GET /dashboard/daily?month=YYYY-MM|all&weekday=sunday…saturday — the current quarter's days:
 * requested, projected and final programmed volumes of every client, the status tag, and the
 * totals of what is listed ('Total do trimestre vigente' or 'Total de {month}').
 */
async function computeDailyTable(strapi: Core.Strapi, query: Query): Promise<{ data: DailyAnswer }> {
  const day = today();
  const quarter = quarterOf(day);
  const month = query.month ?? 'all';
  if (month !== 'all' && !(typeof month === 'string' && quarter.months.includes(month)))
    throw badRequest(CONSUMPTION_MESSAGES.badDate, { month: CONSUMPTION_MESSAGES.badDate });
  const weekday = query.weekday;
  if (weekday !== undefined && weekday !== '' && !isWeekdayOption(weekday))
    throw badRequest(CONSUMPTION_MESSAGES.badDateOption, { weekday: CONSUMPTION_MESSAGES.badDateOption });
  const { companies } = await scoped(strapi, query);
  const byDate = new Map(
    (
      await sumsBy(strapi, {
        table: 'programming',
        from: quarter.from,
        to: quarter.to,
        contractRefs: companies.map((c) => c.contract.id),
        groupBy: ['date'],
        sum: { requested: 'volume', projected: 'projected_volume', available: 'available_volume' },
        count: { available: 'available_volume' },
      })
    ).map((g) => [g.date, g]),
  );
  const wanted = isWeekdayOption(weekday) ? WEEKDAY_OPTIONS.indexOf(weekday) : null;
  const list = datesBetween(quarter.from, quarter.to)
    .filter((d) => month === 'all' || d.startsWith(month as string))
    .filter((d) => wanted === null || weekdayOf(d) === wanted)
    .map((date) => {
      const g = byDate.get(date);
      return {
        date,
        weekday: weekdayOf(date),
        requested: g?.sums.requested ?? 0n,
        projected: g?.sums.projected ?? 0n,
        available: g && g.counts.available! > 0 ? g.sums.available! : null,
      };
    });
  const total = (pick: (r: (typeof list)[number]) => Litres | null) => text(sum(list.map(pick)))!;
  return {
    data: {
      quarter: quarterLabel(quarter),
      months: quarter.months,
      rows: list.map((r) => ({
        date: r.date,
        weekday: r.weekday,
        requestedVolume: text(r.requested)!,
        projectedVolume: text(r.projected)!,
        availableVolume: text(r.available),
        status: dailyStatus(r.available, r.date, day),
      })),
      total: {
        requestedVolume: total((r) => r.requested),
        projectedVolume: total((r) => r.projected),
        availableVolume: total((r) => r.available),
      },
    },
  };
}

/** POST /dashboard/send-request-quarterly-schedule — body `{ contractId }`, one call per selected client. */
export async function sendQuarterlyRequest(
  strapi: Core.Strapi,
  state: UserScope,
  body: Body<'consumption.quarterly'>,
): Promise<{ message: string }> {
  throwIfErrors(quarterlyErrors(body));
  const company = await reachableCompany(strapi, state, body.contractId);
  const next = nextQuarter(today());
  await sendQuarterlyRequestEmail(strapi, company, quarterLabel(next), next.from, next.to);
  await table(strapi, QUARTERLY_UID).create({
    data: { contractRef: company.contract.id, quarter: `${next.year}-${next.quarter}`, sentAt: now(), userId: state.user.id },
  });
  return { message: CONSUMPTION_MESSAGES.quarterlySent };
}

// The reads as the controllers call them: each answer kept for the data's revision.
/** GET dashboard/axis-proportion, kept for the data's revision (answer-cache.ts). */
export const axisProportion = (strapi: Core.Strapi, query: Query): Promise<{ data: AxisProportion[] }> =>
  cachedAnswer(strapi, 'dashboard/axis-proportion', query, () => computeAxisProportion(strapi, query));

/** GET dashboard/get-map-and-infos, kept for the data's revision (answer-cache.ts). */
export const mapAndInfos = (strapi: Core.Strapi, query: Query): Promise<{ data: MapAndInfosAnswer }> =>
  cachedAnswer(strapi, 'dashboard/get-map-and-infos', query, () => computeMapAndInfos(strapi, query));

/** GET dashboard/pending-clients, kept for the data's revision (answer-cache.ts). */
export const pendingClients = (strapi: Core.Strapi, query: Query): Promise<{ data: PendingClientsAnswer }> =>
  cachedAnswer(strapi, 'dashboard/pending-clients', query, () => computePendingClients(strapi, query));

/** GET dashboard/top-clients, kept for the data's revision (answer-cache.ts). */
export const topClients = (strapi: Core.Strapi, query: Query): Promise<{ data: TopClient[] }> =>
  cachedAnswer(strapi, 'dashboard/top-clients', query, () => computeTopClients(strapi, query));

/** GET dashboard/consumed-graph, kept for the data's revision (answer-cache.ts). */
export const consumedGraph = (strapi: Core.Strapi, query: Query): Promise<{ data: GraphPoint[] }> =>
  cachedAnswer(strapi, 'dashboard/consumed-graph', query, () => computeConsumedGraph(strapi, query));

/** GET dashboard/daily, kept for the data's revision (answer-cache.ts). */
export const dailyTable = (strapi: Core.Strapi, query: Query): Promise<{ data: DailyAnswer }> =>
  cachedAnswer(strapi, 'dashboard/daily', query, () => computeDailyTable(strapi, query));
