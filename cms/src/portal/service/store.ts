/**
 * Rows of the service domain (cms/src/api/service): settings, the contract's last interruption,
 * open requests, vacancies and the atomic booking of one.
 */
import type { Core } from '@strapi/strapi';
import {
  DEFAULT_CAPACITY,
  DEFAULT_FEES,
  OPEN_STATUSES,
  type Period,
  type ReconnectionType,
  type ScheduledKind,
  type ServiceKind,
} from '../../domain/service/constants';
import { SERVICE_MESSAGES as M } from '../../domain/service/messages';
import { maxFeeInstalments } from '../../domain/service/reconnection-fee';
import type { OpenServiceRequest } from '../../domain/service/types';
import { saoPauloDate, type IsoDate } from '../../domain/time/sao-paulo';
import { columnOf, isoDay, knexOf, serializeOn, tableOf } from '../core/db';
import { conflict } from '../core/http';
import { isUniqueConflict } from '../core/protocols';
import { filesOf } from '../core/private-files';
import type { ContractRow } from '../core/types';

export const SERVICE_REQUEST_UID = 'api::service.service-request';
export const SERVICE_SLOT_UID = 'api::service.service-slot';
export const INTERRUPTION_UID = 'api::service.contract-interruption';
export const SERVICE_SETTING_UID = 'api::service.service-setting';
export const ASSISTANCE_PARTNER_UID = 'api::service.assistance-partner';

/** The address the client area loads the 4-hour notice image from (through the site's /api proxy). */
export const NOTICE_IMAGE_PATH = '/api/services/reconnection/notice-image';

export interface ServiceSettings {
  fourHoursFeeCents: number;
  nextDayFeeCents: number;
  /** N: the most instalments staff may split a reconnection fee in (docs/collections-suspension.md). */
  feeMaxInstalments: number;
  /** `url` is the proxied path for files of the local provider, the provider's own URL otherwise (S3…). */
  noticeImage: { url: string; alternativeText: string | null } | null;
  /** The stored file (local provider: path under the public folder). */
  noticeFile: { url: string; mime: string } | null;
  capacity: Record<ScheduledKind, number>;
}

const wholeOr = (value: unknown, fallback: number) =>
  Number.isInteger(Number(value)) && Number(value) >= 0 && value !== null ? Number(value) : fallback;

