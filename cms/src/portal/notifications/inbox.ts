/**
 * The notification calls of spec 01 §7: list, mark one read, mark all read, delete. A user
 * reaches only its own rows: any other id (another user's, deleted, malformed) is a 404.
 * Access: permission `notificacoes.ver` and the account's notification-access flag
 * (`notificationAccess`, spec 01 §6), both declared in the route config — off → 403.
 */
import type { Core } from '@strapi/strapi';
import type { NotificationListView, NotificationView } from '../../domain/notifications/types';
import type { UserScope } from '../core/access';
import { now } from '../core/clock';
import { ACCESS_MESSAGES } from '../../domain/messages';
import { badRequest, forbidden, notFound } from '../core/http';
import type { UserRow } from '../core/types';
import { NOTIFICATION_UID } from './notify';

/** The list answers the newest 100; `unread` and `total` count all of the user's notifications. */
export const NOTIFICATION_LIST_CAP = 100;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notificação não encontrada',
  disabled: ACCESS_MESSAGES.notificationsDisabled,
  noBody: 'Esta chamada não recebe dados.',
} as const;

/** The marking calls take no body: nothing, or an empty JSON object. */
function refuseBody(body: unknown): void {
  if (body === undefined || body === null || body === '') return;
  if (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0) return;
  throw badRequest(NOTIFICATION_MESSAGES.noBody);
}

interface NotificationRow {
  id: number;
  documentId: string;
  userId: number;
  title: string;
  description: string;
  sentAt: string | Date;
  readedAt: string | Date | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

export function notificationView(row: NotificationRow): NotificationView {
  return {
    id: row.documentId,
    title: row.title,
    description: row.description,
    createdAt: iso(row.sentAt),
    readedAt: row.readedAt ? iso(row.readedAt) : null,
  };
}

function ownerOf(state: UserScope): UserRow {
  const { user } = state;
  if (!user.notificationAccess) throw forbidden(NOTIFICATION_MESSAGES.disabled);
  return user;
}

const FIELDS = ['id', 'documentId', 'userId', 'title', 'description', 'sentAt', 'readedAt'];

async function ownRow(strapi: Core.Strapi, user: UserRow, id: unknown): Promise<NotificationRow> {
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw notFound(NOTIFICATION_MESSAGES.notFound);
  const row = (await strapi.db
    .query(NOTIFICATION_UID)
    .findOne({ where: { documentId: id, userId: user.id }, select: FIELDS })) as NotificationRow | null;
  if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
  return row;
}

/** GET /api/notification */
export async function listNotifications(strapi: Core.Strapi, state: UserScope): Promise<NotificationListView> {
  const user = ownerOf(state);
  const query = strapi.db.query(NOTIFICATION_UID);
  const [rows, total, unread] = await Promise.all([
    query.findMany({
      where: { userId: user.id },
      select: FIELDS,
      orderBy: [{ sentAt: 'desc' }, { id: 'desc' }],
      limit: NOTIFICATION_LIST_CAP,
    }) as Promise<NotificationRow[]>,
    query.count({ where: { userId: user.id } }),
    query.count({ where: { userId: user.id, readedAt: null } }),
  ]);
  return { notifications: rows.map(notificationView), unread: Number(unread), total: Number(total) };
}

/** PATCH /api/notification/read-all */
export async function markAllRead(strapi: Core.Strapi, state: UserScope, body?: unknown): Promise<{ success: true; updated: number }> {
  const user = ownerOf(state);
  refuseBody(body);
  const result = (await strapi.db
    .query(NOTIFICATION_UID)
    .updateMany({ where: { userId: user.id, readedAt: null }, data: { readedAt: now() } })) as { count: number };
  return { success: true, updated: Number(result?.count ?? 0) };
}

/** PATCH /api/notification/:id/read — idempotent: an already read one keeps its first read time. */
export async function markRead(
  strapi: Core.Strapi,
  state: UserScope,
  id: unknown,
  body?: unknown,
): Promise<{ success: true; data: NotificationView }> {
  const user = ownerOf(state);
  refuseBody(body);
  const row = await ownRow(strapi, user, id);
  if (!row.readedAt) {
    const readedAt = now();
    await strapi.db.query(NOTIFICATION_UID).updateMany({ where: { id: row.id, readedAt: null }, data: { readedAt } });
    row.readedAt = readedAt;
  }
  return { success: true, data: notificationView(row) };
}

/** DELETE /api/notification/:id/delete */
export async function deleteNotification(strapi: Core.Strapi, state: UserScope, id: unknown): Promise<{ success: true }> {
  const user = ownerOf(state);
  const row = await ownRow(strapi, user, id);
  await strapi.db.query(NOTIFICATION_UID).delete({ where: { id: row.id } });
  return { success: true };
}
