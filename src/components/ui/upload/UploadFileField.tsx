import { Controller, type Control } from 'react-hook-form';
import type { Accept } from 'react-dropzone';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@domain/batches/constants';
import { BATCH_MESSAGES as M } from '@domain/batches/messages';
import { withoutDuplicates, type UploadValues } from '~/lib/file-upload';
import { FileDropField } from '../form/FileDropField';
import styles from './Upload.module.css';

/**
 * The `files` field of a one-file upload form (spec 02 §2.10, §5): a react-dropzone field with
 * the uploads' limits (one file, 10 MB) and the spec's toasts for a file refused at the drop;
 * `invalidType` is the form's own wrong-format text.
 */
export function UploadFileField({
  control,
  label,
  hint,
  accept,
  invalidType,
}: {
  control: Control<UploadValues>;
  label: string;
  hint: string;
  accept: Accept;
  invalidType: string;
}) {
  return (
    <Controller
      control={control}
      name="files"
      render={({ field, fieldState }) => (
        <FileDropField
          name={field.name}
          label={label}
          hint={hint}
          value={field.value}
          onChange={(files) => field.onChange(withoutDuplicates(files))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          accept={accept}
          maxSize={UPLOAD_MAX_BYTES}
          maxTotalBytes={UPLOAD_MAX_BYTES}
          maxFiles={UPLOAD_MAX_FILES}
          messages={{ invalidType, tooLarge: M.tooLarge, tooMany: M.tooManyFiles, addFailed: M.addFileFailed }}
        />
      )}
    />
  );
}

/** The upload's progress bar while the bytes go up (nothing when `percent` is null). */
export function UploadProgress({ percent }: { percent: number | null }) {
  if (percent === null) return null;
  return (
    <div className={styles.progress}>
      <progress max={100} value={percent} aria-label="Progresso do envio" />
      <span aria-live="polite">{percent}%</span>
    </div>
  );
}
