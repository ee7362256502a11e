import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Modal.module.css';

export interface ModalProps {
  open: boolean;
  title: string;
  /** Called on Esc, on the close button and on a click on the backdrop. */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons row under the content. */
  actions?: ReactNode;
  /** Hide the × button when the dialog demands an explicit choice. */
  hideClose?: boolean;
  size?: 'small' | 'medium';
}

/**
 * Modal dialog on the native <dialog> element: the browser supplies the focus trap, Esc,
 * the inert background and focus return to the opener.
 */
export function Modal({ open, title, onClose, children, actions, hideClose = false, size = 'small' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the click is the backdrop's; Esc (native) and × are the keyboard's way
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size]}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (e.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className={styles.body}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {!hideClose && (
              <button type="button" className={styles.close} onClick={onClose} aria-label="Fechar">
                ×
              </button>
            )}
          </div>
          {children && <div className={styles.content}>{children}</div>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
