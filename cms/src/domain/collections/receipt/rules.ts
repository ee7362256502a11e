/**
 * "Já paguei" (docs/collections-suspension.md): a customer with an overdue bill sends the payment
 * receipt (PDF or image, checked by content) and the payment date; staff confirm or refuse it in
 * the CMS admin. Texts the spec does not have, designed once (docs/spec-deviations.md).
 */
import { INVOICE_MESSAGES } from '../../invoices/messages';
import { brDate } from '../../invoices/reference';
import { isIsoDate, saoPauloDate, type IsoDate } from '../../time/sao-paulo';

export const RECEIPT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_REASON_MAX = 500;

export const RECEIPT_MESSAGES = {
  fileRequired: 'Anexe o comprovante de pagamento.',
  oneFile: 'Envie um único arquivo de comprovante.',
  fileFormat: 'O comprovante deve ser um arquivo PDF, JPG ou PNG.',
  fileSize: 'O comprovante deve ter no máximo 5 MB.',
  dateRequired: 'Informe a data do pagamento.',
  dateInvalid: 'Informe uma data de pagamento válida.',
  dateFuture: 'A data do pagamento não pode ser posterior a hoje.',
  dateBeforeIssue: 'A data do pagamento não pode ser anterior à emissão da fatura.',
  /** The invoices domain's own text (spec 01). */
  billNotFound: INVOICE_MESSAGES.invoiceNotFound,
  notOverdue: 'O comprovante só pode ser enviado para uma fatura vencida.',
  alreadyWaiting: 'Já existe um comprovante em análise para esta fatura.',
  sent: 'Comprovante enviado. Vamos analisá-lo e avisar você do resultado.',
  reasonRequired: 'Informe o motivo da recusa.',
  reasonTooLong: `O motivo da recusa deve ter no máximo ${RECEIPT_REASON_MAX} caracteres.`,
  decided: 'Este comprovante já foi analisado; a decisão não muda.',
} as const;

/** What the bill shows while a receipt is waiting, and after a refusal. */
export const RECEIPT_LABELS = {
  PENDING: 'Comprovante em análise',
  REFUSED: 'Comprovante recusado',
} as const;

/** "Comprovante recusado: <motivo>" — what the bill shows after a refusal. */
export const refusedLabel = (reason: string | null | undefined) =>
  reason ? `${RECEIPT_LABELS.REFUSED}: ${reason}` : RECEIPT_LABELS.REFUSED;

/** The notice on the bills it names and on the home page, with the first day the supply may be suspended. */
export const suspensionNoticeText = (suspensionFrom: IsoDate) =>
  `Aviso de suspensão: o fornecimento pode ser suspenso a partir de ${brDate(suspensionFrom)}`;

/** The payment date's field error (shape and calendar: not after today in São Paulo), or null. */
export function paymentDateError(value: unknown, now?: Date): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return RECEIPT_MESSAGES.dateRequired;
  if (!isIsoDate(text)) return RECEIPT_MESSAGES.dateInvalid;
  if (now && text > saoPauloDate(now)) return RECEIPT_MESSAGES.dateFuture;
  return null;
}

/** The body's field errors before the file (the multipart's text fields). */
export function receiptErrors(body: Record<string, unknown>, now?: Date): Record<string, string> {
  const error = paymentDateError(body.paymentDate, now);
  return error ? { paymentDate: error } : {};
}

/** Staff's decision in the admin: a refusal needs its reason. */
export function decisionErrors(status: unknown, reason: unknown): Record<string, string> {
  if (status !== 'REFUSED') return {};
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text) return { refusalReason: RECEIPT_MESSAGES.reasonRequired };
  if (text.length > RECEIPT_REASON_MAX) return { refusalReason: RECEIPT_MESSAGES.reasonTooLong };
  return {};
}
