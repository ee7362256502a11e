/**
 * The three e-mails of the paperless bill (docs/collections-paperless.md): the new bill (PDF
 * attached), the reminder before the due date and the payment confirmation, in the portal's one
 * layout (core/mail.ts). Open bills carry their payment codes in the body: the Pix "copia e cola"
 * and the linha digitável, the same codes as the bill's PDF and screen (payment/invoice-codes).
 */
import type { PaperlessEvent } from '../../../domain/collections/paperless/rules';
import { formatCents } from '../../../domain/invoices/money';
import { brDate, referenceVariants } from '../../../domain/invoices/reference';
import { formatTypeableLine } from '../../../domain/payment/febraban';
import type { BillCodes } from '../../../domain/payment/invoice-codes';
import { siteUrl, type MailPart, type PortalMail } from '../../core/mail';
import type { InvoiceRow } from '../../core/invoice-rows';
import type { ContractRow } from '../../core/types';

/** The line every paperless e-mail ends its message with: why it came, and where to change it. */
export const PREFERENCES_LINE =
  'Você recebe este e-mail pelas suas preferências de fatura digital. Para alterá-las, acesse Atualização cadastral na área do cliente.';

const codeParts = (codes: BillCodes | null): MailPart[] =>
  codes ? [{ strong: 'Pix copia e cola:' }, codes.pixPayload, { strong: 'Linha digitável:' }, formatTypeableLine(codes.typeableLine)] : [];

export function paperlessMail(
  event: PaperlessEvent,
  input: { contract: ContractRow; invoice: InvoiceRow; codes: BillCodes | null; distributorName: string },
): PortalMail & { subject: string } {
  const { contract, invoice, codes, distributorName } = input;
  const reference = referenceVariants(invoice.referenceMonth).upperReferenceDate;
  const name = contract.sapName ?? contract.consumerName;
  const amount = { key: 'Valor', text: formatCents(invoice.amountCents) };
  const due = { key: 'Vencimento', text: brDate(invoice.dueDate) };
  const bill = `fatura ${invoice.numDoc} de gás natural, referência ${reference}, do código do cliente ${contract.consumerCode}`;
  const portal = { action: 'Acessar a área do cliente', href: `${siteUrl()}/area-cliente`, style: 'link' as const };
  if (event === 'NEW_BILL')
    return {
      name,
      subject: `Sua fatura ${reference} - ${distributorName}`,
      parts: [
        `Sua nova fatura chegou: a ${bill}. O PDF segue em anexo.`,
        { list: [amount, due] },
        ...codeParts(codes),
        portal,
        PREFERENCES_LINE,
      ],
    };
  if (event === 'REMINDER')
    return {
      name,
      subject: `Sua fatura vence em ${brDate(invoice.dueDate)} - ${distributorName}`,
      parts: [
        `Lembrete: a ${bill} vence em ${brDate(invoice.dueDate)}.`,
        { list: [amount, due] },
        ...codeParts(codes),
        'Se você já pagou, desconsidere este aviso.',
        portal,
        PREFERENCES_LINE,
      ],
    };
  return {
    name,
    subject: `Pagamento confirmado - ${distributorName}`,
    parts: [
      `Recebemos o pagamento da ${bill}.`,
      { list: [amount, { key: 'Pago em', text: brDate(invoice.paymentDate!) }] },
      'Obrigado!',
      PREFERENCES_LINE,
    ],
  };
}
