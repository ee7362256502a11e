/**
 * The programmer's decision side (spec 03 §2.4, §2.5, §7): the company's final programmed volume,
 * the projection of the day and the final volume per axis with its stage machine
 * (final-programming → defined-axel → confirmed; confirmed is locked).
 */
import type { Core } from '@strapi/strapi';
import { floorToHalfHour, parseBaseHour, projectVolume } from '../../domain/consumption/calc';
import { CONSUMPTION_MESSAGES } from '../../domain/consumption/messages';
import {
  availableVolumeErrors,
  axisFinalErrors,
  axisProjectionErrors,
  axisStageErrors,
  projectedVolumeErrors,
} from '../../domain/consumption/requests';
import { companyFinalVolumeEditable, finalVolumeLocked, type FinalVolumeStage } from '../../domain/consumption/rules';
import type { AxisUsageAnswer, ProjectionAxis, ScheduleDate, TimelineClient } from '../../domain/consumption/types';
import type { Litres } from '../../domain/consumption/volumes';
import { addDays, saoPauloParts } from '../../domain/time/sao-paulo';
import { now } from '../core/clock';
import type { Knex } from 'knex';
import { columnOf, tableOf } from '../core/db';
import { conflict, notFound, type Body } from '../core/http';
import { throwIfErrors } from '../core/validate';
import { bumpConsumptionRevision, cachedAnswer } from './answer-cache';
import {
  AXIS_DAY_UID,
  INDUSTRIAL_UID,
  PROGRAMMING_UID,
  axisDay,
  axisExists,
  axisIdOf,
  axisOfRow,
  baseHourOf,
  companyName,
  companyOfRow,
  contractRefsOfAxis,
  dateParam,
  ensureAxisDay,
  findRow,
  normalizeRow,
  programmingColumns,
  type ProgrammingRow,
  litresOf,
  loadNetwork,
  measurementsBetween,
  rowsBetween,
  scheduleView,
  sum,
  table,
  text,
  today,
  validLitres,
  isActiveCompany,
} from './store';
import { hourlyProjection } from './hourly';
import { keepPrecisionMonths } from './precision-months';
import { axisDaysOn } from './sums';

type Query = Record<string, unknown>;

async function assertAxisOpen(strapi: Core.Strapi, axisRef: number, date: string): Promise<void> {
  const day = await axisDay(strapi, axisRef, date);
  if (day && finalVolumeLocked(day.stage)) throw conflict(CONSUMPTION_MESSAGES.axisLocked);
  if (!companyFinalVolumeEditable(day?.stage ?? 'final-programming')) throw conflict(CONSUMPTION_MESSAGES.companyFinalNotEditing);
}

/**
 * PATCH /:id/available-volume — body `{ availableVolume }`: a company's final programmed volume of
 * the day, only while its axis is being edited (defined-axel; `companyFinalVolumeEditable`).
 *
 * The programmer's most frequent write, so its transaction is short (docs/scaling.md, "The
 * industrial dashboards at distributor scale"): the data's revision first (on PostgreSQL the
 * row that lines the consumption writers up, answer-cache.ts), then the axis's stage — read
 * after it, so a confirmation of the axis crossing this write has committed or waits — the row
 * updated in SQL answering itself, and its month's precision sum kept (precision-months.ts):
 * four statements, where the query engine's update would read the row before and after.
 */
export async function setAvailableVolume(
  strapi: Core.Strapi,
  id: unknown,
  body: Body<'consumption.available-volume'>,
): Promise<{ message: string; data: ScheduleDate }> {
  throwIfErrors(availableVolumeErrors(body));
  const row = await findRow(strapi, id);
  const axisRef = await axisOfRow(strapi, row);
  const availableVolume = text(validLitres(body.availableVolume));
  return strapi.db.transaction(async ({ trx }) => {
    const k = trx as unknown as Knex;
    await bumpConsumptionRevision(strapi);
    await assertAxisOpen(strapi, axisRef, row.date);
    const [updated] = (await k(tableOf(strapi, PROGRAMMING_UID))
      .where({ id: row.id })
      .update(
        {
          [columnOf(strapi, PROGRAMMING_UID, 'availableVolume')]: availableVolume,
          [columnOf(strapi, PROGRAMMING_UID, 'updatedAt')]: new Date(),
        },
        programmingColumns(strapi),
      )) as ProgrammingRow[];
    if (!updated) throw notFound(CONSUMPTION_MESSAGES.scheduleNotFound);
    const written = normalizeRow(updated);
    await keepPrecisionMonths(strapi, k, [written]);
    return { message: CONSUMPTION_MESSAGES.finalProgrammingUpdated, data: scheduleView(written) };
  });
}