/** The single type "Configurações de serviços", with the constants' defaults while staff set none. */
export async function serviceSettings(strapi: Core.Strapi): Promise<ServiceSettings> {
  const row = (await strapi.db.query(SERVICE_SETTING_UID).findOne({ populate: { noticeImage: true } })) as {
    fourHoursFeeCents?: number | null;
    nextDayFeeCents?: number | null;
    feeMaxInstalments?: number | null;
    reconnectionCapacity?: number | null;
    suspensionCapacity?: number | null;
    noticeImage?: { url: string; alternativeText?: string | null; mime?: string | null } | null;
  } | null;
  const image = row?.noticeImage ?? null;
  return {
    fourHoursFeeCents: wholeOr(row?.fourHoursFeeCents, DEFAULT_FEES.fourHoursCents),
    nextDayFeeCents: wholeOr(row?.nextDayFeeCents, DEFAULT_FEES.nextDayCents),
    feeMaxInstalments: maxFeeInstalments(row?.feeMaxInstalments),
    noticeImage: image
      ? { url: /^https?:\/\//.test(image.url) ? image.url : NOTICE_IMAGE_PATH, alternativeText: image.alternativeText ?? null }
      : null,
    noticeFile: image ? { url: image.url, mime: image.mime ?? 'application/octet-stream' } : null,
    capacity: {
      RECONNECTION: wholeOr(row?.reconnectionCapacity, DEFAULT_CAPACITY),
      SUSPENSION: wholeOr(row?.suspensionCapacity, DEFAULT_CAPACITY),
    },
  };
}

/** The contract's most recent interruption (by start date), or null. */
export async function lastInterruption(
  strapi: Core.Strapi,
  contract: ContractRow,
): Promise<{ reason: ReconnectionType; startedAt: IsoDate; endedAt: IsoDate | null } | null> {
  const row = (await strapi.db.query(INTERRUPTION_UID).findOne({
    where: { contract: { id: contract.id } },
    orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
  })) as { reason: ReconnectionType; startedAt: unknown; endedAt: unknown } | null;
  return row ? { reason: row.reason, startedAt: isoDay(row.startedAt)!, endedAt: isoDay(row.endedAt) ?? null } : null;
}

interface RequestRow {
  id: number;
  protocol: string;
  kind: ServiceKind;
  requestStatus: OpenServiceRequest['status'];
  date: unknown;
  period: Period | null;
  feeCents: number | null;
  motive: string | null;
  createdAt: string | Date;
}

export async function openRequest(strapi: Core.Strapi, contract: ContractRow, kind: ServiceKind): Promise<OpenServiceRequest | null> {
  const row = (await strapi.db.query(SERVICE_REQUEST_UID).findOne({
    where: { contract: { id: contract.id }, kind, requestStatus: { $in: [...OPEN_STATUSES] } },
    orderBy: { id: 'desc' },
  })) as RequestRow | null;
  if (!row) return null;
  const taxCents = Number(row.feeCents ?? 0);
  const scheduledDate = isoDay(row.date) ?? null;
  const period = row.period ?? null;
  const createdAt = new Date(row.createdAt);
  return {
    protocol: row.protocol,
    kind: row.kind,
    status: row.requestStatus,
    openDate: saoPauloDate(createdAt),
    createdAt: createdAt.toISOString(),
    scheduledDate,
    date: scheduledDate && period ? { date: scheduledDate, period } : null,
    period,
    tax: taxCents / 100,
    servicePrice: taxCents / 100,
    taxCents,
    sentDocument: (await filesOf(strapi, SERVICE_REQUEST_UID, row.id)).length > 0,
    motive: row.motive ?? null,
    reason: row.motive ?? null,
  };
}

export const slotKey = (kind: ScheduledKind, date: IsoDate, period: Period) => `${kind}:${date}:${period}`;

interface SlotRow {
  id: number;
  date: unknown;
  period: Period;
  capacity: number;
  used: number | null;
}

/** Vacancies left of each date and period of `dates` (the staff's row, else the default capacity). */
export async function vacancies(
  strapi: Core.Strapi,
  kind: ScheduledKind,
  dates: readonly IsoDate[],
): Promise<(date: IsoDate, period: Period) => number> {
  const settings = await serviceSettings(strapi);
  const rows = (await strapi.db.query(SERVICE_SLOT_UID).findMany({
    where: { kind, slotKey: { $in: dates.flatMap((d) => (['MORNING', 'AFTERNOON'] as const).map((p) => slotKey(kind, d, p))) } },
  })) as SlotRow[];
  const byKey = new Map(rows.map((r) => [slotKey(kind, isoDay(r.date)!, r.period), r]));
  return (date, period) => {
    const row = byKey.get(slotKey(kind, date, period));
    return row ? Number(row.capacity) - Number(row.used ?? 0) : settings.capacity[kind];
  };
}

/**
 * The slot row of a date and period, made with the default capacity when staff made none. Run
 * before the booking transaction: a parallel request making the same row loses the unique key
 * and reads the winner's.
 */
export async function ensureSlot(strapi: Core.Strapi, kind: ScheduledKind, date: IsoDate, period: Period): Promise<number> {
  const key = slotKey(kind, date, period);
  const find = async () =>
    (await strapi.db.query(SERVICE_SLOT_UID).findOne({ where: { slotKey: key }, select: ['id'] })) as { id: number } | null;
  const found = await find();
  if (found) return found.id;
  const capacity = (await serviceSettings(strapi)).capacity[kind];
  try {
    const made = (await strapi.documents(SERVICE_SLOT_UID).create({
      data: { kind, date, period, capacity, used: 0, slotKey: key },
    })) as unknown as { id: number };
    return made.id;
  } catch (error) {
    if (!isUniqueConflict(error)) throw error;
    const again = await find();
    if (!again) throw error;
    return again.id;
  }
}

function columns(strapi: Core.Strapi) {
  const col = (name: string) => columnOf(strapi, SERVICE_SLOT_UID, name);
  return { table: tableOf(strapi, SERVICE_SLOT_UID), used: col('used'), capacity: col('capacity') };
}

/**
 * Takes one vacancy of the slot inside the caller's transaction: one conditional UPDATE
 * (`used = used + 1 WHERE used < capacity`), atomic on SQLite and PostgreSQL alike. No row
 * changed → the last vacancy went to someone else: 409, and the caller's transaction rolls back.
 */
export async function takeVacancy(strapi: Core.Strapi, trx: unknown, slotId: number): Promise<void> {
  const { table, used, capacity } = columns(strapi);
  const knex = knexOf(strapi);
  const changed = await knex(table)
    .transacting(trx as never)
    .where('id', slotId)
    .andWhere(knex.raw('COALESCE(??, 0) < ??', [used, capacity]))
    .update({ [used]: knex.raw('COALESCE(??, 0) + 1', [used]) });
  if (Number(changed) !== 1) throw conflict(M.slotTaken, { date: M.slotTaken });
}

/**
 * Inside the caller's transaction, waits for any other request being written for the same
 * contract (PostgreSQL transaction-level advisory lock, released at commit). SQLite needs
 * nothing: the CMS holds one connection and transactions run one at a time.
 */
export function serializeContractRequests(strapi: Core.Strapi, trx: unknown, contractId: number): Promise<void> {
  return serializeOn(strapi, trx, 'serviceRequests', contractId);
}

/** Gives a vacancy back (a scheduled request cancelled by staff). */
export async function releaseVacancy(strapi: Core.Strapi, slotId: number): Promise<void> {
  const { table, used } = columns(strapi);
  const knex = knexOf(strapi);
  // In the caller's transaction when there is one (the admin's save): a second connection would wait for it.
  await strapi.db.transaction(async ({ trx }) => {
    await knex(table)
      .transacting(trx as never)
      .where('id', slotId)
      .andWhere(used, '>', 0)
      .update({ [used]: knex.raw('?? - 1', [used]) });
  });
}
