import type { ReactNode } from 'react';
import { formatCents } from '~/lib/format';
import type { InvoiceView } from '@domain/invoices/types';
import { ApiError } from '~/lib/api-client';
import { ACCESS_MESSAGES } from '@domain/messages';
import { Modal } from '~/components/ui/modal';
import { Button } from '~/components/ui/Button';
import { toast } from '~/components/ui/toast';
import { useCopy } from '~/components/ui/copy';
import { BarcodeCode } from '~/components/ui/invoice/BarcodeCode';
import { useInvoiceDetails, type DetailsOf, type DetailsType } from '../api/get-invoice-details';
import { sendInvoice } from '../api/send-invoice';
import { sendContract } from '../api/send-contract';
import { ACCEPTED_BANKS, BARCODE_CONFIRMATION, INVOICE_MESSAGES as M, PIX_CONFIRMATION, PIX_COPIED_MS } from '../model/messages';
import { SendEmailForm } from './SendEmailForm';
import { PixAmountDue } from '~/components/ui/invoice/PixAmountDue';
import { useInvoiceViewer, useRegisteredAddress } from '../hooks/useInvoiceContext';
import styles from './Invoices.module.css';

const reference = (invoice: InvoiceView) => invoice.shortUpperReferenceDate;

function loadError(error: unknown): string {
  return (error instanceof ApiError && error.serverMessage) || ACCESS_MESSAGES.unexpected;
}

function InvoiceSummary({ invoice }: { invoice: InvoiceView }) {
  return (
    <dl className={styles.summary}>
      <div>
        <dt>Referência</dt>
        <dd>{reference(invoice)}</dd>
      </div>
      <div>
        <dt>Valor</dt>
        <dd>{formatCents(invoice.priceCents)}</dd>
      </div>
      <div>
        <dt>Vencimento</dt>
        <dd>{invoice.deadline}</dd>
      </div>
    </dl>
  );
}

/** Spec 01 §2.2: send the invoice by e-mail; on failure the panel closes. */
export function SendInvoicePanel({ invoice, onClose }: { invoice: InvoiceView | null; onClose: () => void }) {
  const { contractId, contract, caps } = useInvoiceViewer();
  const email = useRegisteredAddress(invoice ? contractId : null, contract?.sapEmail);
  const send = async (to: string) => {
    if (!invoice || !contractId) return;
    try {
      await sendInvoice(contractId, invoice, to);
      toast.success(M.sent);
    } catch {
      toast.error(M.sendFailed);
    }
    onClose();
  };
  return (
    <Modal open={invoice !== null} title="Enviar fatura por e-mail" onClose={onClose}>
      {invoice && (
        <>
          <p>Enviaremos a fatura de {reference(invoice)} em PDF para o e-mail abaixo.</p>
          <SendEmailForm initialEmail={email} readOnly={caps.emailReadOnly} onSend={send} onCancel={onClose} />
        </>
      )}
    </Modal>
  );
}

/** Spec 01 §2.2: send the contract by e-mail (GET /api/contract/send). */
export function SendContractPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { contractId, contract, caps } = useInvoiceViewer();
  const email = useRegisteredAddress(open ? contractId : null, contract?.sapEmail);
  const send = async (to: string) => {
    if (!contractId) return;
    try {
      await sendContract(contractId, to);
      toast.success(M.contractSent);
    } catch {
      toast.error(M.contractSendFailed);
    }
    onClose();
  };
  return (
    <Modal open={open} title="Enviar contrato por e-mail" onClose={onClose}>
      {open && (
        <>
          <p>Enviaremos o contrato de fornecimento em PDF para o e-mail abaixo.</p>
          <SendEmailForm initialEmail={email} readOnly={caps.emailReadOnly} onSend={send} onCancel={onClose} />
        </>
      )}
    </Modal>
  );
}

