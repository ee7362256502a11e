/** The frame of every page of the flow and the react-hook-form set-up they share. */
import { useEffect, useRef, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { Button } from '~/components/ui/Button';
import styles from './Contracting.module.css';

/** What the server said about the fields of a refused request (null: nothing to put on a field). */
export type FieldErrors = Record<string, string> | null;

export interface PageProps {
  /** The verified document, digits only. */
  document: string;
  /** What earlier pages collected (and this page's own values when coming back to it). */
  values: Record<string, string>;
  onBack: () => void;
}
export interface PartProps extends PageProps {
  onNext: (values: Record<string, string>) => void;
}
export interface SendProps extends PageProps {
  send: (fields: Record<string, string>, uploads?: { files?: File[]; selfie?: File[] }) => Promise<FieldErrors>;
}

/**
 * react-hook-form with the valibot resolver, validated on blur and then on change. The submit
 * handler receives what was typed (`raw`): the server normalizes the request itself.
 */
export function useFlowForm<S extends v.GenericSchema<FieldValues, unknown>>(schema: S, defaults: DefaultValues<v.InferInput<S>>) {
  return useForm<v.InferInput<S>, unknown, v.InferInput<S>>({
    resolver: valibotResolver(schema, undefined, { raw: true }),
    defaultValues: defaults,
    mode: 'onTouched',
  });
}

/** Puts the server's field messages on the fields this form has. */
export function applyFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  errors: FieldErrors,
  fields: readonly string[],
) {
  for (const [key, message] of Object.entries(errors ?? {}))
    if (fields.includes(key)) form.setError(key as Path<T>, { type: 'server', message });
}

/** Only the string values of a form's output (files travel apart). */
export function stringsOf(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (typeof value === 'string' || typeof value === 'number') out[key] = String(value);
  return out;
}

interface PageFrameProps {
  title: string;
  description?: ReactNode;
  step?: { step: number; of: number } | null;
  onBack: () => void;
  onSubmit?: (e: React.FormEvent<HTMLFormElement>) => void;
  submitLabel?: string;
  submitting?: boolean;
  children: ReactNode;
  /** Extra actions between Voltar and the submit button. */
  extra?: ReactNode;
}

/**
 * One page of the flow: its heading takes the focus when the page opens (screen readers hear
 * where they are), the step count, the form, and the Voltar / submit buttons.
 */
export function PageFrame({
  title,
  description,
  step,
  onBack,
  onSubmit,
  submitLabel = 'Continuar',
  submitting = false,
  children,
  extra,
}: PageFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // After this commit's other effects: a dialog closing in the same commit gives the focus
    // back to its opener, and the page's heading must win.
    const frame = requestAnimationFrame(() => heading.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <section className={styles.page} aria-labelledby="contracting-page-title">
      <h2 id="contracting-page-title" ref={heading} tabIndex={-1} className={styles.pageTitle}>
        {title}
      </h2>
      {step && <p className={styles.step}>{`Etapa ${step.step} de ${step.of}`}</p>}
      {description && <div className={styles.description}>{description}</div>}
      <form onSubmit={onSubmit} noValidate aria-labelledby="contracting-page-title">
        {children}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onBack}>
            Voltar
          </Button>
          {extra}
          {onSubmit && (
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}

/** Select/radio options whose value is their label. */
export const options = (list: readonly (string | number)[]) => list.map((o) => ({ value: String(o), label: String(o) }));

/** The values of `keys` already given in earlier pages (a form's defaults). */
export function pick(values: Record<string, string>, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) if (values[key] !== undefined) out[key] = values[key]!;
  return out;
}
