/**
 * Upload files of the batch tests (API and browser): invoice CSVs for given contracts and
 * installation spreadsheets made with exceljs, as the operators' files would be.
 */
import ExcelJS from 'exceljs';

export const INVOICE_HEADER =
  'consumerCode;consumerCpfCnpj;numDoc;referenceMonth;issueDate;deadline;price;previousReading;currentReading;consumptionM3;scheduledDate';

export interface CsvInvoice {
  consumerCode: string;
  consumerCpfCnpj: string;
  numDoc: string;
  /** dd/mm/aaaa */
  scheduledDate: string;
  price?: string;
  deadline?: string;
}

export function invoiceCsv(rows: CsvInvoice[], extra: string[] = []): string {
  const lines = rows.map(
    (r) =>
      `${r.consumerCode};${r.consumerCpfCnpj};${r.numDoc};03/2026;05/04/2026;${r.deadline ?? '20/04/2026'};${r.price ?? '187,65'};1.000,000;1.023,5;;${r.scheduledDate}`,
  );
  return `${[INVOICE_HEADER, ...lines, ...extra].join('\r\n')}\r\n`;
}

/** A unique 15-digit bill number for this run. */
let sequence = 0;
export function freshNumDoc(): string {
  sequence += 1;
  return `9${String(Date.now()).slice(-9)}${String(sequence).padStart(5, '0')}`;
}

export const INSTALLATION_HEADER = ['Cidade', 'Condomínio', 'Endereço', 'Número', 'CEP', 'Tipo'];

export async function installationsXlsx(rows: (string | number | null)[][], header = INSTALLATION_HEADER): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Instalações');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
