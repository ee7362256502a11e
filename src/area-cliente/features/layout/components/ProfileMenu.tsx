import { useId, useState } from 'react';
import { initialsOf, safeAvatarUrl } from '@domain/avatar';
import { usePopover } from '~/components/ui/popover';
import { Link } from '../../../components/Link';
import styles from './Layout.module.css';

export interface ProfileMenuProps {
  name: string;
  email: string;
  roleLabel?: string | undefined;
  /** The user's picture (`Me.avatar`); the initials without one, or when it does not load. */
  avatar?: string | null | undefined;
  /** Shown when the password screen is in the user's menu. */
  passwordHref?: string | undefined;
  onLogout: () => void;
}

/**
 * Profile button with a disclosure panel (keyboard: Enter/Space opens, Esc closes). The avatar
 * is the user's picture when it has one (a Google account's, checked again here by the domain
 * rule), else its initials; a picture that fails to load falls back to the initials too.
 */
export function ProfileMenu({ name, email, roleLabel, avatar, passwordHref, onLogout }: ProfileMenuProps) {
  const { open, setOpen, root, button } = usePopover();
  const panelId = useId();
  const initials = initialsOf(name);
  const picture = safeAvatarUrl(avatar);
  const [broken, setBroken] = useState<string | null>(null);
  const showPicture = picture !== null && broken !== picture;

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
        <span className={styles.avatar} aria-hidden="true" data-testid="avatar">
          {showPicture ? (
            <img
              className={styles.avatarImage}
              src={picture}
              alt=""
              width={36}
              height={36}
              referrerPolicy="no-referrer"
              onError={() => setBroken(picture)}
              // An error before hydration fires no React event: a finished image without pixels is broken too.
              ref={(img) => {
                if (img?.complete && img.naturalWidth === 0) setBroken(picture);
              }}
            />
          ) : (
            initials
          )}
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
