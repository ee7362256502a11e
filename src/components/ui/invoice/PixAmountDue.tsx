/**
 * Inside the Pix panel of a bill: with a dynamic Pix charge, what the bill asks today (late:
 * amount with fine and interest; early: the discount). Nothing for a bill paid on time without
 * discount, nor without a Pix provider (the static code carries the bill's amount).
 */
import { amountDueLines, usePixAmountDue, type BillRef } from '~/lib/pix-amount-due';
import styles from './PixAmountDue.module.css';

export function PixAmountDue({ contractId, bill }: { contractId: string | null | undefined; bill: BillRef | null }) {
  const { data } = usePixAmountDue(contractId, bill);
  const lines = data ? amountDueLines(data) : null;
  if (!lines) return null;
  return (
    <section className={styles.box} aria-labelledby="pix-amount-due">
      <h3 id="pix-amount-due" className={styles.heading}>
        {lines.heading}
      </h3>
      {lines.rows.length > 0 && (
        <dl className={styles.rows}>
          {lines.rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {lines.note && <p className={styles.note}>{lines.note}</p>}
    </section>
  );
}
