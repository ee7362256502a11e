/**
 * What a bill of the list shows of collections (docs/collections-suspension.md): the suspension
 * notice on the bills it names, the receipt's state ("Comprovante em análise", "Comprovante
 * recusado: <motivo>"), the débito automático of the bill (docs/collections-direct-debit.md:
 * "Débito automático em dd/MM" while scheduled; after a failed debit the bank's reason and the other
 * ways to pay) and, for an overdue bill without a receipt waiting, the "Já paguei" button
 * (customers and attendants serving the contract).
 */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { isAttendant, isPortalRole } from '@domain/roles';
import { CUSTOMER_ROLES } from '@domain/roles';
import type { InvoiceStatus } from '@domain/invoices/status';
import { Button } from '~/components/ui/Button';
import { $selectedContract, $user } from '../../../../stores/user';
import { useSuspensionStatus } from '../../api/get-suspension-status';
import { useDirectDebit } from '../../api/direct-debit';
import { formatDate } from '~/lib/format';
import { ReceiptForm } from './ReceiptForm';
import styles from '../Collections.module.css';

export function BillCollectionsStatus({ invoice }: { invoice: { numDoc: string; status: InvoiceStatus } }) {
  const user = useStore($user);
  const contract = useStore($selectedContract);
  const contractId = contract?.id ?? null;
  const { data } = useSuspensionStatus(contractId);
  const [open, setOpen] = useState(false);
  const directDebit = useDirectDebit(contractId).data?.data;
  const settled = invoice.status === 'PAYED' || invoice.status === 'NEGOTIATED';
  const debit = settled ? undefined : directDebit?.debits.find((d) => d.numDoc === invoice.numDoc);
  const view = data?.data;
  const receipt = view?.receipts.find((r) => r.numDoc === invoice.numDoc);
  const noticed = view?.notice?.numDocs.includes(invoice.numDoc) ? view.notice : null;
  const role = user && isPortalRole(user.role) ? user.role : null;
  const maySend = role !== null && ((CUSTOMER_ROLES as readonly string[]).includes(role) || isAttendant(role));
  const canSend = maySend && contractId !== null && invoice.status === 'PENDING' && receipt?.status !== 'PENDING';
  return (
    <>
      {noticed && (
        <span className={styles.billNotice} role="note">
          {noticed.text}
        </span>
      )}
      {debit?.status === 'SCHEDULED' && (
        <span className={styles.billReview} role="note">
          Débito automático em {formatDate(debit.debitDate).slice(0, 5)}
        </span>
      )}
      {debit?.status === 'FAILED' && (
        <span className={styles.billRefused} role="note">
          {debit.reason}. Pague pelo Pix ou pelo código de barras.
        </span>
      )}
      {receipt?.label && invoice.status !== 'PAYED' && (
        <span className={receipt.status === 'REFUSED' ? styles.billRefused : styles.billReview} role="note">
          {receipt.label}
        </span>
      )}
      {canSend && (
        <Button
          variant="secondary"
          className={styles.paidButton}
          onClick={() => setOpen(true)}
          aria-label={`Já paguei a fatura ${invoice.numDoc}`}
        >
          Já paguei
        </Button>
      )}
      {canSend && open && <ReceiptForm contractId={contractId} numDoc={invoice.numDoc} onClose={() => setOpen(false)} />}
    </>
  );
}
