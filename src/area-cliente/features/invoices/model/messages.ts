/**
 * Invoice texts of spec 01 §2.2, §8 and §9, to the letter: the catalogue shared with the server
 * (`@domain/invoices/messages`) and the client's own (copy feedback, confirmation times, banks).
 */
import { INVOICE_MESSAGES as SHARED } from '@domain/invoices/messages';
import { COPY_FEEDBACK_MS, COPY_TEXTS } from '~/components/ui/copy';

export const INVOICE_MESSAGES = {
  sent: SHARED.invoiceSent,
  sendFailed: SHARED.invoiceNotSent,
  downloadFailed: SHARED.downloadFailed,
  contractSent: SHARED.contractSent,
  contractSendFailed: SHARED.contractNotSent,
  ...COPY_TEXTS,
  paidLate: 'Fatura paga em atraso',
} as const;

/** Spec 01 §9: the download error stays 10 s; the Pix 'Copiado!' tooltip 5 s. */
export const DOWNLOAD_ERROR_MS = 10_000;
export const PIX_COPIED_MS = COPY_FEEDBACK_MS;

/** Spec 01 §9: banks that accept the barcode. */
export const ACCEPTED_BANKS = ['Banco do Brasil', 'Caixa Econômica Federal', 'Bradesco', 'Banco Postal', 'Itaú', 'Santander'] as const;

export const PIX_CONFIRMATION = 'A confirmação do pagamento pode levar até 1 dia útil.';
export const BARCODE_CONFIRMATION = 'A confirmação do pagamento pode levar até 3 dias úteis.';
