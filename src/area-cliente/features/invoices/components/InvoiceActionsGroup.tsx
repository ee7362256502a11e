import type { InvoiceView } from '@domain/invoices/types';
import { invoiceActions, type InvoiceCapabilities } from '../model/capabilities';
import { ActionButton } from './ActionButton';
import type { useInvoicePanels } from '../hooks/useInvoicePanels';
import styles from './Invoices.module.css';

interface Props {
  invoice: InvoiceView;
  caps: InvoiceCapabilities;
  panels: ReturnType<typeof useInvoicePanels>;
  /** The home card hides the payment buttons of a negotiated invoice (spec 01 §4). */
  hidePayWhenNegotiated?: boolean;
}

/** An invoice's actions by status and role (spec 01 §4, §6). */
export function InvoiceActionsGroup({ invoice, caps, panels, hidePayWhenNegotiated = false }: Props) {
  const actions = invoiceActions(invoice.status, caps);
  const ref = invoice.shortUpperReferenceDate;
  const hidePay = hidePayWhenNegotiated && invoice.status === 'NEGOTIATED';
  return (
    <div className={styles.actions}>
      {!hidePay && (
        <>
          <ActionButton
            state={actions.pix}
            label={`Pagar com Pix a fatura de ${ref}`}
            onClick={() => panels.open('pix', invoice)}
            variant="primary"
          >
            Pix
          </ActionButton>
          <ActionButton
            state={actions.barcode}
            label={`Código de barras da fatura de ${ref}`}
            onClick={() => panels.open('barcode', invoice)}
          >
            Código de barras
          </ActionButton>
        </>
      )}
      <ActionButton
        state={actions.download}
        label={`Baixar a fatura de ${ref}`}
        busy={panels.downloading === invoice.numDoc}
        onClick={() => panels.download(invoice)}
      >
        Baixar
      </ActionButton>
      <ActionButton state={actions.send} label={`Enviar por e-mail a fatura de ${ref}`} onClick={() => panels.open('send', invoice)}>
        Enviar por e-mail
      </ActionButton>
    </div>
  );
}
