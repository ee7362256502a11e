/**
 * A bill's line of Pix Automático (issue 24 §2): "Será debitada via Pix Automático em dd/MM" while
 * its charge is scheduled, or what happened to it (paid, a retry, the reason it was not debited).
 */
import { useStore } from '@nanostores/react';
import { $selectedContract } from '../../../../stores/user';
import { usePixAutomatico } from '../../api/pix-automatico';
import styles from './PixAutomatico.module.css';

export function PixAutomaticoBillNote({ invoice }: { invoice: { numDoc: string } }) {
  const contract = useStore($selectedContract);
  const { data } = usePixAutomatico(contract?.id ?? null);
  const charge = data?.data.charges.find((c) => c.numDoc === invoice.numDoc);
  if (!charge || charge.state === 'CANCELLED') return null;
  return (
    <span className={styles.billNote} role="note" data-testid="pix-automatico-nota">
      {charge.notice}
    </span>
  );
}
