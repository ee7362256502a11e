import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Modal } from './Modal';

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  /** The confirming button's text ('Excluir', 'Redefinir'…). */
  confirmLabel: string;
  /** The other button's text; 'Cancelar' by default. */
  cancelLabel?: string;
  /** A destructive action: the confirming button in the danger style. */
  danger?: boolean;
  /** While the action runs: the confirming button spins and 'Cancelar' waits. */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** Asks before an action (delete a user or a profile, reset a password, discard an edit): 'Cancelar' (or `cancelLabel`) or the action. */
export function ConfirmModal({
  open,
  title,
  confirmLabel,
  cancelLabel = 'Cancelar',
  danger = false,
  busy,
  onConfirm,
  onClose,
  children,
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
