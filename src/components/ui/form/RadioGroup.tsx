import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styles from './Field.module.css';

export interface RadioGroupProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  legend: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A fieldset of radio buttons (one `register(...)` spread shared by all of them). */
export function RadioGroup({ legend, options, error, ref, className, ...input }: RadioGroupProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={`${styles.radioGroup} ${className ?? ''}`} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.radioOptions}>
        {options.map((o) => (
          <div key={o.value} className={styles.radio}>
            <input ref={ref} id={`${id}-${o.value}`} type="radio" value={o.value} {...input} />
            <label htmlFor={`${id}-${o.value}`}>{o.label}</label>
          </div>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
