import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Accept } from 'react-dropzone';
import { Button } from '../Button';
import { Modal } from '../modal';
import { toast } from '../toast';
import { ApiError } from '~/lib/api-client';
import { uploadSchemaOf, type UploadValues } from '~/lib/file-upload';
import { UploadFileField, UploadProgress } from './UploadFileField';
import styles from './Upload.module.css';

export interface ImportModalProps<Batch> {
  open: boolean;
  onClose: () => void;
  title: string;
  label: string;
  hint: string;
  accept: Accept;
  /** The file endings the form takes; another is refused with `wrongFormat`. */
  extensions: readonly ('csv' | 'xlsx')[];
  wrongFormat: string;
  /** Shown while the job runs ('Processando o arquivo…'). */
  processing: string;
  /** The toast of an upload refused, a job that could not be followed, or `onEnded` failing. */
  failed: string;
  /** Sends the file (progress 0–100); answers the queued batch's id. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<{ data: { id: number } }>;
  /** Reads the queued batch until its job ends (or `signal` aborts). */
  waitFor: (id: number, signal: AbortSignal) => Promise<Batch>;
  /** The job ended: read again what it changed and toast how it went. */
  onEnded: (batch: Batch) => unknown;
}

/**
 * A dialog that sends one file to be imported by a job (spec 02 §2.10): a react-dropzone field, a
 * progress bar while the bytes go up, then `processing` until the job ends, when `onEnded` tells
 * how it went and the dialog closes. A file the server refused (4xx) keeps the dialog open with
 * the server's reason under the field; any failure toasts `failed`. The dialog cannot be closed
 * while the file goes up or the job runs.
 */
export function ImportModal<Batch>(props: ImportModalProps<Batch>) {
  const { open, onClose, title, label, hint, accept, extensions, wrongFormat, failed } = props;
  const [progress, setProgress] = useState<number | null>(null);
  const [processing, setProcessing] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useForm<UploadValues>({
    resolver: valibotResolver(uploadSchemaOf(extensions, wrongFormat)),
    defaultValues: { files: [] },
    mode: 'onSubmit',
  });

  useEffect(() => () => abort.current?.abort(), []);

  const submit = async ({ files }: UploadValues) => {
    setProgress(0);
    let queued;
    try {
      queued = await props.upload(files[0]!, setProgress);
    } catch (error) {
      toast.error(failed);
      if (error instanceof ApiError && error.status > 0 && error.status < 500 && error.serverMessage)
        setError('files', { message: error.serverMessage });
      setProgress(null);
      return;
    }
    setProgress(null);
    setProcessing(true);
    abort.current = new AbortController();
    try {
      const batch = await props.waitFor(queued.data.id, abort.current.signal);
      await props.onEnded(batch);
      reset({ files: [] });
      onClose();
    } catch {
      toast.error(failed);
    } finally {
      setProcessing(false);
    }
  };

  const busy = isSubmitting || processing;
  return (
    <Modal open={open} title={title} onClose={busy ? () => undefined : onClose} size="medium">
      <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate>
        <UploadFileField control={control} label={label} hint={hint} accept={accept} invalidType={wrongFormat} />
        <UploadProgress percent={progress} />
        {processing && (
          <p role="status" className={styles.muted}>
            {props.processing}
          </p>
        )}
        <div className={styles.row}>
          <Button type="submit" loading={busy}>
            Enviar
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={onClose}>
            Cancelar
          </Button>
        </div>
      </form>
    </Modal>
  );
}
