/**
 * The gas programmer's side of the curtailment notices (issue 26 §4; PORTAL-API.md §28): the
 * list with each contract's acknowledgement, the issue (checked on the server, written in one
 * transaction with the portal notifications, then e-mailed) and the early end (who and when).
 * A notice is never edited after issue: the record is what the clients were told.
 */
import type { Core } from '@strapi/strapi';
import { parseVolume, volumeText } from '../../domain/consumption/volumes';
import {
  ackDeadlineOf,
  CURTAILMENT_MESSAGES,
  limitOf,
  noticeErrors,
  parsePercent,
  percentText,
  phaseOf,
  saoPauloInstant,
  saoPauloStamp,
  timeErrors,
  type CurtailmentKind,
} from '../../domain/curtailment/rules';
import type { CurtailmentListAnswer, CurtailmentNoticeView } from '../../domain/curtailment/types';
import type { UserScope } from '../core/access';
import { now } from '../core/clock';
import { conflict, notFound, unprocessable, type Body } from '../core/http';
import { escapeHtml } from '../core/mail';
import { axesByName, industrialTerms, type IndustrialTerms } from '../core/industrial';
import { CONTRACT_UID } from '../core/types';
import { throwIfErrors } from '../core/validate';
import { notify } from '../notifications/notify';
import { ISSUED_TITLE, WITHDRAWN_TITLE, noticeHtml, noticeLines, sendIssuedMail } from './mail';
import {
  NOTICE_FIELDS,
  TARGET_FIELDS,
  contractName,
  contractsById,
  findNotice,
  noticeView,
  normalizeNotice,
  normalizeTarget,
  notices,
  spanOf,
  targetKey,
  targets,
  usersOfContract,
  defaultAckHours,
  type NoticeRow,
  type TargetRow,
} from './store';

const LIST_LIMIT = 200;

async function viewsOf(strapi: Core.Strapi, rows: NoticeRow[]): Promise<CurtailmentNoticeView[]> {
  if (rows.length === 0) return [];
  const targetRows = (
    (await targets(strapi).findMany({
      where: { noticeId: { $in: rows.map((r) => r.id) } },
      select: TARGET_FIELDS,
      orderBy: { id: 'asc' },
    })) as TargetRow[]
  ).map(normalizeTarget);
  const contracts = await contractsById(
    strapi,
    targetRows.map((t) => t.contractRef),
  );
  const axes = new Map((await axesByName(strapi)).map((a) => [a.id, a]));
  const at = now();
  return rows.map((row) =>
    noticeView(
      row,
      targetRows.filter((t) => t.noticeId === row.id),
      contracts,
      row.axisRef === null ? null : (axes.get(row.axisRef) ?? null),
      at,
    ),
  );
}

/** GET /api/curtailment/notices — the newest 200 notices and the form's choices (axes, industrial contracts). */
export async function listNotices(strapi: Core.Strapi): Promise<{ data: CurtailmentListAnswer }> {
  const rows = (
    (await notices(strapi).findMany({
      select: NOTICE_FIELDS,
      orderBy: [{ issuedAt: 'desc' }, { id: 'desc' }],
      limit: LIST_LIMIT,
    })) as NoticeRow[]
  ).map(normalizeNotice);
  const terms = await industrialTerms(strapi, {});
  const contracts = await contractsById(
    strapi,
    terms.map((t) => t.contractRef),
  );
  return {
    data: {
      notices: await viewsOf(strapi, rows),
      axes: await axesByName(strapi),
      contracts: terms
        .filter((t) => contracts.has(t.contractRef))
        .map((t) => {
          const c = contracts.get(t.contractRef)!;
          return { id: c.documentId, consumerCode: c.consumerCode, name: contractName(c), axisId: t.axisRef, qdc: t.qdc };
        })
        .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
      defaultAckHours: defaultAckHours(),
    },
  };
}

/** The industrial contracts a notice reaches: the chosen ones (each must be industrial), or an axis's active ones. */
async function reached(
  strapi: Core.Strapi,
  body: Body<'curtailment.issue'>,
): Promise<{ axisRef: number | null; terms: IndustrialTerms[] }> {
  if (body.axisId !== undefined && body.axisId !== null && body.axisId !== '') {
    const axisRef = Number(body.axisId);
    const axis = (await axesByName(strapi)).find((a) => a.id === axisRef);
    if (!axis) throw notFound(CURTAILMENT_MESSAGES.axisNotFound, { axisId: CURTAILMENT_MESSAGES.axisNotFound });
    const onAxis = await industrialTerms(strapi, { axisRef });
    const active = (await strapi.db.query(CONTRACT_UID).findMany({
      where: { id: { $in: onAxis.map((t) => t.contractRef) }, situation: 'ACTIVE' },
      select: ['id'],
    })) as { id: number }[];
    const ids = new Set(active.map((c) => Number(c.id)));
    const terms = onAxis.filter((t) => ids.has(t.contractRef));
    if (terms.length === 0) throw unprocessable(CURTAILMENT_MESSAGES.axisEmpty, { axisId: CURTAILMENT_MESSAGES.axisEmpty });
    return { axisRef, terms };
  }
  const documentIds = [...new Set(body.contractIds as string[])];
  const contracts = (await strapi.db.query(CONTRACT_UID).findMany({
    where: { documentId: { $in: documentIds } },
    select: ['id', 'documentId'],
  })) as { id: number; documentId: string }[];
  const terms = await industrialTerms(strapi, { contractRefs: contracts.map((c) => Number(c.id)) });
  if (contracts.length !== documentIds.length || terms.length !== documentIds.length)
    throw notFound(CURTAILMENT_MESSAGES.contractNotFound, { contractIds: CURTAILMENT_MESSAGES.contractNotFound });
  return { axisRef: null, terms };
}

