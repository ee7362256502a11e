/**
 * Tables of the consumption programming (cms/src/api/consumption) and the reads every use case
 * shares: the network (axes, regions, cities, industrial contracts with their contract), day
 * rows and measurements in a date range, and who may reach which contract. Foreign keys are
 * plain integer columns (`contractRef`, `axisRef`…) so the demo history and the bench insert
 * in bulk and the dashboards read one table at a time.
 */
import type { Core, UID } from '@strapi/strapi';
import { CONSUMPTION_MESSAGES } from '../../domain/consumption/messages';
import type { FinalVolumeStage } from '../../domain/consumption/rules';
import type { ScheduleDate } from '../../domain/consumption/types';
import { parseVolume, volumeText, type Litres } from '../../domain/consumption/volumes';
import { isCustomerRole } from '../../domain/roles';
import { isIsoDate, saoPauloDate, type IsoDate } from '../../domain/time/sao-paulo';
import type { UserScope } from '../core/access';
import { now } from '../core/clock';
import { columnOf, tableOf } from '../core/db';
import { badRequest, notFound } from '../core/http';
import { CONTRACT_UID, type ContractRow } from '../core/types';
import { currentContractOf } from '../core/users';
import { AXIS_UID, INDUSTRIAL_UID } from '../core/industrial';

export { AXIS_UID, INDUSTRIAL_UID };

export const REGION_UID = 'api::consumption.region';
export const CITY_UID = 'api::consumption.axis-city';
export const PROGRAMMING_UID = 'api::consumption.consumption-programming';
export const PROTOCOL_UID = 'api::consumption.consumption-protocol';
export const MEASUREMENT_UID = 'api::consumption.measured-consumption';
export const HOURLY_UID = 'api::consumption.hourly-measurement';
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
export const table = (strapi: Core.Strapi, uid: UID.ContentType): Query => strapi.db.query(uid);

/** A stored volume (a valid decimal text, or null) as litres. */
export function litresOf(value: string | null | undefined): Litres | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = parseVolume(String(value));
  return parsed.ok ? parsed.litres : null;
}
/** The litres of a volume the request's validation has already accepted. */
export const validLitres = (value: unknown) => (parseVolume(value) as { ok: true; litres: Litres }).litres;
/** Whether the company's contract is active (programming and the axis totals count only those). */
export const isActiveCompany = (c: Company) => c.contract.situation === 'ACTIVE';
export const text = (litres: Litres | null) => (litres === null ? null : volumeText(litres));
export const sum = (values: readonly (Litres | null)[]) => values.reduce<Litres>((a, b) => a + (b ?? 0n), 0n);

/** A date column as `YYYY-MM-DD`: drivers give a text (SQLite) or a Date at local midnight (pg). */
export function isoDay(value: unknown): string {
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return String(value).slice(0, 10);
}
export const normalizeRow = (row: ProgrammingRow): ProgrammingRow => ({
  ...row,
  id: Number(row.id),
  contractRef: Number(row.contractRef),
  date: isoDay(row.date),
  situation: Number(row.situation),
  userId: row.userId === null || row.userId === undefined ? null : Number(row.userId),
});

export const today = () => saoPauloDate(now());

