import type { Ref, SelectHTMLAttributes } from 'react';
import { Field } from './Field';
import styles from './Field.module.css';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly { value: string; label: string }[];
  /** First, empty option ("Selecione"). */
  placeholder?: string;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** A native <select> for react-hook-form's `register(...)` spread. */
export function SelectField({ label, options, placeholder = 'Selecione', error, hint, ref, className, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <select ref={ref} id={id} className={styles.input} aria-invalid={invalid || undefined} aria-describedby={describedBy} {...select}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
