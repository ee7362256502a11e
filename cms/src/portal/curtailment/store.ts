/**
 * Rows of the curtailment notices (docs/curtailment.md) and the views every use case answers:
 * the notice with its contracts' limits and acknowledgements (staff), and one contract's part of
 * it (the client). The tables' UIDs live in core (the daily programming reads the limits too).
 */
import type { Core } from '@strapi/strapi';
import { parseVolume } from '../../domain/consumption/volumes';
import { CURTAILMENT_MESSAGES, phaseOf, type CurtailmentKind, type Span } from '../../domain/curtailment/rules';
import type { ContractCurtailmentView, CurtailmentNoticeView, CurtailmentTargetView } from '../../domain/curtailment/types';
import { CURTAILMENT_NOTICE_UID, CURTAILMENT_TARGET_UID } from '../core/curtailment-limits';
import { notFound } from '../core/http';
import { CONTRACT_UID, USER_UID, type ContractRow } from '../core/types';

export interface NoticeRow {
  id: number;
  kind: CurtailmentKind;
  volume: string | null;
  percent: string | null;
  startsAt: string | Date;
  endsAt: string | Date | null;
  reason: string;
  ackHours: number;
  ackDeadline: string | Date;
  axisRef: number | null;
  issuedAt: string | Date;
  issuedById: number | null;
  issuedByEmail: string | null;
  withdrawnAt: string | Date | null;
  withdrawnById: number | null;
  withdrawnByEmail: string | null;
}

export interface TargetRow {
  id: number;
  key: string;
  noticeId: number;
  contractRef: number;
  limitVolume: string;
  ackDeadline: string | Date;
  acknowledgedAt: string | Date | null;
  acknowledgedById: number | null;
  acknowledgedByEmail: string | null;
  status: string;
  leaseUntil: string | null;
  attempts: number | null;
  escalatedAt: string | Date | null;
}

export const NOTICE_FIELDS = [
  'id',
  'kind',
  'volume',
  'percent',
  'startsAt',
  'endsAt',
  'reason',
  'ackHours',
  'ackDeadline',
  'axisRef',
  'issuedAt',
  'issuedById',
  'issuedByEmail',
  'withdrawnAt',
  'withdrawnById',
  'withdrawnByEmail',
];
export const TARGET_FIELDS = [
  'id',
  'key',
  'noticeId',
  'contractRef',
  'limitVolume',
  'ackDeadline',
  'acknowledgedAt',
  'acknowledgedById',
  'acknowledgedByEmail',
  'status',
  'leaseUntil',
  'attempts',
  'escalatedAt',
];

export const notices = (strapi: Core.Strapi) => strapi.db.query(CURTAILMENT_NOTICE_UID);
export const targets = (strapi: Core.Strapi) => strapi.db.query(CURTAILMENT_TARGET_UID);

/** A datetime column as a Date (drivers give a Date, ISO text or epoch milliseconds). */
export function dateOf(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value;
  return /^\d+$/.test(String(value)) ? new Date(Number(value)) : new Date(String(value));
}
const iso = (value: unknown) => dateOf(value)?.toISOString() ?? null;

export const spanOf = (row: NoticeRow): Span => ({
  startsAt: dateOf(row.startsAt)!,
  endsAt: dateOf(row.endsAt),
  withdrawnAt: dateOf(row.withdrawnAt),
});

/** The target key: one row per notice and contract. */
export const targetKey = (noticeId: number, contractRef: number) => `${noticeId}:${contractRef}`;

/** CURTAILMENT_ACK_HOURS (4): the acknowledgement deadline the issue form proposes. */
export function defaultAckHours(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.CURTAILMENT_ACK_HOURS);
  return Number.isInteger(value) && value >= 1 && value <= 168 ? value : 4;
}

/** A notice by its id in the path; 404 'Aviso não encontrado' otherwise. */
export async function findNotice(strapi: Core.Strapi, id: unknown): Promise<NoticeRow> {
  if (typeof id !== 'string' || !/^\d{1,9}$/.test(id)) throw notFound(CURTAILMENT_MESSAGES.noticeNotFound);
  const row = (await notices(strapi).findOne({ where: { id: Number(id) }, select: NOTICE_FIELDS })) as NoticeRow | null;
  if (!row) throw notFound(CURTAILMENT_MESSAGES.noticeNotFound);
  return normalizeNotice(row);
}

