/**
 * The reading with the meter's photo (docs/insights-self-reading.md), for the cycle's
 * self-reading and for the contest of an estimated bill. The reading's shape is checked with the
 * server's own rule first (`@domain/insights/self-reading/rules`); the server checks the photo by
 * its content and the reading against the last one and the history. A reading out of the expected
 * range comes back with the server's question: the customer confirms and it goes to staff.
 */
import { useState, type FormEvent } from 'react';
import { parseReading, SELF_READING_MAX_BYTES, SELF_READING_MESSAGES as M } from '@domain/insights/self-reading/rules';
import type { ReadingSentAnswer } from '@domain/insights/self-reading/types';
import { Button } from '~/components/ui/Button';
import { InputField } from '~/components/ui/form/InputField';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api-client';
import { uploadErrorMessage } from '~/lib/file-upload';
import styles from './SelfReading.module.css';

interface Props {
  label: string;
  submitLabel: string;
  /** Sends the reading; `confirm` is true once the customer confirmed a reading out of range. */
  send: (reading: string, file: File, confirm: boolean, onProgress: (fraction: number) => void) => Promise<ReadingSentAnswer>;
  onSent: () => Promise<unknown>;
}

export function ReadingForm({ label, submitLabel, send, onSent }: Props) {
  const [reading, setReading] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ reading?: string; file?: string; form?: string }>({});
  const [askConfirm, setAskConfirm] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const submit = async (confirm: boolean) => {
    const parsed = parseReading(reading, 9);
    const readingError = 'error' in parsed ? parsed.error : undefined;
    const fileError = !file ? M.photoRequired : file.size > SELF_READING_MAX_BYTES ? M.photoSize : undefined;
    if (readingError || fileError) {
      setErrors({ ...(readingError ? { reading: readingError } : {}), ...(fileError ? { file: fileError } : {}) });
      return;
    }
    setErrors({});
    setProgress(0);
    try {
      const answer = await send(reading.trim(), file!, confirm, setProgress);
      toast.success(answer.message);
      setAskConfirm(null);
      setReading('');
      setFile(null);
      await onSent();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.serverMessage === M.outOfRange) setAskConfirm(error.serverMessage);
      else setErrors({ form: uploadErrorMessage(error) });
    } finally {
      setProgress(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(false);
  };

  return (
    <form onSubmit={onSubmit} className={styles.form} aria-label={label} noValidate>
      <InputField
        label="Leitura do medidor (m³)"
        classes={styles}
        error={errors.reading}
        inputMode="decimal"
        autoComplete="off"
        value={reading}
        onChange={(e) => {
          setReading(e.target.value);
          setAskConfirm(null);
        }}
      />
      <InputField
        label="Foto do medidor (JPG ou PNG, até 5 MB)"
        classes={styles}
        error={errors.file}
        type="file"
        accept="image/jpeg,image/png,.jpg,.jpeg,.png"
        capture="environment"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      {progress !== null && <progress value={progress} max={1} aria-label="Envio da foto do medidor" />}
      {errors.form && (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      )}
      {askConfirm ? (
        <div role="alert" className={styles.confirm}>
          <p>{askConfirm}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setAskConfirm(null)} disabled={progress !== null}>
              Corrigir a leitura
            </Button>
            <Button loading={progress !== null} onClick={() => void submit(true)}>
              Confirmar e enviar
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button type="submit" loading={progress !== null}>
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
