import { useId, useState, type ReactNode } from 'react';
import { PRIVACY_POLICY_PATH } from '@domain/links';
import styles from './Layout.module.css';

export interface LoggedFooterProps {
  /** Content of the collapsible information bar; no bar without content. */
  info?: ReactNode;
  infoTitle?: string;
  /** 439 px on axis-overview routes, else 357 px (spec 01 §2.6, §9; app/footer-info.ts). */
  width?: number;
  /** The site's cookie settings button (server-rendered, passed in as a slot). */
  cookieSettings?: ReactNode;
}

/** Logged footer (spec 01 §2.6): collapsible info bar, cookie settings, privacy policy link. */
export function LoggedFooter({ info, infoTitle = 'Informações', width = 357, cookieSettings }: LoggedFooterProps) {
  const [open, setOpen] = useState(true);
  const panelId = useId();
  return (
    <footer className={styles.footer}>
      {info && (
        <section className={styles.infoBar} style={{ width }} aria-label={infoTitle} data-testid="info-bar">
          <button
            type="button"
            className={styles.infoToggle}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            {infoTitle}
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          </button>
          <div id={panelId} hidden={!open} className={styles.infoContent}>
            {info}
          </div>
        </section>
      )}
      <div className={styles.footerLinks}>
        <ul>
          <li>
            <a href={PRIVACY_POLICY_PATH}>Política de Privacidade</a>
          </li>
          {cookieSettings && <li>{cookieSettings}</li>}
        </ul>
        <p>© {new Date().getFullYear()} Necta Gás Natural. Todos os direitos reservados.</p>
      </div>
    </footer>
  );
}
