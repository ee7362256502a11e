/**
 * The programmer's side (spec 03 §2.3–§2.5, §7): companies by situation, by axis, totals,
 * decisions on requests, the projection of the day and the final volume per axis with its
 * stage machine (final-programming → defined-axel → confirmed; confirmed is locked).
 */
import type { Core } from '@strapi/strapi';
import { addMonths, datesBetween, floorToHalfHour, parseBaseHour, projectVolume } from '../../domain/consumption/calc';
import { CONSUMPTION_MESSAGES } from '../../domain/consumption/messages';
import {
  approveErrors,
  availableVolumeErrors,
  axisFinalErrors,
  axisProjectionErrors,
  axisStageErrors,
  projectedVolumeErrors,
  reproveErrors,
} from '../../domain/consumption/requests';
import { approvalSituation, canDecide, finalVolumeLocked } from '../../domain/consumption/rules';
import type {
  AxisByList,
  AxisUsageAnswer,
  CompaniesSituationAnswer,
  CompanySituation,
  ProjectionAxis,
  ScheduleDate,
  TimelineClient,
} from '../../domain/consumption/types';
import { parseVolume, type Litres } from '../../domain/consumption/volumes';
import { addDays, saoPauloParts } from '../../domain/time/sao-paulo';
import { now } from '../core/clock';
import { badRequest, conflict, notFound } from '../core/http';
import { throwIfErrors } from '../core/validate';
import { sendDecisionEmail, sendProgrammingRequestEmail } from './mail';
import {
  AXIS_DAY_UID,
  INDUSTRIAL_UID,
  PROGRAMMING_UID,
  axisDay,
  axisIdOf,
  baseHourOf,
  companyName,
  dateParam,
  ensureAxisDay,
  findRow,
  litresOf,
  loadNetwork,
  measurementsBetween,
  reachableCompany,
  rowsBetween,
  scheduleView,
  sum,
  table,
  text,
  today,
  type Company,
  type ProgrammingRow,
} from './store';
import type { PortalState } from '../core/access';

type Query = Record<string, unknown>;
type Body = Record<string, unknown>;
const litres = (value: unknown) => (parseVolume(value) as { ok: true; litres: Litres }).litres;
const active = (c: Company) => c.contract.situation === 'ACTIVE';

