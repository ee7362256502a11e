/**
 * notify: the one way a notification is written (portal events such as a bill issued or a
 * payment confirmed, and the staff's "Aviso" in the admin). One row per user, the description
 * sanitized on the way in (./sanitize.ts), created at the server clock's now().
 *
 * Target: explicit user ids, the users linked to a contract (numeric contract id), and/or
 * everyone (every account that is not blocked). The union is taken, each user once. Unknown
 * ids are skipped. Runs inside the caller's transaction when there is one, else in its own.
 */
import type { Core } from '@strapi/strapi';
import { now } from '../core/clock';
import { badRequest } from '../core/http';
import { USER_UID } from '../core/types';
import { sanitizeNotificationHtml } from './sanitize';

export const NOTIFICATION_UID = 'api::notification.notification';

export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_DESCRIPTION_MAX = 20_000;

export interface NotifyTarget {
  userIds?: number[];
  contractId?: number;
  everyone?: boolean;
}

export interface NotifyMessage {
  title: string;
  description: string;
}

const BATCH = 500;

async function targetUserIds(strapi: Core.Strapi, target: NotifyTarget): Promise<number[]> {
  const ids = new Set<number>();
  const select = ['id'];
  if (target.everyone) {
    const rows = (await strapi.db.query(USER_UID).findMany({ where: { blocked: { $ne: true } }, select })) as { id: number }[];
    rows.forEach((r) => ids.add(r.id));
  }
  if (target.contractId !== undefined) {
    const rows = (await strapi.db.query(USER_UID).findMany({ where: { contracts: { id: target.contractId } }, select })) as {
      id: number;
    }[];
    rows.forEach((r) => ids.add(r.id));
  }
  const wanted = (target.userIds ?? []).filter((id) => Number.isInteger(id) && id > 0);
  if (wanted.length) {
    const rows = (await strapi.db.query(USER_UID).findMany({ where: { id: { $in: wanted } }, select })) as { id: number }[];
    rows.forEach((r) => ids.add(r.id));
  }
  return [...ids].sort((a, b) => a - b);
}

/** The title and sanitized description, or a 400 when either is empty or too long. */
export function cleanMessage(message: NotifyMessage): NotifyMessage {
  const title = String(message.title ?? '').trim();
  const description = sanitizeNotificationHtml(String(message.description ?? ''));
  if (!title) throw badRequest('Informe o título da notificação.', { title: 'Informe o título da notificação.' });
  if (title.length > NOTIFICATION_TITLE_MAX)
    throw badRequest(`O título deve ter no máximo ${NOTIFICATION_TITLE_MAX} caracteres.`, {
      title: `O título deve ter no máximo ${NOTIFICATION_TITLE_MAX} caracteres.`,
    });
  if (!description) throw badRequest('Informe a descrição da notificação.', { description: 'Informe a descrição da notificação.' });
  if (description.length > NOTIFICATION_DESCRIPTION_MAX)
    throw badRequest('A descrição da notificação é muito longa.', { description: 'A descrição da notificação é muito longa.' });
  return { title, description };
}

/** Writes one notification per target user; answers how many were created. */
export async function notify(
  strapi: Core.Strapi,
  target: { userIds?: number[]; contractId?: number; everyone?: boolean },
  message: { title: string; description: string },
): Promise<number> {
  const { title, description } = cleanMessage(message);
  return strapi.db.transaction(async () => {
    const userIds = await targetUserIds(strapi, target);
    const sentAt = now();
    for (let i = 0; i < userIds.length; i += BATCH) {
      const data = userIds.slice(i, i + BATCH).map((userId) => ({ userId, title, description, sentAt, readedAt: null }));
      await strapi.db.query(NOTIFICATION_UID).createMany({ data });
    }
    return userIds.length;
  });
}
