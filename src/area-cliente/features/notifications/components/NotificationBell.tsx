import { lazy, Suspense, useId } from 'react';
import { usePopover } from '~/components/ui/popover';
import { useNotifications } from '../api/list-notifications';
import styles from './Notifications.module.css';

// The panel (and DOMPurify with it) arrives only when the user first opens the bell.
const NotificationPanel = lazy(() => import('./NotificationPanel'));

/**
 * The logged header's notification bell (spec 01 §2.4, §2.5): the unread count as a badge,
 * kept fresh every 60 s and when the window regains focus; a click opens the panel.
 */
export function NotificationBell() {
  const { data, mutate } = useNotifications(true);
  const { open, setOpen, root, button } = usePopover();
  const panelId = useId();
  const unread = data?.unread ?? 0;

  const label = unread === 0 ? 'Notificações' : `Notificações: ${unread} ${unread === 1 ? 'não lida' : 'não lidas'}`;
  return (
    <div className={styles.bell} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.bellButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        data-testid="notification-bell"
        onClick={() => setOpen((o) => !o)}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1z"
          />
        </svg>
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true" data-testid="notification-badge">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} role="region" aria-label="Notificações">
        {open && (
          <Suspense fallback={<p role="status">Carregando…</p>}>
            <NotificationPanel list={data} refresh={() => mutate()} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
