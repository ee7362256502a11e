import { useId, type InputHTMLAttributes } from 'react';

export interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** The field's own rule message, under the input and named by its aria-describedby. */
  error?: string | undefined;
  /** The screen's classes: the label/input/error block and the error text. */
  classes: { field?: string | undefined; error?: string | undefined };
}

/**
 * A label, one native input (text, date, file…) and its error, wired for assistive technology,
 * styled by the screen that uses it (the self-reading's reading and meter photo, the receipt's
 * payment date and file).
 */
export function InputField({ label, error, classes, ...input }: InputFieldProps) {
  const id = useId();
  const errorId = useId();
  return (
    <div className={classes.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
      {error && (
        <span id={errorId} className={classes.error}>
          {error}
        </span>
      )}
    </div>
  );
}
