import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from './useHydrated';
import styles from './Button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link' | 'danger';
  /** Shows a busy state and blocks double submissions. */
  loading?: boolean;
  block?: boolean;
}

/** The classes of a button of this variant, for a link that must look like one. */
export function buttonClass(variant: NonNullable<ButtonProps['variant']> = 'primary', block = false): string {
  return [styles.button, styles[variant], block ? styles.block : ''].join(' ').trim();
}

export function Button({
  variant = 'primary',
  loading = false,
  block = false,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      className={[buttonClass(variant, block), className ?? ''].join(' ').trim()}
      disabled={disabled || loading || (type === 'submit' && !hydrated)}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