/** A datetime column as ISO text whatever the driver gave (Date, ISO text or epoch milliseconds). */
export function isoInstant(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : /^\d+$/.test(String(value)) ? new Date(Number(value)) : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * Axes, regions, cities and industrial contracts (with their contract), sorted by name. `axisId`
 * keeps one axis and its contracts; `contractRef` keeps the one industrial contract of that
 * contract (the writes about one day row read only their company, not the whole network).
 */
export async function loadNetwork(strapi: Core.Strapi, options: { axisId?: number; contractRef?: number } = {}): Promise<Network> {
  const axes = ((await table(strapi, AXIS_UID).findMany({ select: ['id', 'name'], orderBy: { name: 'asc' } })) as AxisRow[]).filter(
    (a) => options.axisId === undefined || a.id === options.axisId,
  );
  const regions = (await table(strapi, REGION_UID).findMany({ orderBy: { name: 'asc' } })) as RegionRow[];
  const cities = (await table(strapi, CITY_UID).findMany({ orderBy: { name: 'asc' } })) as CityRow[];
  const where: Record<string, number> = {};
  if (options.axisId !== undefined) where.axisRef = options.axisId;
  if (options.contractRef !== undefined) where.contractRef = options.contractRef;
  const industrial = (await table(strapi, INDUSTRIAL_UID).findMany({ where })) as IndustrialRow[];
  const contracts = (await strapi.db.query(CONTRACT_UID).findMany({
    where: { id: { $in: industrial.map((i) => i.contractRef) } },
  })) as ContractRow[];
  const byId = new Map(contracts.map((c) => [c.id, c]));
  const axisById = new Map(axes.map((a) => [a.id, a]));
  const regionById = new Map(regions.map((r) => [r.id, r]));
  const cityById = new Map(cities.map((c) => [c.id, c]));
  const companies: Company[] = [];
  for (const i of industrial) {
    const contract = byId.get(i.contractRef);
    const axis = axisById.get(i.axisRef);
    if (!contract || !axis) continue;
    companies.push({
      industrial: { ...i, consumptionBaseHour: i.consumptionBaseHour === null ? null : Number(i.consumptionBaseHour) },
      contract,
      axis,
      region: regionById.get(i.regionRef as number) ?? null,
      city: cityById.get(i.cityRef as number) ?? null,
    });
  }
  companies.sort((a, b) => byName(companyName(a), companyName(b)));
  return { axes, regions, cities, companies };
}

/**
 * The contracts of an axis's industrial contracts whose contract exists (the companies
 * `loadNetwork({ axisId })` gives, whatever their situation), without reading the contracts.
 */
export async function contractRefsOfAxis(strapi: Core.Strapi, axisId: number): Promise<number[]> {
  const rows = (await strapi.db
    .connection({ i: tableOf(strapi, INDUSTRIAL_UID) })
    .join({ c: tableOf(strapi, CONTRACT_UID) }, 'c.id', 'i.contract_ref')
    .where('i.axis_ref', axisId)
    .select('i.contract_ref as contractRef')) as { contractRef: number | string }[];
  return rows.map((r) => Number(r.contractRef));
}

/** Whether an axis exists. */
export async function axisExists(strapi: Core.Strapi, axisId: number): Promise<boolean> {
  return !!(await table(strapi, AXIS_UID).findOne({ where: { id: axisId }, select: ['id'] }));
}

/** pt-BR order of names (as `localeCompare(…, 'pt-BR')`, with one collator instead of one per comparison). */
export const byName = new Intl.Collator('pt-BR').compare;

export const companyName = (c: Company) => c.contract.sapName || c.contract.consumerName;
export const baseHourOf = (c: Company) => c.industrial.consumptionBaseHour ?? 360;

export async function companyOfContract(strapi: Core.Strapi, contract: ContractRow): Promise<Company> {
  const network = await loadNetwork(strapi, { contractRef: contract.id });
  const found = network.companies.find((c) => c.contract.id === contract.id);
  if (!found) throw notFound(CONSUMPTION_MESSAGES.notIndustrial);
  return found;
}

/**
 * The contract a call is about. Customers: one of the account's contracts (the selected one
 * when `contractId` is absent); anything else is 404 'Contrato não encontrado'. Staff: any
 * industrial contract, named by `contractId`.
 */
export async function reachableCompany(strapi: Core.Strapi, state: UserScope, contractId: unknown): Promise<Company> {
  const user = state.user;
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

const PROGRAMMING_COLUMNS = {
  id: 'id',
  documentId: 'document_id',
  contractRef: 'contract_ref',
  date: 'date',
  volume: 'volume',
  lastVolume: 'last_volume',
  acceptedVolume: 'accepted_volume',
  projectedVolume: 'projected_volume',
  partialConsumedVolume: 'partial_consumed_volume',
  availableVolume: 'available_volume',
  finalVolume: 'final_volume',
  situation: 'situation',
  protocol: 'protocol',
  requestedAt: 'requested_at',
  userId: 'user_id',
  requestedByEmail: 'requested_by_email',
} as const;

/**
 * The day rows of a date range (optionally of some contracts), read as plain columns: the
 * dashboards read tens of thousands of rows, which the entity layer would hydrate one by one.
 */
export async function rowsBetween(
  strapi: Core.Strapi,
  from: IsoDate,
  to: IsoDate,
  contractRefs?: number[],
  /** Inside a transaction, its knex transaction (one SQLite connection: reading beside it would wait forever). */
  trx?: unknown,
): Promise<ProgrammingRow[]> {
  if (contractRefs && contractRefs.length === 0) return [];
  const select = Object.entries(PROGRAMMING_COLUMNS).map(([key, column]) => `${column} as ${key}`);
  let query = strapi.db.connection(tableOf(strapi, PROGRAMMING_UID)).select(select).whereBetween('date', [from, to]);
  if (contractRefs) query = query.whereIn('contract_ref', contractRefs);
  if (trx) query = query.transacting(trx as never);
  const rows = (await query.orderBy([{ column: 'date' }, { column: 'id' }])) as ProgrammingRow[];
  return rows.map(normalizeRow);
}

/** QDR by `${contractRef}|${date}`. */
export async function measurementsBetween(
  strapi: Core.Strapi,
  from: IsoDate,
  to: IsoDate,
  contractRefs?: number[],
): Promise<Map<string, Litres>> {
  if (contractRefs && contractRefs.length === 0) return new Map();
  let query = strapi.db
    .connection(tableOf(strapi, MEASUREMENT_UID))
    .select(['contract_ref as contractRef', 'date', 'qdr'])
    .whereBetween('date', [from, to]);
  if (contractRefs) query = query.whereIn('contract_ref', contractRefs);
  const rows = (await query) as { contractRef: number; date: unknown; qdr: string }[];
  return new Map(rows.map((r) => [`${Number(r.contractRef)}|${isoDay(r.date)}`, litresOf(r.qdr) ?? 0n]));
}

/** The company of a day row; 404 'Programação não encontrada' when its contract left the network. */
export async function companyOfRow(strapi: Core.Strapi, row: ProgrammingRow): Promise<Company> {
  const network = await loadNetwork(strapi, { contractRef: row.contractRef });
  const company = network.companies.find((c) => c.contract.id === row.contractRef);
  if (!company) throw notFound(CONSUMPTION_MESSAGES.scheduleNotFound);
  return company;
}

const PROGRAMMING_ATTRIBUTES: readonly (keyof ProgrammingRow)[] = [
  'id',
  'documentId',
  'contractRef',
  'date',
  'volume',
  'lastVolume',
  'acceptedVolume',
  'projectedVolume',
  'partialConsumedVolume',
  'availableVolume',
  'finalVolume',
  'situation',
  'protocol',
  'requestedAt',
  'userId',
  'requestedByEmail',
];

/** A day row's columns under their attribute names, for a write in SQL that answers the row (`RETURNING`, then `normalizeRow`). */
export const programmingColumns = (strapi: Core.Strapi): string[] =>
  PROGRAMMING_ATTRIBUTES.map((name) => `${columnOf(strapi, PROGRAMMING_UID, name)} as ${name}`);

/**
 * The axis of a day row's company — the one `companyOfRow` finds (an industrial contract of the
 * row's contract whose contract and axis exist) — in one statement, for the writes that need
 * nothing else of the company.
 */
export async function axisOfRow(strapi: Core.Strapi, row: ProgrammingRow): Promise<number> {
  const found = (await strapi.db
    .connection({ i: tableOf(strapi, INDUSTRIAL_UID) })
    .join({ c: tableOf(strapi, CONTRACT_UID) }, 'c.id', 'i.contract_ref')
    .join({ a: tableOf(strapi, AXIS_UID) }, 'a.id', 'i.axis_ref')
    .where('i.contract_ref', row.contractRef)
    .orderBy('i.id')
    .first('i.axis_ref as axisRef')) as { axisRef: number | string } | undefined;
  if (!found) throw notFound(CONSUMPTION_MESSAGES.scheduleNotFound);
  return Number(found.axisRef);
}

/** A day row read again after a write. */
export async function reloadRow(strapi: Core.Strapi, id: number): Promise<ProgrammingRow> {
  const row = (await table(strapi, PROGRAMMING_UID).findOne({ where: { id } })) as ProgrammingRow;
  return { ...row, date: String(row.date).slice(0, 10), situation: Number(row.situation) };
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
    createdAt: isoInstant(row.requestedAt),
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
