import { useId, type ReactNode } from 'react';
import type { ActionState } from '../model/capabilities';
import styles from './Invoices.module.css';

interface Props {
  state: ActionState;
  /** The button's accessible name (visible text may be shorter). */
  label: string;
  children: ReactNode;
  onClick: () => void;
  busy?: boolean;
  variant?: 'primary' | 'secondary';
}

/**
 * An invoice action. A disabled one stays focusable (aria-disabled) so its tooltip — such as
 * 'Sua fatura já foi paga' — is reachable by keyboard and read as its description.
 */
export function ActionButton({ state, label, children, onClick, busy = false, variant = 'secondary' }: Props) {
  const tipId = useId();
  if (!state.visible) return null;
  const disabled = state.disabled || busy;
  return (
    <span className={styles.action}>
      <button
        type="button"
        className={`${styles.actionButton} ${variant === 'primary' ? styles.actionPrimary : ''}`}
        aria-label={label}
        aria-disabled={disabled || undefined}
        aria-busy={busy || undefined}
        aria-describedby={state.tooltip ? tipId : undefined}
        onClick={() => {
          if (!disabled) onClick();
        }}
      >
        {busy && <span className={styles.spinner} aria-hidden="true" />}
        {children}
      </button>
      {state.tooltip && (
        <span role="tooltip" id={tipId} className={styles.tooltip}>
          {state.tooltip}
        </span>
      )}
    </span>
  );
}
