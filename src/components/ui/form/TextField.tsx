import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from './Field';
import styles from './Field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A text input for react-hook-form's `register(...)` spread. */
export function TextField({ label, error, hint, ref, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <input ref={ref} id={id} className={styles.input} aria-invalid={invalid || undefined} aria-describedby={describedBy} {...input} />
      )}
    </Field>
  );
}
