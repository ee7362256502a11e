import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { BATCH_MESSAGES as M } from '@domain/batches/messages';
import type { UploadAnswer } from '@domain/batches/types';
import { Button } from '~/components/ui/Button';
import { toast } from '~/components/ui/toast';
import { UploadFileField, UploadProgress } from '~/components/ui/upload/UploadFileField';
import { ApiError } from '~/lib/api-client';
import { UPLOAD_ACCEPT, uploadErrorMessage } from '~/lib/file-upload';
import { uploadFile, type UploadTarget } from '../api/upload-file';
import { uploadSchema, type UploadValues } from '../schemas/upload';
import styles from './Batches.module.css';

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
      <UploadFileField
        control={control}
        label={label}
        hint={hint}
        accept={UPLOAD_ACCEPT[extension]}
        invalidType={extension === 'csv' ? M.wrongFormatCsv : M.wrongFormatXlsx}
      />
      <UploadProgress percent={progress} />
      <Button type="submit" loading={isSubmitting}>
        Enviar
      </Button>
    </form>
  );
}