/** The frame of a payment panel: the invoice's summary, then its payment codes once loaded. */
function PaymentPanel<T extends DetailsType>({
  invoice,
  onClose,
  title,
  type,
  children,
}: {
  invoice: InvoiceView | null;
  onClose: () => void;
  title: string;
  type: T;
  children: (data: DetailsOf<T>, invoice: InvoiceView) => ReactNode;
}) {
  const { contractId } = useInvoiceViewer();
  const { data, error, isLoading } = useInvoiceDetails(contractId, invoice, type);
  return (
    <Modal open={invoice !== null} title={title} onClose={onClose} size="medium">
      {invoice && (
        <div className={styles.payment}>
          <InvoiceSummary invoice={invoice} />
          {isLoading && <p role="status">Carregando…</p>}
          {error !== undefined && !isLoading && (
            <p className={styles.errorText} role="alert">
              {loadError(error)}
            </p>
          )}
          {data && children(data, invoice)}
        </div>
      )}
    </Modal>
  );
}

/** Spec 01 §2.2: Pix — QR code, copy key with 'Copiado!' for 5 s, up to 1 business day. */
export function PixPanel({ invoice, onClose }: { invoice: InvoiceView | null; onClose: () => void }) {
  const { state, copy } = useCopy(PIX_COPIED_MS);
  const { contractId } = useInvoiceViewer();
  return (
    <PaymentPanel invoice={invoice} onClose={onClose} title="Pagar com Pix" type="pix">
      {(data, shown) => (
        <>
          {/* Issue 24 §1: a bill with a dynamic Pix charge shows what it asks today (late: fine and interest). */}
          <PixAmountDue contractId={contractId} bill={shown} />
          <p>Abra o aplicativo do seu banco, escolha pagar com Pix e leia o QR Code ou use o Pix copia e cola.</p>
          <img className={styles.qr} src={data.pixQrCode} alt={`QR Code Pix da fatura de ${reference(shown)}`} width={240} height={240} />
          <label className={styles.codeLabel} htmlFor="pix-key">
            Pix copia e cola
          </label>
          <textarea id="pix-key" className={styles.code} readOnly rows={3} value={data.pixKey} />
          <span className={styles.action}>
            <Button onClick={() => void copy(data.pixKey)} aria-describedby="pix-copy-tip">
              Copiar código Pix
            </Button>
            <span
              id="pix-copy-tip"
              role="status"
              className={state === 'copied' || state === 'error' ? styles.tooltipShown : styles.tooltipIdle}
            >
              {state === 'copied' ? M.copied : state === 'error' ? M.copyFailed : ''}
            </span>
          </span>
          <p className={styles.note}>{PIX_CONFIRMATION}</p>
        </>
      )}
    </PaymentPanel>
  );
}

/** Spec 01 §2.2: barcode — image, copy code, accepted banks, up to 3 business days. */
export function BarcodePanel({ invoice, onClose }: { invoice: InvoiceView | null; onClose: () => void }) {
  return (
    <PaymentPanel invoice={invoice} onClose={onClose} title="Pagar com código de barras" type="barCode">
      {(data, shown) => (
        <>
          <BarcodeCode
            image={data.barcodeGenerator}
            digits={data.barcodeInput}
            alt={`Código de barras da fatura de ${reference(shown)}`}
            copiedMs={PIX_COPIED_MS}
          />
          <h3 className={styles.banksTitle}>Bancos que aceitam o pagamento</h3>
          <ul className={styles.banks}>
            {ACCEPTED_BANKS.map((bank) => (
              <li key={bank}>{bank}</li>
            ))}
          </ul>
          <p className={styles.note}>{BARCODE_CONFIRMATION}</p>
        </>
      )}
    </PaymentPanel>
  );
}

export type OpenPanel = { kind: 'send' | 'pix' | 'barcode'; invoice: InvoiceView } | null;

/** Every panel of an invoice, loaded on demand by useInvoicePanels. */
export default function InvoicePanelSet({ open, onClose }: { open: OpenPanel; onClose: () => void }) {
  return (
    <>
      <SendInvoicePanel invoice={open?.kind === 'send' ? open.invoice : null} onClose={onClose} />
      <PixPanel invoice={open?.kind === 'pix' ? open.invoice : null} onClose={onClose} />
      <BarcodePanel invoice={open?.kind === 'barcode' ? open.invoice : null} onClose={onClose} />
    </>
  );
}
