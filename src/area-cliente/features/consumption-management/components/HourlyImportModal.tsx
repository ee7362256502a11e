import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@domain/batches/constants';
import { BATCH_MESSAGES as M } from '@domain/batches/messages';
import { HOURLY_COLUMNS, HOURLY_IMPORT_MESSAGES } from '@domain/consumption/hourly';
import { Button } from '~/components/ui/Button';
import { FileDropField } from '~/components/ui/form/FileDropField';
import { Modal } from '~/components/ui/modal';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { UPLOAD_ACCEPT, withoutDuplicates, type UploadValues } from '~/lib/file-upload';
import { waitForHourlyImport } from '../api/get-hourly-import';
import { uploadHourly } from '../api/upload-hourly';
import styles from '~/components/ui/consumption/Consumption.module.css';

/** One .xlsx or .csv of at most 10 MB (the server checks again by content). */
const schema = v.object({
  files: v.pipe(
    v.array(v.instance(File)),
    v.minLength(1, M.noFile),
    v.maxLength(UPLOAD_MAX_FILES, M.tooManyFiles),
    v.check((files) => files.reduce((sum, f) => sum + f.size, 0) <= UPLOAD_MAX_BYTES, M.tooLarge),
    v.check((files) => files.every((f) => /\.(xlsx|csv)$/i.test(f.name)), HOURLY_IMPORT_MESSAGES.wrongFormat),
  ),
});

/**
 * The dashboard's 'Medições horárias' (issue 26 §5): one .xlsx or .csv of hourly measured volumes
 * per contract, date and hour, sent like the daily file ('Atualizar'): a progress bar while the
 * bytes go up, then 'Processando…' until the job ends. A file with any invalid row is refused
 * whole by the server: the dialog stays open with every refused line under the field.
 */
export function HourlyImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [processing, setProcessing] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useForm<UploadValues>({ resolver: valibotResolver(schema), defaultValues: { files: [] }, mode: 'onSubmit' });

  useEffect(() => () => abort.current?.abort(), []);

  const submit = async ({ files }: UploadValues) => {
    setProgress(0);
    let queued;
    try {
      queued = await uploadHourly(files[0]!, setProgress);
    } catch (error) {
      toast.error(HOURLY_IMPORT_MESSAGES.notUpdated);
      if (error instanceof ApiError && error.status > 0 && error.status < 500 && error.serverMessage)
        setError('files', { message: error.serverMessage });
      setProgress(null);
      return;
    }
    setProgress(null);
    setProcessing(true);
    abort.current = new AbortController();
    try {
      const batch = await waitForHourlyImport(queued.data.id, abort.current.signal);
      if (batch.status === 'PROCESSED') toast.success(HOURLY_IMPORT_MESSAGES.done);
      else toast.error(HOURLY_IMPORT_MESSAGES.notUpdated);
      reset({ files: [] });
      onClose();
    } catch {
      toast.error(HOURLY_IMPORT_MESSAGES.notUpdated);
    } finally {
      setProcessing(false);
    }
  };

  const busy = isSubmitting || processing;
  return (
    <Modal open={open} title="Enviar medições horárias" onClose={busy ? () => undefined : onClose} size="medium">
      <form className={styles.uploadForm} onSubmit={handleSubmit(submit)} noValidate>
        <Controller
          control={control}
          name="files"
          render={({ field, fieldState }) => (
            <FileDropField
              name={field.name}
              label="Arquivo de medições horárias (.xlsx ou .csv)"
              hint={`Colunas na primeira linha: ${HOURLY_COLUMNS.join(', ')} (hora de 0 a 23, horário de Brasília; volume em m³). Uma linha por contrato, dia e hora; um arquivo de até 10 MB. Uma linha inválida recusa o arquivo inteiro.`}
              value={field.value}
              onChange={(files) => field.onChange(withoutDuplicates(files))}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              accept={{ ...UPLOAD_ACCEPT.xlsx, ...UPLOAD_ACCEPT.csv }}
              maxSize={UPLOAD_MAX_BYTES}
              maxTotalBytes={UPLOAD_MAX_BYTES}
              maxFiles={UPLOAD_MAX_FILES}
              messages={{
                invalidType: HOURLY_IMPORT_MESSAGES.wrongFormat,
                tooLarge: M.tooLarge,
                tooMany: M.tooManyFiles,
                addFailed: M.addFileFailed,
              }}
            />
          )}
        />
        {progress !== null && (
          <div className={styles.uploadProgress}>
            <progress max={100} value={progress} aria-label="Progresso do envio" />
            <span aria-live="polite">{progress}%</span>
          </div>
        )}
        {processing && (
          <p role="status" className={styles.muted}>
            Processando o arquivo…
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
