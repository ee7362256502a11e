import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styles from './Field.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, ref, className, ...input }: CheckboxProps) {
  const id = useId();
  return (
    <div className={`${styles.checkbox} ${className ?? ''}`}>
      <input ref={ref} id={id} type="checkbox" {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
