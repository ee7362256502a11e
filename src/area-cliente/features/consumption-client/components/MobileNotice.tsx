import styles from '~/components/ui/consumption/Consumption.module.css';

/** Mobile warning page: programming and protocols are desktop-only (spec 03 §2.1, §9). */
export function MobileNotice({ title }: { title: string }) {
  return (
    <section className={`${styles.mobileOnly} ${styles.card}`} data-testid="mobile-notice">
      <h1>{title}</h1>
      <p>Esta funcionalidade está disponível apenas no computador. Acesse a área do cliente por um computador para continuar.</p>
    </section>
  );
}