export const normalizeNotice = (row: NoticeRow): NoticeRow => ({
  ...row,
  id: Number(row.id),
  ackHours: Number(row.ackHours),
  axisRef: row.axisRef === null || row.axisRef === undefined ? null : Number(row.axisRef),
});
export const normalizeTarget = (row: TargetRow): TargetRow => ({
  ...row,
  id: Number(row.id),
  noticeId: Number(row.noticeId),
  contractRef: Number(row.contractRef),
});

export type ContractInfo = Pick<ContractRow, 'documentId' | 'consumerCode' | 'sapName' | 'consumerName'> & { id: number };

export async function contractsById(strapi: Core.Strapi, ids: number[]): Promise<Map<number, ContractInfo>> {
  if (ids.length === 0) return new Map();
  const rows = (await strapi.db.query(CONTRACT_UID).findMany({
    where: { id: { $in: [...new Set(ids)] } },
    select: ['id', 'documentId', 'consumerCode', 'sapName', 'consumerName'],
  })) as ContractInfo[];
  return new Map(rows.map((c) => [Number(c.id), c]));
}

export const contractName = (c: Pick<ContractInfo, 'sapName' | 'consumerName'>) => c.sapName || c.consumerName || '';

export function noticeView(
  row: NoticeRow,
  rows: TargetRow[],
  contracts: Map<number, ContractInfo>,
  axis: { id: number; name: string } | null,
  at: Date,
): CurtailmentNoticeView {
  const targetViews: CurtailmentTargetView[] = rows
    .filter((t) => contracts.has(t.contractRef))
    .map((t) => {
      const c = contracts.get(t.contractRef)!;
      return {
        contractId: c.documentId,
        consumerCode: c.consumerCode,
        name: contractName(c),
        limit: t.limitVolume,
        acknowledgedAt: iso(t.acknowledgedAt),
        acknowledgedBy: t.acknowledgedByEmail ?? null,
        escalatedAt: iso(t.escalatedAt),
      };
    })
    .sort((a, b) => a.consumerCode.localeCompare(b.consumerCode));
  return {
    id: row.id,
    kind: row.kind,
    volume: row.volume ?? null,
    percent: row.percent ?? null,
    startsAt: iso(row.startsAt)!,
    endsAt: iso(row.endsAt),
    reason: row.reason,
    ackHours: row.ackHours,
    ackDeadline: iso(row.ackDeadline)!,
    axis,
    issuedAt: iso(row.issuedAt)!,
    issuedBy: row.issuedByEmail ?? null,
    withdrawnAt: iso(row.withdrawnAt),
    withdrawnBy: row.withdrawnByEmail ?? null,
    phase: phaseOf(spanOf(row), at),
    targets: targetViews,
  };
}

export function contractNoticeView(row: NoticeRow, target: TargetRow, at: Date): ContractCurtailmentView {
  return {
    id: row.id,
    kind: row.kind,
    percent: row.percent ?? null,
    limit: target.limitVolume,
    startsAt: iso(row.startsAt)!,
    endsAt: iso(row.endsAt),
    reason: row.reason,
    ackDeadline: iso(target.ackDeadline)!,
    phase: phaseOf(spanOf(row), at),
    acknowledgedAt: iso(target.acknowledgedAt),
    acknowledgedBy: target.acknowledgedByEmail ?? null,
  };
}

/** A stored limit as litres (validated on the way in). */
export const litresOfLimit = (text: string) => (parseVolume(text) as { ok: true; litres: bigint }).litres;

export interface Recipient {
  id: number;
  email: string | null;
  name: string | null;
  owner: boolean;
}

/** The users of a contract (not blocked): the account's administrator (`owner`) and its secondary users. */
export async function usersOfContract(strapi: Core.Strapi, contractRef: number): Promise<Recipient[]> {
  const rows = (await strapi.db.query(USER_UID).findMany({
    where: { contracts: { id: contractRef }, blocked: { $ne: true } },
    select: ['id', 'email', 'name'],
    populate: { accountOwner: { select: ['id'] } },
    orderBy: { id: 'asc' },
  })) as { id: number; email: string | null; name: string | null; accountOwner?: { id: number } | null }[];
  return rows.map((r) => ({ id: Number(r.id), email: r.email, name: r.name, owner: !r.accountOwner }));
}
