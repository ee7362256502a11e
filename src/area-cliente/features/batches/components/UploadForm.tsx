import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@domain/batches/constants';
import { BATCH_MESSAGES as M } from '@domain/batches/messages';
import type { UploadAnswer } from '@domain/batches/types';
import { Button } from '~/components/ui/Button';
import { FileDropField } from '~/components/ui/form/FileDropField';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { UPLOAD_ACCEPT, uploadErrorMessage } from '~/lib/file-upload';
import { uploadFile, type UploadTarget } from '../api/upload-file';
import { uploadSchema, withoutDuplicates, type UploadValues } from '../schemas/upload';
import styles from './Batches.module.css';

const ACCEPT = UPLOAD_ACCEPT;

export interface UploadFormProps {
  target: UploadTarget;
  extension: 'csv' | 'xlsx';
  label: string;
  hint: string;
  /** The spec's success toast. */
  success: string;
  onUploaded?: (answer: UploadAnswer) => void;
}

/**
 * One-file upload (spec 02 §2.10): a react-dropzone field, the 'Enviar' button and a progress
 * bar while the bytes go up. Success shows the spec's toast; a refusal shows the server's text,
 * or 'Arquivo não adicionado. Tente novamente' when there is none; an upload that never reached
 * the server 'Ocorreu um erro ao adicionar o arquivo, tente novamente.'. Files refused at the
 * drop (type, 10 MB total, more than one) are toasts of FileDropField.
 */
export function UploadForm({ target, extension, label, hint, success, onUploaded }: UploadFormProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<UploadValues>({ resolver: valibotResolver(uploadSchema(extension)), defaultValues: { files: [] }, mode: 'onSubmit' });

  const submit = async ({ files }: UploadValues) => {
    setProgress(0);
    try {
      const answer = await uploadFile(target, files[0]!, setProgress);
      toast.success(success);
      reset({ files: [] });
      onUploaded?.(answer);
    } catch (error) {
      // The file never reached the server (network down, connection cut): spec 02 §8's
      // 'Ocorreu um erro ao adicionar o arquivo, tente novamente.'; otherwise the server's text.
      toast.error(error instanceof ApiError && error.status === 0 ? M.addFileFailed : uploadErrorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <form className={styles.uploadForm} onSubmit={handleSubmit(submit)} noValidate>
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
            accept={ACCEPT[extension]}
            maxSize={UPLOAD_MAX_BYTES}
            maxTotalBytes={UPLOAD_MAX_BYTES}
            maxFiles={UPLOAD_MAX_FILES}
            messages={{
              invalidType: extension === 'csv' ? M.wrongFormatCsv : M.wrongFormatXlsx,
              tooLarge: M.tooLarge,
              tooMany: M.tooManyFiles,
              addFailed: M.addFileFailed,
            }}
          />
        )}
      />
      {progress !== null && (
        <div className={styles.progress}>
          <progress max={100} value={progress} aria-label="Progresso do envio" />
          <span aria-live="polite">{progress}%</span>
        </div>
      )}
      <Button type="submit" loading={isSubmitting}>
        Enviar
      </Button>
    </form>
  );
}