/** GET /companies-situation?dates=YYYY-MM-DD — pending (0), waiting (no request or 3) and completed (1, 2, 5). */
export async function companiesSituation(strapi: Core.Strapi, query: Query): Promise<{ data: CompaniesSituationAnswer }> {
  const date = dateParam(query.dates, today());
  const network = await loadNetwork(strapi);
  const companies = network.companies.filter(active);
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
export async function totalQdc(strapi: Core.Strapi, query: Query): Promise<{ data: { totalQdc: string } }> {
  const day = today();
  const from = dateParam(query.dateStartAt, day, 'dateStartAt');
  const to = dateParam(query.dateEndAt, from > day ? from : day, 'dateEndAt');
  if (from > to) throw badRequest(CONSUMPTION_MESSAGES.badRangeOrder, { dateStartAt: CONSUMPTION_MESSAGES.badRangeOrder });
  const days = BigInt(Math.min(datesBetween(from, to).length, 4000));
  const network = await loadNetwork(strapi);
  const total = sum(network.companies.filter(active).map((c) => litresOf(c.industrial.qdc))) * days;
  return { data: { totalQdc: text(total)! } };
}

/** GET /total-requested?dateStartAt&dateEndAt — the requested volumes of the range (default today). */
export async function totalRequested(strapi: Core.Strapi, query: Query): Promise<{ data: { totalRequested: string } }> {
  const day = today();
  const from = dateParam(query.dateStartAt, day, 'dateStartAt');
  const to = dateParam(query.dateEndAt, from > day ? from : day, 'dateEndAt');
  if (from > to) throw badRequest(CONSUMPTION_MESSAGES.badRangeOrder, { dateStartAt: CONSUMPTION_MESSAGES.badRangeOrder });
  const rows = await rowsBetween(strapi, from, to);
  return { data: { totalRequested: text(sum(rows.map((r) => litresOf(r.volume))))! } };
}

/**
 * GET /companies-by-axis?dates=YYYY-MM-DD — axes with regions, cities and contracts, and the
 * requested / final programmed volumes of the month of `dates` (default today) and the next two.
 */
export async function companiesByAxis(strapi: Core.Strapi, query: Query): Promise<{ data: AxisByList[] }> {
  const date = dateParam(query.dates, today());
  const months = [0, 1, 2].map((i) => addMonths(`${date.slice(0, 7)}-01`, i).slice(0, 7));
  const from = `${months[0]}-01`;
  const to = addDays(`${addMonths(`${months[2]}-01`, 1)}`, -1);
  const network = await loadNetwork(strapi);
  const rows = await rowsBetween(strapi, from, to);
  const byContract = new Map<number, ProgrammingRow[]>();
  for (const r of rows) {
    const list = byContract.get(r.contractRef);
    if (list) list.push(r);
    else byContract.set(r.contractRef, [r]);
  }
  const monthly = (list: ProgrammingRow[]) =>
    months.map((month) => {
      const inMonth = list.filter((r) => r.date.startsWith(month));
      return {
        month,
        requestedVolume: text(sum(inMonth.map((r) => litresOf(r.volume))))!,
        availableVolume: text(sum(inMonth.map((r) => litresOf(r.availableVolume))))!,
      };
    });
  const data = network.axes.map((axis) => {
    const companies = network.companies.filter((c) => c.axis.id === axis.id);
    const cities = network.cities.filter((c) => c.axisRef === axis.id);
    return {
      id: axis.id,
      name: axis.name,
      regions: network.regions.filter((r) => r.axisRef === axis.id).map((r) => ({ id: r.id, name: r.name })),
      cities: cities.map((city) => ({
        title: city.name,
        regionId: city.regionRef ?? null,
        contracts: companies
          .filter((c) => c.city?.id === city.id)
          .map((c) => ({ id: c.contract.documentId, consumerName: companyName(c), qdc: c.industrial.qdc })),
      })),
      consumption: monthly(companies.flatMap((c) => byContract.get(c.contract.id) ?? [])),
      companies: companies.map((c) => ({
        contractId: c.contract.documentId,
        name: companyName(c),
        regionId: c.region?.id ?? null,
        qdc: c.industrial.qdc,
        consumptions: monthly(byContract.get(c.contract.id) ?? []),
      })),
    };
  });
  return { data };
}

async function companyOfRow(strapi: Core.Strapi, row: ProgrammingRow): Promise<Company> {
  const network = await loadNetwork(strapi);
  const company = network.companies.find((c) => c.contract.id === row.contractRef);
  if (!company) throw notFound(CONSUMPTION_MESSAGES.scheduleNotFound);
  return company;
}

async function reload(strapi: Core.Strapi, id: number): Promise<ProgrammingRow> {
  const row = (await table(strapi, PROGRAMMING_UID).findOne({ where: { id } })) as ProgrammingRow;
  return { ...row, date: String(row.date).slice(0, 10), situation: Number(row.situation) };
}

/** PATCH /:id/approve — body `{ sendEmail, approvedVolume, situation? }`; 1, or 5 when the approved volume differs. */
export async function approve(strapi: Core.Strapi, id: unknown, body: Body): Promise<{ message: string; data: ScheduleDate }> {
  throwIfErrors(approveErrors(body));
  const row = await findRow(strapi, id);
  if (!canDecide(row.situation)) throw conflict(CONSUMPTION_MESSAGES.notDecidable);
  const approved = litres(body.approvedVolume);
  const situation = approvalSituation(litresOf(row.volume) ?? 0n, approved);
  return decide(strapi, row, { situation, acceptedVolume: text(approved) }, body.sendEmail === true);
}

/** PATCH /:id/reprove — body `{ sendEmail }`; situation 2. */
export async function reprove(strapi: Core.Strapi, id: unknown, body: Body): Promise<{ message: string; data: ScheduleDate }> {
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
    return reload(strapi, row.id);
  });
  if (sendEmail) await sendDecisionEmail(strapi, company, updated);
  return { message: CONSUMPTION_MESSAGES.decisionSent, data: scheduleView(updated) };
}

