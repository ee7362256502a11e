/**
 * The annual debt discharge declaration as a one-page PDF (Lei nº 12.007/2009; drawn on the PDF
 * worker and kept per version by core/rendered-pdfs.ts): distributor, holder, contract, consumer
 * code, the year, the declared and excluded months, the statement of art. 4º, issue date, the
 * verification code and the public check address.
 */
import { pdfDocument } from '../../core/documents';
import { dischargeStatement, LAW_NAME, LAW_URL, monthList } from '../../../domain/collections/declaration/texts';

export interface DeclarationDocument {
  distributor: { name: string; cnpj: string; address: string; phone: string };
  holder: { name: string; cpfCnpj: string; address: string };
  consumerCode: string;
  year: number;
  coveredMonths: number[];
  excludedMonths: number[];
  /** dd/mm/aaaa (São Paulo). */
  issueDate: string;
  code: string;
  checkUrl: string;
}

export async function declarationPdf(d: DeclarationDocument): Promise<Buffer> {
  const title = `Declaração anual de quitação de débitos ${d.year}`;
  return pdfDocument({ margin: 50, title, author: d.distributor.name }, (doc) => {
    const partial = d.excludedMonths.length > 0;
    doc.font('Helvetica-Bold').fontSize(18).fillColor('#00507a').text(d.distributor.name);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#1f2933')
      .text(`CNPJ ${d.distributor.cnpj} · ${d.distributor.address} · ${d.distributor.phone}`);
    doc.moveDown(1.5);
    doc.font('Helvetica-Bold').fontSize(15).text(`Declaração anual de quitação de débitos — ${d.year}`, { align: 'center' });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(partial ? 'Declaração parcial' : 'Declaração integral', { align: 'center' });
    doc.moveDown();
    const row = (label: string, value: string) =>
      doc.font('Helvetica-Bold').fontSize(11).text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    row('Titular', d.holder.name);
    row('CPF/CNPJ', d.holder.cpfCnpj);
    row('Endereço', d.holder.address);
    row('Contrato de fornecimento nº', d.consumerCode);
    row('Código do cliente', d.consumerCode);
    row('Ano de referência', `${d.year} (faturas com vencimento de janeiro a dezembro)`);
    row('Meses declarados', monthList(d.coveredMonths));
    if (partial) row('Meses excluídos (débito em discussão judicial)', monthList(d.excludedMonths));
    doc.moveDown();
    doc.font('Helvetica').fontSize(11).text(dischargeStatement(d.year, partial), { align: 'justify' });
    if (partial) {
      doc.moveDown(0.5);
      doc
        .fontSize(10)
        .text(`Os meses excluídos têm débito questionado judicialmente e ficam fora desta declaração (art. 2º, § 3º, da ${LAW_NAME}).`, {
          align: 'justify',
        });
    }
    doc.moveDown();
    row('Data de emissão', d.issueDate);
    row('Código de verificação', d.code);
    doc.moveDown(0.5);
    doc.font('Helvetica').fontSize(10).text(`Confira a autenticidade desta declaração em ${d.checkUrl}`);
    doc.moveDown(2);
    doc.fontSize(8).fillColor('#52606d').text(`${LAW_NAME}: ${LAW_URL}. Declaração emitida gratuitamente.`);
  });
}
