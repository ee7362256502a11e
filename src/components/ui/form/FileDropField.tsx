import { useId } from 'react';
import { useDropzone, type Accept, type FileRejection } from 'react-dropzone';
import { toast } from '../toast';
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
  /** Bytes of all the files of the list together (spec 02 §5: 10 MB for the uploads). */
  maxTotalBytes?: number;
  /** Files the list may hold; more are refused with `messages.tooMany`. */
  maxFiles?: number;
  /**
   * Toasts for files refused before sending (spec 02 §8 "File drop"): wrong type, too large
   * (total), too many files, and a file the browser could not add.
   */
  messages: { invalidType: string; tooLarge: string; tooMany?: string; addFailed?: string };
  name: string;
}

/**
 * File upload with react-dropzone: a drop area with a button that opens the file chooser, the
 * chosen files listed with a remove button each. A file of the wrong type, a total over
 * `maxSize` (or a total over `maxTotalBytes`), more files than `maxFiles`, or a file the browser fails to add is refused with the
 * spec's toast (spec 02 §8 "File drop"); nothing of that drop is added. The form's own rule
 * ('Selecione um arquivo para enviar') shows under the field; the server checks again by content.
 */
export function FileDropField({
  label,
  hint,
  value,
  onChange,
  onBlur,
  error,
  accept,
  maxSize,
  maxTotalBytes,
  maxFiles,
  messages,
  name,
}: FileDropFieldProps) {
  const id = useId();
  const onDrop = (dropped: File[], rejections: FileRejection[]) => {
    onBlur?.();
    // A file already in the list (same name and size) is ignored (spec 02 §5).
    const accepted = dropped.filter((f) => !value.some((v) => v.name === f.name && v.size === f.size));
    const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
    const total = [...value, ...accepted].reduce((sum, f) => sum + f.size, 0);
    const refusal = codes.includes('file-invalid-type')
      ? messages.invalidType
      : codes.includes('file-too-large') || (maxTotalBytes !== undefined && total > maxTotalBytes)
        ? messages.tooLarge
        : codes.includes('too-many-files') || (maxFiles !== undefined && value.length + accepted.length > maxFiles)
          ? (messages.tooMany ?? null)
          : rejections.length
            ? (messages.addFailed ?? null)
            : null;
    if (refusal) {
      toast.error(refusal);
      return;
    }
    if (accepted.length) onChange([...value, ...accepted]);
  };
  // The drop area is not a control of its own: a real button inside opens the file chooser.
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop,
    accept,
    maxSize,
    multiple: true,
    useFsAccessApi: false,
    onError: () => {
      if (messages.addFailed) toast.error(messages.addFailed);
    },
    noClick: true,
    noKeyboard: true,
  });
  const message = error;
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
