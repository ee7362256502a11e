/**
 * 'Todas as faturas' as composed by the app layer (spec 01 §2.1): the invoices feature's screen
 * with the collections feature's suspension notice above the list and, on each bill, its notice,
 * its "Já paguei" receipt state and button (docs/collections-suspension.md), the Pix Automático
 * panel with each bill's debit line (docs/collections-pix-automatico.md), and the link to
 * "Entenda sua conta" (docs/insights-explain.md).
 * Features never import each other; this file is where they meet.
 */
import InvoicesScreen from '../../features/invoices/components/InvoicesScreen';
import { BillCollectionsStatus, PixAutomaticoBillNote, PixAutomaticoPanel, SuspensionNotice } from '../../features/collections';
import { ExplainBillLink } from '../../features/insights';

export default function InvoicesRoute() {
  return (
    <InvoicesScreen
      banner={
        <>
          <SuspensionNotice />
          <PixAutomaticoPanel />
        </>
      }
      billExtra={(invoice) => (
        <>
          <PixAutomaticoBillNote invoice={invoice} />
          <BillCollectionsStatus invoice={invoice} />
          <ExplainBillLink invoice={invoice} />
        </>
      )}
    />
  );
}