const minutesNow = () => {
  const { hour, minute } = saoPauloParts(now());
  return hour * 60 + minute;
};

/**
 * PATCH /:id/projected-volume — body `{ consumptionBaseHour: 'HH:MM', partialConsumedVolume }`.
 * projectedVolume = partial × 1440 / minutes since the base hour (at least 30); the base hour
 * is kept on the contract. When the gas day running from that base hour has hourly measurements
 * (issue 26 §5), the projection is theirs instead: measured so far + the hours without a
 * measurement at the recent hourly rate (`projectFromHours`, domain/consumption/hourly.ts).
 */
export async function setProjectedVolume(
  strapi: Core.Strapi,
  id: unknown,
  body: Body<'consumption.projected-volume'>,
): Promise<{ data: { projectedVolume: string } }> {
  throwIfErrors(projectedVolumeErrors(body));
  const row = await findRow(strapi, id);
  const company = await companyOfRow(strapi, row);
  const baseHour = parseBaseHour(body.consumptionBaseHour)!;
  const partial = validLitres(body.partialConsumedVolume);
  const fromHours = await hourlyProjection(strapi, company.contract.id, baseHour);
  const projected = fromHours ? fromHours.projected : projectVolume(partial, baseHour, minutesNow());
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
  body: Body<'consumption.axis-projection'>,
): Promise<{ data: { totalProjectedAxis: string; axisId: number } }> {
  throwIfErrors(axisProjectionErrors(body));
  const axisId = axisIdOf(body.axisId)!;
  if (!(await axisExists(strapi, axisId))) throw notFound(CONSUMPTION_MESSAGES.axisNotFound);
  const day = today();
  const refs = await contractRefsOfAxis(strapi, axisId);
  const total = sum((await rowsBetween(strapi, day, day, refs)).map((r) => litresOf(r.projectedVolume)));
  await strapi.db.transaction(async () => {
    const row = await ensureAxisDay(strapi, axisId, day);
    await table(strapi, AXIS_DAY_UID).update({
      where: { id: row.id },
      data: { partialConsumedVolume: text(validLitres(body.partialConsumedVolume)), totalProjected: text(total) },
    });
  });
  return { data: { totalProjectedAxis: text(total)!, axisId } };
}