/** POST /send-request-email?contractId= — asks a client not yet programmed to send today's volume. */
export async function sendRequestEmail(strapi: Core.Strapi, state: PortalState, query: Query): Promise<{ message: string }> {
  const company = await reachableCompany(strapi, state, query.contractId);
  await sendProgrammingRequestEmail(strapi, company, today());
  return { message: CONSUMPTION_MESSAGES.requestEmailSent };
}

async function assertAxisOpen(strapi: Core.Strapi, axisRef: number, date: string): Promise<void> {
  const day = await axisDay(strapi, axisRef, date);
  if (day && finalVolumeLocked(day.stage)) throw conflict(CONSUMPTION_MESSAGES.axisLocked);
}

/** PATCH /:id/available-volume — body `{ availableVolume }`: a company's final programmed volume of the day. */
export async function setAvailableVolume(strapi: Core.Strapi, id: unknown, body: Body): Promise<{ message: string; data: ScheduleDate }> {
  throwIfErrors(availableVolumeErrors(body));
  const row = await findRow(strapi, id);
  const company = await companyOfRow(strapi, row);
  return strapi.db.transaction(async () => {
    await assertAxisOpen(strapi, company.axis.id, row.date);
    await table(strapi, PROGRAMMING_UID).update({ where: { id: row.id }, data: { availableVolume: text(litres(body.availableVolume)) } });
    return { message: CONSUMPTION_MESSAGES.finalProgrammingUpdated, data: scheduleView(await reload(strapi, row.id)) };
  });
}

const minutesNow = () => {
  const { hour, minute } = saoPauloParts(now());
  return hour * 60 + minute;
};

/**
 * PATCH /:id/projected-volume — body `{ consumptionBaseHour: 'HH:MM', partialConsumedVolume }`.
 * projectedVolume = partial × 1440 / minutes since the base hour (at least 30); the base hour
 * is kept on the contract.
 */
export async function setProjectedVolume(strapi: Core.Strapi, id: unknown, body: Body): Promise<{ data: { projectedVolume: string } }> {
  throwIfErrors(projectedVolumeErrors(body));
  const row = await findRow(strapi, id);
  const company = await companyOfRow(strapi, row);
  const baseHour = parseBaseHour(body.consumptionBaseHour)!;
  const partial = litres(body.partialConsumedVolume);
  const projected = projectVolume(partial, baseHour, minutesNow());
  await strapi.db.transaction(async () => {
    await table(strapi, PROGRAMMING_UID).update({
      where: { id: row.id },
      data: { projectedVolume: text(projected), partialConsumedVolume: text(partial) },
    });
    await table(strapi, INDUSTRIAL_UID).update({ where: { id: company.industrial.id }, data: { consumptionBaseHour: baseHour } });
  });
  return { data: { projectedVolume: text(projected)! } };
}

