/**
 * The industrial client's side of the curtailment notices (issue 26 §4; PORTAL-API.md §28): the
 * notices of its contract that have not ended (the programming screen's banner) and the
 * acknowledgement — who and when, once per contract (a second call answers the first record).
 * The route's ownership gives the contract: only the account's users reach it.
 */
import type { Core } from '@strapi/strapi';
import { CURTAILMENT_MESSAGES, phaseOf } from '../../domain/curtailment/rules';
import type { ContractCurtailmentView } from '../../domain/curtailment/types';
import type { UserContractScope } from '../core/access';
import { now } from '../core/clock';
import { notFound } from '../core/http';
import {
  NOTICE_FIELDS,
  TARGET_FIELDS,
  contractNoticeView,
  findNotice,
  normalizeNotice,
  normalizeTarget,
  notices,
  spanOf,
  targets,
  type NoticeRow,
  type TargetRow,
} from './store';

/** GET /api/curtailment/contract — the contract's notices in force or to come, earliest start first. */
export async function contractNotices(
  strapi: Core.Strapi,
  scope: UserContractScope,
): Promise<{ data: { notices: ContractCurtailmentView[] } }> {
  const at = now();
  const rows = ((await targets(strapi).findMany({ where: { contractRef: scope.contract.id }, select: TARGET_FIELDS })) as TargetRow[]).map(
    normalizeTarget,
  );
  if (rows.length === 0) return { data: { notices: [] } };
  const byNotice = new Map(rows.map((t) => [t.noticeId, t]));
  const found = (
    (await notices(strapi).findMany({
      where: { id: { $in: [...byNotice.keys()] } },
      select: NOTICE_FIELDS,
      orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
    })) as NoticeRow[]
  ).map(normalizeNotice);
  return {
    data: {
      notices: found.filter((n) => phaseOf(spanOf(n), at) !== 'ENDED').map((n) => contractNoticeView(n, byNotice.get(n.id)!, at)),
    },
  };
}

/** POST /api/curtailment/notices/:id/acknowledge — the user's acknowledgement for the contract; idempotent. */
export async function acknowledgeNotice(
  strapi: Core.Strapi,
  scope: UserContractScope,
  id: unknown,
): Promise<{ data: ContractCurtailmentView }> {
  const notice = await findNotice(strapi, id);
  const where = { noticeId: notice.id, contractRef: scope.contract.id };
  const target = (await targets(strapi).findOne({ where, select: ['id'] })) as { id: number } | null;
  if (!target) throw notFound(CURTAILMENT_MESSAGES.noticeNotFound);
  // Only the first acknowledgement is recorded: the condition keeps it when two users press at once.
  await targets(strapi).updateMany({
    where: { id: target.id, acknowledgedAt: { $null: true } },
    data: { acknowledgedAt: now(), acknowledgedById: scope.user.id, acknowledgedByEmail: scope.user.email },
  });
  const row = normalizeTarget((await targets(strapi).findOne({ where: { id: target.id }, select: TARGET_FIELDS })) as TargetRow);
  return { data: contractNoticeView(notice, row, now()) };
}