/** GET /projection/get-axis-projection?dates= — axes with their ACTIVE companies and the day's projection. */
async function computeAxisProjection(strapi: Core.Strapi, query: Query): Promise<{ data: ProjectionAxis[] }> {
  const date = dateParam(query.dates, today());
  const network = await loadNetwork(strapi);
  const companies = network.companies.filter(isActiveCompany);
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
  const axisDays = await axisDaysOn(strapi, date);
  const data: ProjectionAxis[] = [];
  for (const axis of network.axes) {
    const day = axisDays.get(axis.id);
    const list = companies.filter((c) => c.axis.id === axis.id);
    data.push({
      id: axis.id,
      name: axis.name,
      totalProjected: text(sum(list.map((c) => litresOf(rows.get(c.contract.id)?.projectedVolume))))!,
      partialConsumedVolume: day?.partialConsumedVolume ?? null,
      finalVolume: day?.finalVolume ?? null,
      stage: (day?.stage ?? 'final-programming') as FinalVolumeStage,
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
async function computeAxisUsage(strapi: Core.Strapi, query: Query): Promise<{ data: AxisUsageAnswer }> {
  const date = dateParam(query.dates, today());
  const network = await loadNetwork(strapi);
  const companies = network.companies.filter(isActiveCompany);
  const refs = companies.map((c) => c.contract.id);
  const from = addDays(date, -2);
  const rows = new Map((await rowsBetween(strapi, from, date, refs)).map((r) => [`${r.contractRef}|${r.date}`, r]));
  const qdr = await measurementsBetween(strapi, from, date, refs);
  const days = [date, addDays(date, -1), from];
  const axes = [];
  const finals: (Litres | null)[] = [];
  const axisDays = await axisDaysOn(strapi, date);
  for (const axis of network.axes) {
    const day = axisDays.get(axis.id);
    const list = companies.filter((c) => c.axis.id === axis.id);
    const clients: TimelineClient[] = list.map((c) => ({
      contractId: c.contract.documentId,
      id: rows.get(`${c.contract.id}|${date}`)?.documentId ?? null,
      name: companyName(c),
      qdc: c.industrial.qdc,
      contract: {
        id: c.contract.documentId,
        consumerCode: c.contract.consumerCode,
        sapName: c.contract.sapName,
        situation: c.contract.situation,
        qdc: c.industrial.qdc,
      },
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
      stage: (day?.stage ?? 'final-programming') as FinalVolumeStage,
      availableVolume: text(sum(clients.map((c) => litresOf(c.consumptions[0]!.availableVolume))))!,
      requestedVolume: text(sum(clients.map((c) => litresOf(c.consumptions[0]!.requestedVolume))))!,
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
export async function setAxisStage(
  strapi: Core.Strapi,
  body: Body<'consumption.axis-stage'>,
): Promise<{ data: { axisId: number; stage: string } }> {
  throwIfErrors(axisStageErrors(body));
  const axisId = axisIdOf(body.axisId)!;
  if (!(await axisExists(strapi, axisId))) throw notFound(CONSUMPTION_MESSAGES.axisNotFound);
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
  body: Body<'consumption.axis-final'>,
): Promise<{ message: string; data: { axisId: number; finalVolume: string; stage: 'confirmed' } }> {
  throwIfErrors(axisFinalErrors(body));
  const axisId = axisIdOf(body.axisId)!;
  if (!(await axisExists(strapi, axisId))) throw notFound(CONSUMPTION_MESSAGES.axisNotFound);
  const refs = await contractRefsOfAxis(strapi, axisId);
  const day = today();
  const finalVolume = text(validLitres(body.finalVolume))!;
  return strapi.db.transaction(async ({ trx }) => {
    const row = await ensureAxisDay(strapi, axisId, day);
    if (finalVolumeLocked(row.stage)) throw conflict(CONSUMPTION_MESSAGES.axisLocked);
    if (row.stage !== 'defined-axel') throw conflict(CONSUMPTION_MESSAGES.axisNotEditing);
    await table(strapi, AXIS_DAY_UID).update({ where: { id: row.id }, data: { finalVolume, stage: 'confirmed' } });
    // Every company of the axis at once (one statement, not one update per row); written in SQL,
    // so the data's revision is bumped here, in the same transaction (answer-cache.ts).
    const knex = strapi.db.connection;
    await (trx as unknown as typeof knex)(tableOf(strapi, PROGRAMMING_UID))
      .whereIn('contract_ref', refs)
      .where('date', day)
      .update({ final_volume: knex.ref('available_volume') });
    await bumpConsumptionRevision(strapi);
    return { message: CONSUMPTION_MESSAGES.axisFinalDefined, data: { axisId, finalVolume, stage: 'confirmed' as const } };
  });
}

// The reads as the controllers call them: each answer kept for the data's revision.
/** GET projection/get-axis-projection, kept for the data's revision (answer-cache.ts). */
export const axisProjection = (strapi: Core.Strapi, query: Query): Promise<{ data: ProjectionAxis[] }> =>
  cachedAnswer(strapi, 'projection/get-axis-projection', query, () => computeAxisProjection(strapi, query));

/** GET decision/get-axis-usage, kept for the data's revision (answer-cache.ts). */
export const axisUsage = (strapi: Core.Strapi, query: Query): Promise<{ data: AxisUsageAnswer }> =>
  cachedAnswer(strapi, 'decision/get-axis-usage', query, () => computeAxisUsage(strapi, query));
