import { IMaskInput } from 'react-imask';
import type { Ref } from 'react';
import { Field } from './Field';
import styles from './Field.module.css';

import { imaskOptions, type MaskDefinition } from '~/lib/masks';

export type { MaskDefinition };

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
  autoCapitalize?: 'off' | 'none' | 'on' | 'sentences' | 'words' | 'characters';
  disabled?: boolean;
  readOnly?: boolean;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** A masked input (react-imask) for react-hook-form's Controller. */
export function MaskedField({ label, mask, value, onChange, onBlur, error, hint, ref, className, ...input }: MaskedFieldProps) {
  const { mask: pattern, ...options } = imaskOptions(mask);
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <IMaskInput
          // IMask picks among alternatives by how much of the value each one fits.
          mask={pattern as unknown as string}
          {...options}
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
