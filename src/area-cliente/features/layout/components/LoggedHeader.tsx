import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '../../../components/Breadcrumb';
import { Link } from '../../../components/Link';
import { ProfileMenu } from './ProfileMenu';
import styles from './Layout.module.css';

export interface LoggedHeaderProps {
  crumbs: Crumb[];
  emergencyPhone: string | null;
  user: { name: string; email: string; roleLabel?: string | undefined; avatar?: string | null | undefined };
  passwordHref?: string | undefined;
  menuOpen: boolean;
  menuId: string;
  onToggleMenu: () => void;
  onLogout: () => void;
  /** Controls the app shell adds before the profile menu: the notification bell (spec 01 §2.4). */
  extra?: ReactNode;
}

/**
 * Logged header (spec 01 §2.4): breadcrumb, emergency phone, profile menu with logout and the
 * mobile menu button. At 1290 px or less it turns compact (labels give way to icons, CSS).
 */
export function LoggedHeader({
  crumbs,
  emergencyPhone,
  user,
  passwordHref,
  menuOpen,
  menuId,
  onToggleMenu,
  onLogout,
  extra,
}: LoggedHeaderProps) {
  const tel = emergencyPhone?.replace(/[^\d+]/g, '');
  return (
    <header className={styles.header}>
      <div className={styles.headerStart}>
        <button type="button" className={styles.menuButton} aria-expanded={menuOpen} aria-controls={menuId} onClick={onToggleMenu}>
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{menuOpen ? 'Fechar menu' : 'Abrir menu'}</span>
        </button>
        <Link href="/area-cliente/home" className={styles.brand}>
          <span aria-hidden="true" className={styles.brandMark}>
            ◆
          </span>
          Necta<span className="visually-hidden"> — início da área do cliente</span>
        </Link>
        <div className={styles.crumbs}>
          <Breadcrumb items={crumbs} />
        </div>
      </div>
      <div className={styles.headerEnd}>
        {tel && (
          <a className={styles.emergency} href={`tel:${tel}`}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
              <path
                fill="currentColor"
                d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
              />
            </svg>
            <span className={styles.emergencyLabel}>Emergência</span>
            <span className={styles.emergencyNumber}>{emergencyPhone}</span>
          </a>
        )}
        {extra}
        <ProfileMenu
          name={user.name}
          email={user.email}
          roleLabel={user.roleLabel}
          avatar={user.avatar}
          passwordHref={passwordHref}
          onLogout={onLogout}
        />
      </div>
    </header>
  );
}
