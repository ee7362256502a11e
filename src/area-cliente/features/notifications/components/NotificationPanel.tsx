import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import DOMPurify from 'dompurify';
import type { NotificationListView, NotificationView } from '@domain/notifications/types';
import { toast } from '~/components/ui/toast';
import { markAllNotificationsRead } from '../api/mark-all-notifications-read';
import { markNotificationRead } from '../api/mark-notification-read';
import { deleteNotification } from '../api/delete-notification';
import { relativeTime } from '../model/relative-time';
import { NOTIFICATION_MESSAGES as M } from '../model/messages';
import styles from './Notifications.module.css';

type Tab = 'unread' | 'all';
/** How often the relative times are read again while the panel is open. */
const TICK_MS = 30_000;

export interface NotificationPanelProps {
  list: NotificationListView | undefined;
  /** Asks the server again (after a change). */
  refresh: () => Promise<unknown>;
}

/** The description is HTML the server sanitized when it was written; it is cleaned again here before it reaches the page. */
function cleanHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'] });
}

/**
 * The notifications panel (spec 01 §2.5): tabs 'Não lidas (n)' and 'Todas (n)', mark all as
 * read, and per item mark as read or delete; the empty state of each tab.
 */
export default function NotificationPanel({ list, refresh }: NotificationPanelProps) {
  const [tab, setTab] = useState<Tab>('unread');
  const [busy, setBusy] = useState<string | null>(null);
  const base = useId();
  const all = useMemo(() => list?.notifications ?? [], [list]);
  const unread = useMemo(() => all.filter((n) => n.readedAt === null), [all]);
  const shown = tab === 'unread' ? unread : all;
  // The server counts every notification; the list holds the newest ones.
  const unreadCount = list?.unread ?? unread.length;
  const totalCount = list?.total ?? all.length;
  // The times age while the panel is open, even when the list itself does not change.
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => setNow(new Date()), [list]);

  const act = async (key: string, call: () => Promise<unknown>, failure: string) => {
    setBusy(key);
    try {
      await call();
    } catch {
      toast.error(failure);
    } finally {
      await refresh().catch(() => undefined);
      setBusy(null);
    }
  };

  const tabs: { id: Tab; label: string }[] = [
    { id: 'unread', label: `Não lidas (${unreadCount})` },
    { id: 'all', label: `Todas (${totalCount})` },
  ];
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const next: Tab = tab === 'unread' ? 'all' : 'unread';
    setTab(next);
    document.getElementById(`${base}-${next}-tab`)?.focus();
  };

  return (
    <div className={styles.panelBody} data-testid="notification-panel">
      <div className={styles.panelHead}>
        <h2 className={styles.panelTitle}>Notificações</h2>
        <button
          type="button"
          className={styles.linkButton}
          disabled={unreadCount === 0 || busy !== null}
          onClick={() => void act('all', markAllNotificationsRead, M.readFailed)}
        >
          Marcar todas como lidas
        </button>
      </div>
      <div role="tablist" aria-label="Filtrar notificações" className={styles.tabs}>
        {tabs.map((t) => (
          <button
            key={t.id}
            id={`${base}-${t.id}-tab`}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            aria-controls={`${base}-tabpanel`}
            tabIndex={tab === t.id ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(t.id)}
            onKeyDown={onTabKey}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id={`${base}-tabpanel`} role="tabpanel" aria-labelledby={`${base}-${tab}-tab`} className={styles.tabPanel}>
        {!list ? (
          <p role="status">Carregando…</p>
        ) : shown.length === 0 ? (
          <p className={styles.empty}>{tab === 'unread' && totalCount > 0 ? M.allRead : M.none}</p>
        ) : (
          <ul className={styles.items}>
            {shown.map((n) => (
              <Item
                key={n.id}
                item={n}
                now={now}
                busy={busy !== null}
                onRead={() => void act(n.id, () => markNotificationRead(n.id), M.readFailed)}
                onDelete={() => void act(n.id, () => deleteNotification(n.id), M.deleteFailed)}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function Item({
  item,
  now,
  busy,
  onRead,
  onDelete,
}: {
  item: NotificationView;
  now: Date;
  busy: boolean;
  onRead: () => void;
  onDelete: () => void;
}) {
  const html = useMemo(() => cleanHtml(item.description), [item.description]);
  const titleId = useId();
  const unread = item.readedAt === null;
  return (
    <li className={`${styles.item} ${unread ? styles.unread : ''}`} aria-labelledby={titleId} data-testid="notification-item">
      <h3 id={titleId} className={styles.itemTitle}>
        {unread && <span className="visually-hidden">Não lida: </span>}
        {item.title}
      </h3>
      <div className={styles.description} dangerouslySetInnerHTML={{ __html: html }} />
      <div className={styles.itemFoot}>
        <time dateTime={item.createdAt} title={new Date(item.createdAt).toLocaleString('pt-BR')}>
          {relativeTime(item.createdAt, now)}
        </time>
        <span className={styles.itemActions}>
          {unread && (
            <button type="button" className={styles.linkButton} disabled={busy} onClick={onRead}>
              Marcar como lida<span className="visually-hidden">: {item.title}</span>
            </button>
          )}
          <button type="button" className={`${styles.linkButton} ${styles.danger}`} disabled={busy} onClick={onDelete}>
            Excluir<span className="visually-hidden">: {item.title}</span>
          </button>
        </span>
      </div>
    </li>
  );
}
