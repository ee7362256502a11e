import { useId, useState } from 'react';
import { useDropzone, type Accept, type FileRejection } from 'react-dropzone';
import styles from './Field.module.css';

export interface FileDropFieldProps {
  label: string;
  /** What to send: shown under the label. */
  hint?: string;
  value: File[];
  onChange: (files: File[]) => void;
  onBlur?: () => void;
  /** Count rule message from the form ('Campo obrigatório'). */
  error?: string | undefined;
  accept: Accept;
  /** Bytes per file. */
  maxSize: number;
  /** Messages for files the browser refuses before sending. */
  messages: { invalidType: string; tooLarge: string };
  name: string;
}

/**
 * File upload with react-dropzone: a drop area with a button that opens the file chooser, the chosen files listed with a remove button each. The count rule is
 * the form's; the type and size of each file are checked here first (and by the server by content).
 */
export function FileDropField({ label, hint, value, onChange, onBlur, error, accept, maxSize, messages, name }: FileDropFieldProps) {
  const id = useId();
  const [rejected, setRejected] = useState<string | null>(null);
  const onDrop = (accepted: File[], rejections: FileRejection[]) => {
    const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
    setRejected(codes.includes('file-invalid-type') ? messages.invalidType : codes.includes('file-too-large') ? messages.tooLarge : null);
    if (accepted.length) onChange([...value, ...accepted]);
    onBlur?.();
  };
  // The drop area is not a control of its own: a real button inside opens the file chooser.
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop,
    accept,
    maxSize,
    multiple: true,
    useFsAccessApi: false,
    noClick: true,
    noKeyboard: true,
  });
  const message = rejected ?? error;
  const describedBy = [`${id}-hint`, message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div {...getRootProps({ className: styles.dropzone, 'data-active': isDragActive ? 'true' : 'false' } as Record<string, unknown>)}>
        <input {...getInputProps({ name })} />
        <button
          type="button"
          className={styles.dropzoneButton}
          onClick={open}
          aria-labelledby={`${id}-action ${id}-label`}
          aria-describedby={describedBy}
          data-invalid={message ? 'true' : undefined}
        >
          <span id={`${id}-action`}>Selecionar arquivos</span>
        </button>
        <span>ou arraste e solte aqui</span>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {message && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {message}
        </p>
      )}
      {value.length > 0 && (
        <ul className={styles.fileList} aria-label={`Arquivos escolhidos: ${label}`}>
          {value.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>{file.name}</span>
              <button
                type="button"
                className={styles.inputAction}
                style={{ position: 'static', transform: 'none' }}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
                aria-label={`Remover ${file.name}`}
              >
                Remover
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