/** PATCH /projection/update-axis — body `{ axisId, partialConsumedVolume }`; answers the axis's total projected of the day. */
export async function updateAxisProjection(
  strapi: Core.Strapi,
  body: Body,
): Promise<{ data: { totalProjectedAxis: string; axisId: number } }> {
  throwIfErrors(axisProjectionErrors(body));
  const axisId = axisIdOf(body.axisId)!;
  const network = await loadNetwork(strapi, { axisId });
  if (!network.axes.length) throw notFound(CONSUMPTION_MESSAGES.axisNotFound);
  const day = today();
  const refs = network.companies.filter((c) => c.axis.id === axisId).map((c) => c.contract.id);
  const total = sum((await rowsBetween(strapi, day, day, refs)).map((r) => litresOf(r.projectedVolume)));
  await strapi.db.transaction(async () => {
    const row = await ensureAxisDay(strapi, axisId, day);
    await table(strapi, AXIS_DAY_UID).update({
      where: { id: row.id },
      data: { partialConsumedVolume: text(litres(body.partialConsumedVolume)), totalProjected: text(total) },
    });
  });
  return { data: { totalProjectedAxis: text(total)!, axisId } };
}

/** GET /projection/get-axis-projection?dates= — axes with their ACTIVE companies and the day's projection. */
export async function axisProjection(strapi: Core.Strapi, query: Query): Promise<{ data: ProjectionAxis[] }> {
  const date = dateParam(query.dates, today());
  const network = await loadNetwork(strapi);
  const companies = network.companies.filter(active);
  const rows = new Map(
    (
      await rowsBetween(
        strapi,
        date,
        date,
        companies.map((c) => c.contract.id),
      )
    ).map((r) => [r.contractRef, r]),
  );
  const data: ProjectionAxis[] = [];
  for (const axis of network.axes) {
    const day = await axisDay(strapi, axis.id, date);
    const list = companies.filter((c) => c.axis.id === axis.id);
    data.push({
      id: axis.id,
      name: axis.name,
      totalProjected: text(sum(list.map((c) => litresOf(rows.get(c.contract.id)?.projectedVolume))))!,
      partialConsumedVolume: day?.partialConsumedVolume ?? null,
      finalVolume: day?.finalVolume ?? null,
      stage: day?.stage ?? 'final-programming',
      companies: list.map((c) => {
        const row = rows.get(c.contract.id);
        return {
          id: row?.documentId ?? null,
          contractId: c.contract.documentId,
          name: companyName(c),
          projectedVolume: row?.projectedVolume ?? null,
          partialConsumedVolume: row?.partialConsumedVolume ?? null,
          requestedVolume: row?.volume ?? null,
          consumptionBaseHour: floorToHalfHour(baseHourOf(c)),
          companyfinalVolume: row?.availableVolume ?? null,
        };
      }),
    });
  }
  return { data };
}

/**
 * GET /decision/get-axis-usage?dates= — per axis: final volume, stage, the sum of the companies'
 * final programmed volumes, how many have none, and each client's three-day timeline (today
 * first, then the two days before with their QDR); plus the day's totals.
 */
export async function axisUsage(strapi: Core.Strapi, query: Query): Promise<{ data: AxisUsageAnswer }> {
  const date = dateParam(query.dates, today());
  const network = await loadNetwork(strapi);
  const companies = network.companies.filter(active);
  const refs = companies.map((c) => c.contract.id);
  const from = addDays(date, -2);
  const rows = new Map((await rowsBetween(strapi, from, date, refs)).map((r) => [`${r.contractRef}|${r.date}`, r]));
  const qdr = await measurementsBetween(strapi, from, date, refs);
  const days = [date, addDays(date, -1), from];
  const axes = [];
  const finals: (Litres | null)[] = [];
  for (const axis of network.axes) {
    const day = await axisDay(strapi, axis.id, date);
    const list = companies.filter((c) => c.axis.id === axis.id);
    const clients: TimelineClient[] = list.map((c) => ({
      contractId: c.contract.documentId,
      id: rows.get(`${c.contract.id}|${date}`)?.documentId ?? null,
      name: companyName(c),
      qdc: c.industrial.qdc,
      consumptions: days.map((d) => {
        const r = rows.get(`${c.contract.id}|${d}`);
        return {
          date: d,
          availableVolume: r?.availableVolume ?? null,
          requestedVolume: r?.volume ?? null,
          projectedVolume: r?.projectedVolume ?? null,
          qdr: text(qdr.get(`${c.contract.id}|${d}`) ?? null),
        };
      }),
    }));
    finals.push(litresOf(day?.finalVolume));
    axes.push({
      id: axis.id,
      name: axis.name,
      finalVolume: day?.finalVolume ?? null,
      stage: day?.stage ?? ('final-programming' as const),
      totalAvailable: text(sum(clients.map((c) => litresOf(c.consumptions[0]!.availableVolume))))!,
      clientsWithoutFinal: clients.filter((c) => c.id !== null && c.consumptions[0]!.availableVolume === null).length,
      clients,
    });
  }
  const todayRows = [...rows.values()].filter((r) => r.date === date);
  return {
    data: {
      date,
      axis: axes,
      total: {
        requestedVolume: text(sum(todayRows.map((r) => litresOf(r.volume))))!,
        projectedVolume: text(sum(todayRows.map((r) => litresOf(r.projectedVolume))))!,
        availableVolume: text(sum(todayRows.map((r) => litresOf(r.availableVolume))))!,
        finalVolume: finals.length && finals.every((f) => f !== null) ? text(sum(finals)) : null,
      },
    },
  };
}

