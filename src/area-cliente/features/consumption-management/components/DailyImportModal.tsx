import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@domain/batches/constants';
import { BATCH_MESSAGES as M } from '@domain/batches/messages';
import { DAILY_IMPORT_MESSAGES, DAILY_XLSX_COLUMNS } from '@domain/consumption/daily-import';
import { Button } from '~/components/ui/Button';
import { FileDropField } from '~/components/ui/form/FileDropField';
import { Modal } from '~/components/ui/modal';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { UPLOAD_ACCEPT, uploadSchema, withoutDuplicates, type UploadValues } from '~/lib/file-upload';
import { waitForDailyImport } from '../api/get-daily-import';
import { uploadDaily } from '../api/upload-daily';
import styles from '~/components/ui/consumption/Consumption.module.css';

/**
 * The dashboard's 'Atualizar' (spec 03 §2.6, spec 02 §2.10): one .xlsx of daily measured
 * consumption (QDR) in a react-dropzone field, a progress bar while the bytes go up, then
 * 'Processando…' until the job ends; the dashboard's figures are then read again and a toast
 * tells how it went with the spec's texts (spec 02 §5 "Uploads"): every row applied → 'Os dados
 * diários foram atualizados com sucesso.'; the upload refused, the job failed or no row applied →
 * 'Não foi possível atualizar os dados diários. Por favor, tente novamente.' (a file the server
 * refused keeps the dialog open with the server's reason under the field). Some rows refused (not
 * in the spec) → how many, listed in 'Acompanhar programação'.
 */
export function DailyImportModal({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  /** Reads the dashboard's figures again (each query through its own key). */
  onImported: () => Promise<unknown>;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [processing, setProcessing] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useForm<UploadValues>({ resolver: valibotResolver(uploadSchema('xlsx')), defaultValues: { files: [] }, mode: 'onSubmit' });

  useEffect(() => () => abort.current?.abort(), []);

  const submit = async ({ files }: UploadValues) => {
    setProgress(0);
    let queued;
    try {
      queued = await uploadDaily(files[0]!, setProgress);
    } catch (error) {
      toast.error(DAILY_IMPORT_MESSAGES.notUpdated);
      if (error instanceof ApiError && error.status > 0 && error.status < 500 && error.serverMessage)
        setError('files', { message: error.serverMessage });
      setProgress(null);
      return;
    }
    setProgress(null);
    setProcessing(true);
    abort.current = new AbortController();
    try {
      const batch = await waitForDailyImport(queued.data.id, abort.current.signal);
      await onImported();
      // A batch is ERROR as soon as one row is refused: it failed only when no row was applied.
      if (batch.errorItems >= batch.totalItems) toast.error(DAILY_IMPORT_MESSAGES.notUpdated);
      else if (batch.errorItems > 0) toast.error(DAILY_IMPORT_MESSAGES.doneWithErrors(batch.errorItems));
      else toast.success(DAILY_IMPORT_MESSAGES.done);
      reset({ files: [] });
      onClose();
    } catch {
      toast.error(DAILY_IMPORT_MESSAGES.notUpdated);
    } finally {
      setProcessing(false);
    }
  };

  const busy = isSubmitting || processing;
  return (
    <Modal open={open} title="Atualizar dados diários" onClose={busy ? () => undefined : onClose} size="medium">
      <form className={styles.uploadForm} onSubmit={handleSubmit(submit)} noValidate>
        <Controller
          control={control}
          name="files"
          render={({ field, fieldState }) => (
            <FileDropField
              name={field.name}
              label="Planilha de consumo diário (.xlsx)"
              hint={`Colunas na primeira linha: ${DAILY_XLSX_COLUMNS.join(', ')} (m³). Uma linha por contrato e dia; um arquivo de até 10 MB.`}
              value={field.value}
              onChange={(files) => field.onChange(withoutDuplicates(files))}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              accept={UPLOAD_ACCEPT.xlsx}
              maxSize={UPLOAD_MAX_BYTES}
              maxTotalBytes={UPLOAD_MAX_BYTES}
              maxFiles={UPLOAD_MAX_FILES}
              messages={{ invalidType: M.wrongFormatXlsx, tooLarge: M.tooLarge, tooMany: M.tooManyFiles, addFailed: M.addFileFailed }}
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
            Processando a planilha…
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
