/**
 * Tables of the consumption programming (cms/src/api/consumption) and the reads every use case
 * shares: the network (axes, regions, cities, industrial contracts with their contract), day
 * rows and measurements in a date range, and who may reach which contract. Foreign keys are
 * plain integer columns (`contractRef`, `axisRef`…) so the demo history and the bench insert
 * in bulk and the dashboards read one table at a time.
 */
import type { Core } from '@strapi/strapi';
import { CONSUMPTION_MESSAGES } from '../../domain/consumption/messages';
import type { FinalVolumeStage } from '../../domain/consumption/rules';
import type { ScheduleDate } from '../../domain/consumption/types';
import { parseVolume, volumeText, type Litres } from '../../domain/consumption/volumes';
import { isCustomerRole } from '../../domain/roles';
import { isIsoDate, saoPauloDate, type IsoDate } from '../../domain/time/sao-paulo';
import type { PortalState } from '../core/access';
import { now } from '../core/clock';
import { badRequest, notFound } from '../core/http';
import { CONTRACT_UID, type ContractRow } from '../core/types';
import { currentContractOf } from '../core/users';

export const AXIS_UID = 'api::consumption.axis';
export const REGION_UID = 'api::consumption.region';
export const CITY_UID = 'api::consumption.axis-city';
export const INDUSTRIAL_UID = 'api::consumption.industrial-contract';
export const PROGRAMMING_UID = 'api::consumption.consumption-programming';
export const PROTOCOL_UID = 'api::consumption.consumption-protocol';
export const MEASUREMENT_UID = 'api::consumption.measured-consumption';
export const AXIS_DAY_UID = 'api::consumption.axis-day';
export const QUARTERLY_UID = 'api::consumption.quarterly-request';

export interface AxisRow {
  id: number;
  name: string;
}
export interface RegionRow {
  id: number;
  name: string;
  axisRef: number;
}
export interface CityRow {
  id: number;
  name: string;
  axisRef: number;
  regionRef: number | null;
}
export interface IndustrialRow {
  id: number;
  contractRef: number;
  qdc: string;
  axisRef: number;
  regionRef: number | null;
  cityRef: number | null;
  consumptionBaseHour: number | null;
}
export interface ProgrammingRow {
  id: number;
  documentId: string;
  contractRef: number;
  date: string;
  volume: string | null;
  lastVolume: string | null;
  acceptedVolume: string | null;
  projectedVolume: string | null;
  partialConsumedVolume: string | null;
  availableVolume: string | null;
  finalVolume: string | null;
  situation: number;
  protocol: string | null;
  requestedAt: string | Date | null;
  userId: number | null;
  requestedByEmail: string | null;
}
export interface AxisDayRow {
  id: number;
  axisRef: number;
  date: string;
  partialConsumedVolume: string | null;
  totalProjected: string | null;
  finalVolume: string | null;
  stage: FinalVolumeStage;
}

/** An industrial contract with its contract row and place in the network. */
export interface Company {
  industrial: IndustrialRow;
  contract: ContractRow;
  axis: AxisRow;
  region: RegionRow | null;
  city: CityRow | null;
}

export interface Network {
  axes: AxisRow[];
  regions: RegionRow[];
  cities: CityRow[];
  companies: Company[];
}

type Query = ReturnType<Core.Strapi['db']['query']>;
export const table = (strapi: Core.Strapi, uid: string): Query => strapi.db.query(uid as never);

/** A stored volume (a valid decimal text, or null) as litres. */
export function litresOf(value: string | null | undefined): Litres | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = parseVolume(String(value));
  return parsed.ok ? parsed.litres : null;
}
export const text = (litres: Litres | null) => (litres === null ? null : volumeText(litres));
export const sum = (values: readonly (Litres | null)[]) => values.reduce<Litres>((a, b) => a + (b ?? 0n), 0n);

export function isoDay(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}
const normalizeRow = (row: ProgrammingRow): ProgrammingRow => ({ ...row, date: isoDay(row.date), situation: Number(row.situation) });

export const today = () => saoPauloDate(now());

/** Axes, regions, cities and industrial contracts (with their contract), sorted by name. */
export async function loadNetwork(strapi: Core.Strapi, options: { axisId?: number } = {}): Promise<Network> {
  const axes = ((await table(strapi, AXIS_UID).findMany({ select: ['id', 'name'], orderBy: { name: 'asc' } })) as AxisRow[]).filter(
    (a) => options.axisId === undefined || a.id === options.axisId,
  );
  const regions = (await table(strapi, REGION_UID).findMany({ orderBy: { name: 'asc' } })) as RegionRow[];
  const cities = (await table(strapi, CITY_UID).findMany({ orderBy: { name: 'asc' } })) as CityRow[];
  const industrial = (await table(strapi, INDUSTRIAL_UID).findMany({})) as IndustrialRow[];
  const contracts = (await strapi.db.query(CONTRACT_UID).findMany({
    where: { id: { $in: industrial.map((i) => i.contractRef) } },
  })) as ContractRow[];
  const byId = new Map(contracts.map((c) => [c.id, c]));
  const axisById = new Map(axes.map((a) => [a.id, a]));
  const companies: Company[] = [];
  for (const i of industrial) {
    const contract = byId.get(i.contractRef);
    const axis = axisById.get(i.axisRef);
    if (!contract || !axis) continue;
    companies.push({
      industrial: { ...i, consumptionBaseHour: i.consumptionBaseHour === null ? null : Number(i.consumptionBaseHour) },
      contract,
      axis,
      region: regions.find((r) => r.id === i.regionRef) ?? null,
      city: cities.find((c) => c.id === i.cityRef) ?? null,
    });
  }
  companies.sort((a, b) => companyName(a).localeCompare(companyName(b), 'pt-BR'));
  return { axes, regions, cities, companies };
}