/** PATCH /decision/stage — body `{ axisId, stage: 'defined-axel' | 'final-programming' }`: 'Definir' and cancel. */
export async function setAxisStage(strapi: Core.Strapi, body: Body): Promise<{ data: { axisId: number; stage: string } }> {
  throwIfErrors(axisStageErrors(body));
  const axisId = axisIdOf(body.axisId)!;
  if (!(await loadNetwork(strapi, { axisId })).axes.length) throw notFound(CONSUMPTION_MESSAGES.axisNotFound);
  const day = today();
  return strapi.db.transaction(async () => {
    const row = await ensureAxisDay(strapi, axisId, day);
    if (finalVolumeLocked(row.stage)) throw conflict(CONSUMPTION_MESSAGES.axisLocked);
    await table(strapi, AXIS_DAY_UID).update({ where: { id: row.id }, data: { stage: body.stage } });
    return { data: { axisId, stage: body.stage as string } };
  });
}

/**
 * PATCH /decision/update-axis — body `{ axisId, finalVolume }`, one call per axis: only from
 * defined-axel ('Definir' first), moves to confirmed and copies each company's final programmed
 * volume of the day into its finalVolume. Confirmed is locked (409).
 */
export async function updateAxisFinal(
  strapi: Core.Strapi,
  body: Body,
): Promise<{ message: string; data: { axisId: number; finalVolume: string; stage: 'confirmed' } }> {
  throwIfErrors(axisFinalErrors(body));
  const axisId = axisIdOf(body.axisId)!;
  const network = await loadNetwork(strapi, { axisId });
  if (!network.axes.length) throw notFound(CONSUMPTION_MESSAGES.axisNotFound);
  const day = today();
  const finalVolume = text(litres(body.finalVolume))!;
  return strapi.db.transaction(async ({ trx }) => {
    const row = await ensureAxisDay(strapi, axisId, day);
    if (finalVolumeLocked(row.stage)) throw conflict(CONSUMPTION_MESSAGES.axisLocked);
    if (row.stage !== 'defined-axel') throw conflict(CONSUMPTION_MESSAGES.axisNotEditing);
    await table(strapi, AXIS_DAY_UID).update({ where: { id: row.id }, data: { finalVolume, stage: 'confirmed' } });
    const refs = network.companies.filter((c) => c.axis.id === axisId).map((c) => c.contract.id);
    for (const r of await rowsBetween(strapi, day, day, refs, trx))
      await table(strapi, PROGRAMMING_UID).update({ where: { id: r.id }, data: { finalVolume: r.availableVolume } });
    return { message: CONSUMPTION_MESSAGES.axisFinalDefined, data: { axisId, finalVolume, stage: 'confirmed' as const } };
  });
}
