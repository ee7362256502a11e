import { useId } from 'react';
import { PERIOD_LABELS, PERIODS, type Period } from '@domain/service/constants';
import styles from './Services.module.css';

export interface PeriodFieldProps {
  value: string;
  onChange: (period: string) => void;
  /** Periods of the chosen date that still have vacancies. */
  available: readonly Period[];
  error?: string | undefined;
}

/** MORNING 8h30–12h30 or AFTERNOON 12h30–17h30 (spec 02 §9); a period without vacancies is disabled. */
export function PeriodField({ value, onChange, available, error }: PeriodFieldProps) {
  const id = useId();
  return (
    <fieldset className={styles.periods} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.fieldLabel}>Período</legend>
      {PERIODS.map((period) => (
        <label key={period} className={styles.period} data-disabled={!available.includes(period) || undefined}>
          <input
            type="radio"
            name={`${id}-period`}
            value={period}
            checked={value === period}
            disabled={!available.includes(period)}
            onChange={() => onChange(period)}
          />
          {PERIOD_LABELS[period]}
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
