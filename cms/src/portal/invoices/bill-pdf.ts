/**
 * The bill as a one-page PDF (second copy, simplified-invoice copy): distributor, customer,
 * address, consumer code, reference month, readings and m³, amount, due date, the linha
 * digitável as text, the barcode drawn as Interleaved 2 of 5 and the Pix QR code; and the bill
 * explained line by line when its reading data allow (docs/insights-explain.md).
 */
import { formatCents } from '../../domain/invoices/money';
import { brDate, referenceVariants } from '../../domain/invoices/reference';
import { formatTypeableLine } from '../../domain/payment/febraban';
import { barcodePng, pixQrPng } from './payment-images';
import { pdfDocument } from '../core/documents';

export interface BillDocument {
  title?: string;
  distributor: { name: string; cnpj: string; address: string; phone: string };
  customer: { name: string; cpfCnpj: string; address: string; consumerCode: string };
  invoice: {
    numDoc: string;
    issueDate: string;
    referenceMonth: string;
    dueDate: string;
    amountCents: number;
    /** Exact decimal m³ as text, e.g. '12.345'. */
    consumptionM3: string;
    previousReading: string;
    currentReading: string;
  };
  payment: { barcode: string; typeableLine: string; pixPayload: string } | null;
  /** Lines printed under the due date: the discharge declaration on the bill due in May (Lei 12.007/2009 art. 3º). */
  notes?: string[];
  /** The reading type in words ('leitura informada pelo cliente'; docs/insights-explain.md), printed under the readings. */
  readingType?: string;
  /** "Entenda sua conta" (docs/insights-explain.md): the lines adding up to the total, each with its sentence. */
  breakdown?: Array<{ title: string; sentence: string; amountCents: number }>;
  /** "Composição da tarifa" (Deliberação ARSESP nº 1.151/2021): what went to each item of the tariff and each tax, or why not shown. */
  composition?: { parts: Array<{ title: string; sentence: string; amountCents: number }>; reason: string | null };
}

const m3 = (value: string) => `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 }).format(Number(value))} m³`;

export async function billPdf(bill: BillDocument): Promise<Buffer> {
  return pdfDocument({ margin: 40, title: bill.title ?? `Fatura ${bill.invoice.numDoc}`, author: bill.distributor.name }, async (doc) => {
    const { distributor, customer, invoice, payment } = bill;
    const reference = referenceVariants(invoice.referenceMonth).upperReferenceDate;

    doc.font('Helvetica-Bold').fontSize(18).fillColor('#00507a').text(distributor.name);
    doc.font('Helvetica').fontSize(9).fillColor('#1f2933').text(`CNPJ ${distributor.cnpj} · ${distributor.address} · ${distributor.phone}`);
    doc.moveDown();
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(bill.title ?? 'Fatura de gás natural');
    doc.moveDown(0.5);

    const row = (label: string, value: string) => {
      doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    };
    row('Cliente', customer.name);
    row('CPF/CNPJ', customer.cpfCnpj);
    row('Endereço', customer.address);
    row('Código do cliente', customer.consumerCode);
    doc.moveDown(0.5);
    row('Fatura', invoice.numDoc);
    row('Emissão', brDate(invoice.issueDate));
    row('Referência', reference);
    row('Leitura anterior', invoice.previousReading);
    row('Leitura atual', invoice.currentReading);
    if (bill.readingType) row('Tipo de leitura', bill.readingType);
    row('Consumo', m3(invoice.consumptionM3));
    doc.moveDown(0.5);
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(`Total a pagar: ${formatCents(invoice.amountCents)}`);
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(`Vencimento: ${brDate(invoice.dueDate)}`);
    if (bill.breakdown?.length) {
      doc.moveDown(0.5);
      doc.font('Helvetica-Bold').fontSize(11).text('Entenda sua conta');
      for (const line of bill.breakdown) {
        doc
          .font('Helvetica-Bold')
          .fontSize(9)
          .text(`${line.title}: ${formatCents(line.amountCents)}`);
        doc.font('Helvetica').fontSize(8).text(line.sentence, { width: 515 });
      }
    }
    if (bill.composition && (bill.composition.parts.length || bill.composition.reason)) {
      doc.moveDown(0.5);
      doc.font('Helvetica-Bold').fontSize(11).text('Composição da tarifa');
      if (bill.composition.reason) doc.font('Helvetica').fontSize(8).text(bill.composition.reason, { width: 515 });
      for (const part of bill.composition.parts) {
        doc
          .font('Helvetica-Bold')
          .fontSize(9)
          .text(`${part.title}: ${formatCents(part.amountCents)}`);
        doc.font('Helvetica').fontSize(8).text(part.sentence, { width: 515 });
      }
    }
    for (const note of bill.notes ?? []) {
      doc.moveDown(0.3);
      doc.font('Helvetica').fontSize(9).text(note, { width: 515 });
    }
    doc.moveDown();

    if (payment) {
      doc.font('Helvetica-Bold').fontSize(11).text('Pague com código de barras');
      doc.font('Courier-Bold').fontSize(11).text(formatTypeableLine(payment.typeableLine));
      doc.moveDown(0.3);
      doc.image(await barcodePng(payment.barcode), { width: 420 });
      doc.moveDown();
      doc.font('Helvetica-Bold').fontSize(11).text('Pague com Pix');
      doc.image(await pixQrPng(payment.pixPayload, 320), { width: 140 });
      doc.font('Helvetica').fontSize(7).text(payment.pixPayload, { width: 500 });
    } else {
      doc.font('Helvetica').fontSize(10).text('Esta fatura não tem códigos de pagamento.');
    }
  });
}
