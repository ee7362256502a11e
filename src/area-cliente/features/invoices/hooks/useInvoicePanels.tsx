import { lazy, Suspense, useCallback, useState } from 'react';
import type { InvoiceView } from '@domain/invoices/types';
import { toast } from '~/components/ui/toast';
import { saveBlob } from '~/lib/save-blob';
import { downloadInvoice, INVOICE_FILE_NAME } from '../api/download-invoice';
import { DOWNLOAD_ERROR_MS, INVOICE_MESSAGES } from '../model/messages';
import type { OpenPanel } from '../components/Panels';
import { useInvoiceViewer } from './useInvoiceContext';

// The panels (their form library, the e-mail schema, the dialogs) load with the first one opened:
// the home page, the client area's first screen, stays light.
const InvoicePanelSet = lazy(() => import('../components/Panels'));

/**
 * The side panels of an invoice (spec 01 §2.2) and its download (saved as Fatura.pdf), for any
 * screen that lists invoices: `open('pix', invoice)`, `download(invoice)`, and `panels` to render once.
 */
export function useInvoicePanels() {
  const { contractId } = useInvoiceViewer();
  const [open, setOpen] = useState<OpenPanel>(null);
  // Once loaded, the panels stay mounted so a closing dialog gives the focus back to its opener.
  const [used, setUsed] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);
  const close = useCallback(() => setOpen(null), []);

  const download = useCallback(
    async (invoice: InvoiceView) => {
      if (!contractId) return;
      setDownloading(invoice.numDoc);
      try {
        const blob = await downloadInvoice(contractId, invoice);
        if (!blob || blob.size === 0) throw new Error('empty file');
        // Spec 01 §7: the bill is saved as Fatura.pdf directly.
        saveBlob(blob, INVOICE_FILE_NAME);
      } catch {
        toast.error(INVOICE_MESSAGES.downloadFailed, { duration: DOWNLOAD_ERROR_MS });
      } finally {
        setDownloading(null);
      }
    },
    [contractId],
  );

  const panels = used ? (
    <Suspense fallback={null}>
      <InvoicePanelSet open={open} onClose={close} />
    </Suspense>
  ) : null;

  return {
    open: (kind: 'send' | 'pix' | 'barcode', invoice: InvoiceView) => {
      setUsed(true);
      setOpen({ kind, invoice });
    },
    download: (invoice: InvoiceView) => void download(invoice),
    downloading,
    panels,
  };
}