/**
 * POST /api/curtailment/notices — the restriction (a volume, or a percentage of each contract's
 * QDC, fixed per contract at issue), its start (now or later) and optional end in São Paulo time,
 * the reason and the acknowledgement deadline in hours (CURTAILMENT_ACK_HOURS by default). The
 * notice, one row per contract and the portal notifications in one transaction; then each
 * account's administrator gets the e-mail.
 */
export async function issueNotice(
  strapi: Core.Strapi,
  state: UserScope,
  body: Body<'curtailment.issue'>,
): Promise<{ data: CurtailmentNoticeView }> {
  throwIfErrors(noticeErrors(body));
  const at = now();
  const startsAt = saoPauloInstant(body.startsAt)!;
  throwIfErrors(timeErrors(startsAt, at));
  const endsAt = body.endsAt ? saoPauloInstant(body.endsAt) : null;
  const kind = body.kind as CurtailmentKind;
  const volume = kind === 'VOLUME' ? (parseVolume(body.volume) as { ok: true; litres: bigint }).litres : null;
  const percent = kind === 'PERCENT' ? parsePercent(body.percent) : null;
  const ackHours =
    body.ackHours === undefined || body.ackHours === null || body.ackHours === '' ? defaultAckHours() : Number(body.ackHours);
  const ackDeadline = ackDeadlineOf(at, ackHours);
  const reason = String(body.reason).trim();
  const { axisRef, terms } = await reached(strapi, body);
  const contracts = await contractsById(
    strapi,
    terms.map((t) => t.contractRef),
  );
  const user = state.user;

  const { row, written } = await strapi.db.transaction(async () => {
    const created = (await notices(strapi).create({
      data: {
        kind,
        volume: volume === null ? null : volumeText(volume),
        percent: percent === null ? null : percentText(percent),
        startsAt,
        endsAt,
        reason,
        ackHours,
        ackDeadline,
        axisRef,
        issuedAt: at,
        issuedById: user.id,
        issuedByEmail: user.email,
      },
    })) as { id: number };
    const noticeId = Number(created.id);
    const row = normalizeNotice((await notices(strapi).findOne({ where: { id: noticeId }, select: NOTICE_FIELDS })) as NoticeRow);
    const written: TargetRow[] = [];
    for (const t of terms) {
      const qdc = (parseVolume(t.qdc) as { ok: true; litres: bigint }).litres;
      const limit = limitOf({ kind, volume, percent }, qdc);
      await targets(strapi).create({
        data: {
          key: targetKey(noticeId, t.contractRef),
          noticeId,
          contractRef: t.contractRef,
          limitVolume: volumeText(limit),
          ackDeadline,
          status: 'IDLE',
          attempts: 0,
        },
      });
      const target = normalizeTarget(
        (await targets(strapi).findOne({ where: { key: targetKey(noticeId, t.contractRef) }, select: TARGET_FIELDS })) as TargetRow,
      );
      written.push(target);
      const contract = contracts.get(t.contractRef);
      if (contract)
        await notify(
          strapi,
          { contractId: t.contractRef },
          { title: ISSUED_TITLE, description: noticeHtml(noticeLines(row, target, contract)) },
        );
    }
    return { row, written };
  });

  for (const target of written) {
    const contract = contracts.get(target.contractRef);
    if (!contract) continue;
    for (const recipient of await usersOfContract(strapi, target.contractRef)) {
      if (!recipient.owner || !recipient.email) continue;
      try {
        await sendIssuedMail(strapi, { email: recipient.email, name: recipient.name }, row, target, contract);
      } catch (error) {
        strapi.log.error(`curtailment: notice ${row.id} e-mail to contract ${target.contractRef} not sent: ${(error as Error).message}`);
      }
    }
  }
  return { data: (await viewsOf(strapi, [row]))[0]! };
}

/**
 * PATCH /api/curtailment/notices/:id/withdraw — ends a notice that has not ended yet, now: who
 * and when are recorded, escalations not yet due are dropped, and the contracts' users are told.
 */
export async function withdrawNotice(strapi: Core.Strapi, state: UserScope, id: unknown): Promise<{ data: CurtailmentNoticeView }> {
  const found = await findNotice(strapi, id);
  const at = now();
  if (phaseOf(spanOf(found), at) === 'ENDED') throw conflict(CURTAILMENT_MESSAGES.alreadyEnded);
  await strapi.db.transaction(async () => {
    const { count } = (await notices(strapi).updateMany({
      where: { id: found.id, withdrawnAt: { $null: true } },
      data: { withdrawnAt: at, withdrawnById: state.user.id, withdrawnByEmail: state.user.email },
    })) as { count: number };
    if (count !== 1) throw conflict(CURTAILMENT_MESSAGES.alreadyEnded);
    await targets(strapi).updateMany({ where: { noticeId: found.id, status: 'IDLE' }, data: { status: 'SKIPPED' } });
    const rows = (
      (await targets(strapi).findMany({ where: { noticeId: found.id }, select: ['contractRef'] })) as { contractRef: number }[]
    ).map((r) => Number(r.contractRef));
    for (const contractRef of rows)
      await notify(
        strapi,
        { contractId: contractRef },
        {
          title: WITHDRAWN_TITLE,
          description: `<p>${escapeHtml(`A restrição de fornecimento de ${saoPauloStamp(spanOf(found).startsAt)} (motivo: ${found.reason}) foi encerrada em ${saoPauloStamp(at)}.`)}</p>`,
        },
      );
  });
  const row = await findNotice(strapi, String(found.id));
  return { data: (await viewsOf(strapi, [row]))[0]! };
}
