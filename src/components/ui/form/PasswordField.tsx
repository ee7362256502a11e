import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { Field } from './Field';
import styles from './Field.module.css';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** Password input with a show/hide toggle (keyboard reachable, state announced). */
export function PasswordField({ label, error, hint, ref, className, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <div className={styles.withAction}>
          <input
            ref={ref}
            id={id}
            type={visible ? 'text' : 'password'}
            className={styles.input}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...input}
          />
          <button
            type="button"
            className={styles.inputAction}
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
          >
            {visible ? 'Ocultar' : 'Mostrar'}
          </button>
        </div>
      )}
    </Field>
  );
}
