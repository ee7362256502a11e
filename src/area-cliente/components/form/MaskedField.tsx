import { IMaskInput } from 'react-imask';
import type { Ref } from 'react';
import { Field } from './Field';
import styles from './Field.module.css';

/** Mask definition understood by IMask (a pattern string or a list of alternatives). */
export type MaskDefinition = string | { mask: string }[];

export interface MaskedFieldProps {
  label: string;
  mask: MaskDefinition;
  value: string;
  /** Receives the masked text as typed (schemas strip the formatting). */
  onChange: (masked: string) => void;
  onBlur?: () => void;
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text' | 'tel' | 'email';
  disabled?: boolean;
  readOnly?: boolean;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** A masked input (react-imask) for react-hook-form's Controller. */
export function MaskedField({ label, mask, value, onChange, onBlur, error, hint, ref, className, ...input }: MaskedFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <IMaskInput
          // IMask picks among alternatives by how much of the value each one fits.
          mask={mask as unknown as string}
          inputRef={ref as Ref<HTMLInputElement>}
          id={id}
          className={styles.input}
          value={value}
          unmask={false}
          onAccept={(masked: string) => onChange(masked)}
          onBlur={onBlur}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </Field>
  );
}
