import { useId } from 'react';
import { usePopover } from '~/components/ui/popover';
import { Link } from '../../../components/Link';
import styles from './Layout.module.css';

export interface ProfileMenuProps {
  name: string;
  email: string;
  roleLabel?: string | undefined;
  /** Shown when the password screen is in the user's menu. */
  passwordHref?: string | undefined;
  onLogout: () => void;
}

/** Profile button with a disclosure panel (keyboard: Enter/Space opens, Esc closes). */
export function ProfileMenu({ name, email, roleLabel, passwordHref, onLogout }: ProfileMenuProps) {
  const { open, setOpen, root, button } = usePopover();
  const panelId = useId();
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');

  return (
    <div className={styles.profile} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.profileButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initials}
        </span>
        <span className={styles.profileName}>{name}</span>
        <span className="visually-hidden">: opções do perfil</span>
      </button>
      <div id={panelId} className={styles.profilePanel} hidden={!open}>
        <p className={styles.profileWho}>
          <strong>{name}</strong>
          <span>{email}</span>
          {roleLabel && <span>{roleLabel}</span>}
        </p>
        <ul>
          {passwordHref && (
            <li>
              <Link href={passwordHref} onClick={() => setOpen(false)}>
                Alterar senha
              </Link>
            </li>
          )}
          <li>
            <button type="button" onClick={onLogout}>
              Sair
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
