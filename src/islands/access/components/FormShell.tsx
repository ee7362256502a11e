import { useEffect, useRef, type ReactNode } from 'react';
import styles from './Login.module.css';

export interface FormShellProps {
  title: string;
  description?: ReactNode;
  /** Shown as 'Voltar' above the title; same behaviour as the browser's back button. */
  onBack?: (() => void) | undefined;
  children: ReactNode;
  /** Move focus to the title when the form replaces another one (screen readers follow). */
  focusOnMount?: boolean;
}

export function FormShell({ title, description, onBack, children, focusOnMount = false }: FormShellProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <section className={styles.card}>
      {onBack && (
        <button type="button" className={styles.back} onClick={onBack}>
          <span aria-hidden="true">←</span> Voltar
        </button>
      )}
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {description && <div className={styles.description}>{description}</div>}
      {children}
    </section>
  );
}
