import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Modal } from './Modal';

export interface FailureModalProps {
  /** What went wrong: a message, or the server's list of messages; null keeps the modal closed. */
  failure: ReactNode | string[] | null;
  title: string;
  onClose: () => void;
}

/** A save that failed: the server's message(s) and 'Tentar novamente', which closes it to try again. */
export function FailureModal({ failure, title, onClose }: FailureModalProps) {
  return (
    <Modal open={failure !== null} title={title} onClose={onClose} actions={<Button onClick={onClose}>Tentar novamente</Button>}>
      {Array.isArray(failure) ? (
        <ul>
          {failure.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : (
        <p>{failure}</p>
      )}
    </Modal>
  );
}
