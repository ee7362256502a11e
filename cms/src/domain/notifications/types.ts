/**
 * The answers of the notification calls (spec 01 §3, §7), declared once for the server and the
 * client area. `description` is HTML already sanitized by the server when it was written.
 */
export interface NotificationView {
  id: string;
  title: string;
  description: string;
  /** ISO 8601 instant. */
  createdAt: string;
  /** ISO 8601 instant, or null when unread. */
  readedAt: string | null;
}

/** GET /api/notification */
export interface NotificationListView {
  notifications: NotificationView[];
  unread: number;
  total: number;
}
