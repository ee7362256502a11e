/**
 * The staff's "Aviso" (admin content type api::notification.notice): saving a new one sends
 * a notification to its audience — one user, every user linked to a contract, or everyone —
 * through `notify`, in the same transaction as the save (a failure saves nothing). The count of
 * recipients and the sending time are written back on the Aviso. A sent Aviso cannot be
 * changed (a correction is a new Aviso); deleting it does not take back what was delivered.
 *
 * Who may send: the CMS admin role "Avisos aos clientes" (bootstrap/notices-role.ts) and the Super
 * Admin — not the content editors (Strapi's Editor role). Links in an Aviso may point only to the
 * site itself (a path, or an address on SITE_URL's origin): a message in the customer's own portal
 * must never lead elsewhere.
 */
import type { Core } from '@strapi/strapi';
import { blockLinks, isSiteLink } from '../../domain/site-links';
import { now } from '../core/clock';
import { badRequest } from '../core/http';
import { siteUrl } from '../core/mail';
import { blocksToHtml } from './blocks-html';
import { notify } from './notify';

export const NOTICE_UID = 'api::notification.notice';

export const NOTICE_MESSAGES = {
  userRequired: 'Escolha o usuário que receberá o aviso.',
  contractRequired: 'Escolha o contrato cujos usuários receberão o aviso.',
  noRecipients: 'Nenhum usuário receberá este aviso: o contrato não tem usuários no portal.',
  emptyDescription: 'Escreva a descrição do aviso.',
  locked: 'Um aviso enviado não pode ser alterado. Para corrigir, crie um novo aviso.',
  externalLink: 'Os links do aviso só podem apontar para o próprio site: use um caminho como /area-cliente/faturas ou um endereço do site.',
} as const;

/** Refuses an Aviso whose text links anywhere but the site itself. */
export function assertSiteLinks(description: unknown): void {
  if (blockLinks(description).some((url) => !isSiteLink(url, siteUrl()))) throw badRequest(NOTICE_MESSAGES.externalLink);
}

interface NoticeRow {
  id: number;
  title: string;
  description: unknown;
  audience: 'usuario' | 'contrato' | 'todos';
  sentAt: string | null;
  user: { id: number } | null;
  contract: { id: number } | null;
}

/** After a new Aviso is written: validates its audience and sends it. */
export async function sendNotice(strapi: Core.Strapi, id: number): Promise<number> {
  const notice = (await strapi.db.query(NOTICE_UID).findOne({
    where: { id },
    populate: { user: { select: ['id'] }, contract: { select: ['id'] } },
  })) as NoticeRow | null;
  // Always a new row here (a clone of a sent Aviso carries its sentAt but is sent again).
  if (!notice) return 0;
  assertSiteLinks(notice.description);
  const description = blocksToHtml(notice.description);
  if (!description.replace(/<[^>]*>/g, '').trim()) throw badRequest(NOTICE_MESSAGES.emptyDescription);
  let target: { userIds?: number[]; contractId?: number; everyone?: boolean };
  if (notice.audience === 'todos') target = { everyone: true };
  else if (notice.audience === 'contrato') {
    if (!notice.contract) throw badRequest(NOTICE_MESSAGES.contractRequired);
    target = { contractId: notice.contract.id };
  } else {
    if (!notice.user) throw badRequest(NOTICE_MESSAGES.userRequired);
    target = { userIds: [notice.user.id] };
  }
  const recipients = await notify(strapi, target, { title: notice.title, description });
  if (recipients === 0 && notice.audience === 'contrato') throw badRequest(NOTICE_MESSAGES.noRecipients);
  await strapi.db.query(NOTICE_UID).update({ where: { id }, data: { recipients, sentAt: now() } });
  return recipients;
}

const SENT_FIELDS = ['title', 'description', 'audience', 'user', 'contract'];

/** Before an update: a sent Aviso keeps what it said and to whom. */
export async function guardNoticeUpdate(strapi: Core.Strapi, where: unknown, data: Record<string, unknown> | undefined): Promise<void> {
  if (!data || !SENT_FIELDS.some((field) => field in data)) return;
  const rows = (await strapi.db.query(NOTICE_UID).findMany({ where: where as object, select: ['id', 'sentAt'] })) as {
    sentAt: string | null;
  }[];
  if (rows.some((row) => row.sentAt)) throw badRequest(NOTICE_MESSAGES.locked);
}
