/**
 * The bills' due day (issue 24 §5; docs/collections-due-date.md): GET /api/collections/due-date
 * (the contract's day, the options, whether it may change now, the last change) and POST (the
 * change, with a protocol `VEN-<ano>-<nnnnnn>` by e-mail and in the portal's notifications). The
 * rules are the pure ones of domain/collections/due-date, at the portal clock; the change and its
 * protocol are one transaction, taken again when a parallel request took the protocol.
 */
import type { Core } from '@strapi/strapi';
import {
  changeBlocked,
  changeRefusal,
  DUE_DATE_MESSAGES,
  DUE_DAYS,
  dueDayOf,
  effectiveFrom,
  type DueDateSituation,
} from '../../../domain/collections/due-date/rules';
import type { DueDateChangedView, DueDateChangeView, DueDateView } from '../../../domain/collections/due-date/types';
import { saoPauloParts } from '../../../domain/time/sao-paulo';
import type { UserContractScope } from '../../core/access';
import { now } from '../../core/clock';
import { isoDay, serializeOn } from '../../core/db';
import { badRequest, conflict } from '../../core/http';
import { INVOICE_UID, overdueCount } from '../../core/invoice-rows';
import { escapeHtml, sendPortalMail } from '../../core/mail';
import { lastProtocol, withProtocolRetry } from '../../core/protocols';
import type { ContractRow } from '../../core/types';
import { notify } from '../../notifications/notify';

export const DUE_DATE_CHANGE_UID = 'api::collections.due-date-change' as const;

/** Months between two changes (DUE_DATE_CHANGE_MONTHS, default 12). */
export function changeMonths(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number.parseInt(env.DUE_DATE_CHANGE_MONTHS ?? '', 10);
  return Number.isInteger(value) && value >= 0 && value <= 60 ? value : 12;
}

interface ChangeRow {
  protocol: string;
  dueDay: number;
  previousDay: number | null;
  effectiveFrom: string;
  requestedAt: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function view(row: ChangeRow): DueDateChangeView {
  const at = saoPauloParts(new Date(row.requestedAt));
  const [y, m] = row.effectiveFrom.split('-');
  return {
    protocol: row.protocol,
    dueDay: Number(row.dueDay),
    previousDay: row.previousDay == null ? null : Number(row.previousDay),
    requestedAt: `${pad(at.day)}/${pad(at.month)}/${at.year} ${pad(at.hour)}:${pad(at.minute)}`,
    effectiveFrom: `${m}/${y}`,
  };
}

async function lastChange(strapi: Core.Strapi, contract: ContractRow): Promise<ChangeRow | null> {
  return (await strapi.db.query(DUE_DATE_CHANGE_UID).findOne({
    where: { contract: { id: contract.id } },
    orderBy: [{ requestedAt: 'desc' }, { id: 'desc' }],
    select: ['protocol', 'dueDay', 'previousDay', 'effectiveFrom', 'requestedAt'],
  })) as ChangeRow | null;
}

async function latestBill(strapi: Core.Strapi, contract: ContractRow): Promise<{ dueDate: string; referenceMonth: string } | null> {
  const row = (await strapi.db.query(INVOICE_UID).findOne({
    where: { contract: { id: contract.id } },
    orderBy: [{ referenceMonth: 'desc' }, { dueDate: 'desc' }],
    select: ['dueDate', 'referenceMonth'],
  })) as { dueDate: unknown; referenceMonth: string } | null;
  return row ? { dueDate: isoDay(row.dueDate)!, referenceMonth: row.referenceMonth } : null;
}

async function situationOf(strapi: Core.Strapi, contract: ContractRow, at: Date) {
  const [change, bill, overdue] = await Promise.all([
    lastChange(strapi, contract),
    latestBill(strapi, contract),
    overdueCount(strapi, contract, at),
  ]);
  const situation: DueDateSituation = {
    currentDay: change ? Number(change.dueDay) : bill ? dueDayOf(bill.dueDate) : null,
    lastChangeAt: change ? new Date(change.requestedAt) : null,
    overdueCount: overdue,
    months: changeMonths(),
  };
  return { situation, change, bill };
}

/** GET /api/collections/due-date */
export async function showDueDate(strapi: Core.Strapi, contract: ContractRow): Promise<DueDateView> {
  const at = now();
  const { situation, change } = await situationOf(strapi, contract, at);
  return {
    data: {
      currentDay: situation.currentDay,
      options: [...DUE_DAYS],
      blocked: changeBlocked(situation, at),
      lastChange: change ? view(change) : null,
    },
  };
}

/** POST /api/collections/due-date { dueDay } */
export async function changeDueDate(
  strapi: Core.Strapi,
  portal: UserContractScope,
  body: Record<string, unknown>,
): Promise<DueDateChangedView> {
  const { contract, user } = portal;
  const at = now();
  const day = body.dueDay;
  const created = await withProtocolRetry(strapi, async (trx) => {
    // Two changes of one contract at once: on PostgreSQL the contract's advisory lock (the one the
    // service requests' check-then-insert takes) makes the second read the first; SQLite writes one at a time.
    await serializeOn(strapi, trx, 'serviceRequests', contract.id);
    const { situation, bill } = await situationOf(strapi, contract, at);
    const refusal = changeRefusal(day, situation, at);
    if (refusal === DUE_DATE_MESSAGES.invalidDay) throw badRequest(refusal, { dueDay: refusal });
    if (refusal) throw conflict(refusal);
    const year = saoPauloParts(at).year;
    const prefix = `VEN-${year}-`;
    const last = await lastProtocol(strapi, DUE_DATE_CHANGE_UID, prefix);
    const protocol = `${prefix}${String((last ? Number(last.slice(prefix.length)) : 0) + 1).padStart(6, '0')}`;
    const row: ChangeRow = {
      protocol,
      dueDay: day as number,
      previousDay: situation.currentDay,
      effectiveFrom: effectiveFrom(bill?.referenceMonth ?? null, at),
      requestedAt: at.toISOString(),
    };
    await strapi.db.query(DUE_DATE_CHANGE_UID).create({ data: { ...row, contract: contract.id, userId: user.id } });
    return row;
  });
  const answer = view(created);
  const lines = [
    `Protocolo: ${answer.protocol}`,
    `Código do cliente: ${contract.consumerCode}`,
    `Novo dia de vencimento: ${answer.dueDay}`,
    `Vale a partir da fatura de referência ${answer.effectiveFrom}.`,
  ];
  await notify(
    strapi,
    { contractId: contract.id },
    {
      title: 'Dia de vencimento alterado',
      description: `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
    },
  );
  if (user.email)
    await sendPortalMail(strapi, {
      to: user.email,
      subject: `Alteração do dia de vencimento - protocolo ${answer.protocol}`,
      name: user.name,
      parts: ['Recebemos a alteração do dia de vencimento das suas faturas de gás natural.', { lines }],
    });
  return { data: answer, message: DUE_DATE_MESSAGES.changed(answer.protocol) };
}