export const companyName = (c: Company) => c.contract.sapName || c.contract.consumerName;
export const baseHourOf = (c: Company) => c.industrial.consumptionBaseHour ?? 360;

export async function companyOfContract(strapi: Core.Strapi, contract: ContractRow): Promise<Company> {
  const network = await loadNetwork(strapi);
  const found = network.companies.find((c) => c.contract.id === contract.id);
  if (!found) throw notFound(CONSUMPTION_MESSAGES.notIndustrial);
  return found;
}

/**
 * The contract a call is about. Customers: one of the account's contracts (the selected one
 * when `contractId` is absent); anything else is 404 'Contrato não encontrado'. Staff: any
 * industrial contract, named by `contractId`.
 */
export async function reachableCompany(strapi: Core.Strapi, state: PortalState, contractId: unknown): Promise<Company> {
  const user = state.user!;
  if (contractId !== undefined && typeof contractId !== 'string') throw notFound(CONSUMPTION_MESSAGES.notIndustrial);
  let contract: ContractRow | null | undefined;
  if (isCustomerRole(user.portalRole)) {
    contract = contractId ? (user.contracts ?? []).find((c) => c.documentId === contractId) : currentContractOf(user);
  } else {
    if (!contractId) throw badRequest(CONSUMPTION_MESSAGES.notIndustrial, { contractId: CONSUMPTION_MESSAGES.notIndustrial });
    contract = (await strapi.db.query(CONTRACT_UID).findOne({ where: { documentId: contractId } })) as ContractRow | null;
  }
  if (!contract) throw notFound(CONSUMPTION_MESSAGES.notIndustrial);
  return companyOfContract(strapi, contract);
}

export async function rowsBetween(strapi: Core.Strapi, from: IsoDate, to: IsoDate, contractRefs?: number[]): Promise<ProgrammingRow[]> {
  const where: Record<string, unknown> = { date: { $gte: from, $lte: to } };
  if (contractRefs) where.contractRef = { $in: contractRefs };
  const rows = (await table(strapi, PROGRAMMING_UID).findMany({ where, orderBy: [{ date: 'asc' }, { id: 'asc' }] })) as ProgrammingRow[];
  return rows.map(normalizeRow);
}

/** QDR by `${contractRef}|${date}`. */
export async function measurementsBetween(
  strapi: Core.Strapi,
  from: IsoDate,
  to: IsoDate,
  contractRefs?: number[],
): Promise<Map<string, Litres>> {
  const where: Record<string, unknown> = { date: { $gte: from, $lte: to } };
  if (contractRefs) where.contractRef = { $in: contractRefs };
  const rows = (await table(strapi, MEASUREMENT_UID).findMany({ where, select: ['contractRef', 'date', 'qdr'] })) as {
    contractRef: number;
    date: string;
    qdr: string;
  }[];
  return new Map(rows.map((r) => [`${r.contractRef}|${isoDay(r.date)}`, litresOf(r.qdr) ?? 0n]));
}

export async function findRow(strapi: Core.Strapi, documentId: unknown): Promise<ProgrammingRow> {
  if (typeof documentId !== 'string' || !/^[a-z0-9]{1,40}$/i.test(documentId)) throw notFound(CONSUMPTION_MESSAGES.scheduleNotFound);
  const row = (await table(strapi, PROGRAMMING_UID).findOne({ where: { documentId } })) as ProgrammingRow | null;
  if (!row) throw notFound(CONSUMPTION_MESSAGES.scheduleNotFound);
  return normalizeRow(row);
}

export function scheduleView(row: ProgrammingRow, qdr: Litres | null = null): ScheduleDate {
  return {
    id: row.documentId,
    date: row.date,
    volume: row.volume,
    acceptedVolume: row.acceptedVolume,
    projectedVolume: row.projectedVolume,
    availableVolume: row.availableVolume,
    finalVolume: row.finalVolume,
    lastVolume: row.lastVolume,
    qdr: text(qdr),
    situation: row.situation,
    protocol: row.protocol,
    createdAt: row.requestedAt ? new Date(row.requestedAt).toISOString() : null,
    createdBy: { email: row.requestedByEmail },
  };
}

export async function axisDay(strapi: Core.Strapi, axisRef: number, date: IsoDate): Promise<AxisDayRow | null> {
  const row = (await table(strapi, AXIS_DAY_UID).findOne({ where: { axisRef, date } })) as AxisDayRow | null;
  return row ? { ...row, date: isoDay(row.date) } : null;
}

export async function ensureAxisDay(strapi: Core.Strapi, axisRef: number, date: IsoDate): Promise<AxisDayRow> {
  const found = await axisDay(strapi, axisRef, date);
  if (found) return found;
  await table(strapi, AXIS_DAY_UID).create({ data: { axisRef, date, stage: 'final-programming' } });
  return (await axisDay(strapi, axisRef, date))!;
}

/** A query or body date, or the fallback when absent; malformed → 400. */
export function dateParam(value: unknown, fallback: IsoDate, field = 'dates'): IsoDate {
  if (value === undefined || value === '') return fallback;
  if (!isIsoDate(value)) throw badRequest(CONSUMPTION_MESSAGES.badDate, { [field]: CONSUMPTION_MESSAGES.badDate });
  return value;
}

/** An optional integer id in a query (axis filter). */
export function optionalId(value: unknown, field: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value))
    throw badRequest(CONSUMPTION_MESSAGES.axisNotFound, { [field]: CONSUMPTION_MESSAGES.axisNotFound });
  return Number(value);
}

/** The id of an axis in a body (number or digits). */
export function axisIdOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value) && Number(value) > 0) return Number(value);
  return null;
}
