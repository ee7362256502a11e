import { useId } from 'react';
import { DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { formatDate } from '~/lib/format';
import styles from './Services.module.css';

/** `YYYY-MM-DD` of a date the picker gives (local midnight). */
export const isoOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const dateOf = (iso: string) => new Date(`${iso}T12:00:00`);

export interface DateFieldProps {
  label: string;
  value: string;
  onChange: (iso: string) => void;
  /** True for the dates the server accepts; every other day is disabled. */
  isAllowed: (iso: string) => boolean;
  /** First and last month shown. */
  from: string;
  to: string;
  error?: string | undefined;
}

/** A calendar (react-day-picker) whose disabled days are exactly those the server would refuse. */
export function DateField({ label, value, onChange, isAllowed, from, to, error }: DateFieldProps) {
  const id = useId();
  return (
    <div className={styles.dateField} role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
      <span id={`${id}-label`} className={styles.fieldLabel}>
        {label}
      </span>
      <DayPicker
        mode="single"
        locale={ptBR}
        selected={value ? dateOf(value) : undefined}
        onSelect={(date) => onChange(date ? isoOf(date) : '')}
        disabled={(date: Date) => !isAllowed(isoOf(date))}
        startMonth={dateOf(from)}
        endMonth={dateOf(to)}
        defaultMonth={value ? dateOf(value) : dateOf(from)}
      />
      <p className={styles.selected} aria-live="polite">
        {value ? `Data escolhida: ${formatDate(value)}` : 'Nenhuma data escolhida'}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
