import { ConfirmModal } from '~/components/ui/modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before leaving or saving an edit (spec 01 §2.7, §4): the shared confirmation with one paragraph. */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <ConfirmModal
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onCancel}
    >
      <p>{text}</p>
    </ConfirmModal>
  );
}

/** The question asked when an edit would be lost (cancel, or another tab). */
export const DISCARD = {
  title: 'Descartar alterações?',
  text: 'As alterações que você fez ainda não foram salvas e serão perdidas.',
  confirmLabel: 'Descartar',
  cancelLabel: 'Continuar editando',
} as const;
