// Writes the sample upload files of the client area (PORTAL-API.md §16) into site/samples/:
// faturas-programadas.csv (programar-faturas), instalacoes.xlsx (disponibilidade-enderecos) and
// consumo-diario.xlsx (the dashboard's 'Atualizar': measured daily consumption, QDR, per contract and day),
// medicoes-horarias.csv and .xlsx (the dashboard's 'Medições horárias': volume per contract, day and hour).
// Run: node scripts/batch-samples.mjs. The rows name demo contracts (cms/src/seed/demo-portal-data.ts)
// and cities of the contracting flow; the programmed dates are in 2027, so the sample works until then.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'site/samples');

/** CPF check digits (the same rule as cms/src/domain/cpf-cnpj.ts). */
function cpf(base9) {
  const digit = (digits, first) => {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (first - i);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const d1 = digit(base9, 10);
  return `${base9}${d1}${digit(`${base9}${d1}`, 11)}`;
}

const MARIA = cpf('348712965');
const JOAO = cpf('271946358');
const header =
  'consumerCode;consumerCpfCnpj;numDoc;referenceMonth;issueDate;deadline;price;previousReading;currentReading;consumptionM3;scheduledDate';
const rows = [
  ['100000001', MARIA, '10000000127011', '12/2026', '05/01/2027', '20/01/2027', '187,65', '1.204,310', '1.238,020', '', '05/01/2027'],
  ['100000002', JOAO, '10000000227011', '12/2026', '05/01/2027', '20/01/2027', '96,40', '845,000', '861,500', '16,5', '05/01/2027'],
  ['100000003', JOAO, '10000000327011', '12/2026', '05/01/2027', '22/01/2027', '1.034,12', '12.880,000', '13.012,250', '', '06/01/2027'],
  // Refused on purpose: the CPF is not the contract holder's.
  ['100000001', JOAO, '10000000127012', '12/2026', '05/01/2027', '20/01/2027', '187,65', '1.204,310', '1.238,020', '', '05/01/2027'],
];
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'faturas-programadas.csv'), `${[header, ...rows.map((r) => r.join(';'))].join('\r\n')}\r\n`);

const workbook = new ExcelJS.Workbook();
workbook.created = new Date('2026-11-26T00:00:00Z');
workbook.modified = workbook.created;
const sheet = workbook.addWorksheet('Instalações');
sheet.addRow(['Cidade', 'Condomínio', 'Endereço', 'Número', 'CEP', 'Tipo']);
sheet.addRows([
  ['Lins', 'Residencial Parque das Águas', 'Rua Dom Bosco', '410', '16400-050', 'Coletivo'],
  ['Lins', 'Edifício Monte Azul', 'Avenida São Paulo', '1550', '16400-300', 'Individual'],
  ['Marília', 'Condomínio Jardim Esmeralda', 'Rua Bahia', '87', '17501-080', 'Coletivo'],
  ['Araçatuba', 'Residencial Bela Vista', 'Rua Tiradentes', '230', '16010-000', 'Individual'],
]);
sheet.columns.forEach((column) => (column.width = 32));
await workbook.xlsx.writeFile(path.join(out, 'instalacoes.xlsx'));

// Daily data (PORTAL-API.md §17 "Daily data upload"): the demo industrial contracts of
// cms/src/seed/demo-consumption.ts, measured volumes of past days (a future day is refused).
const daily = new ExcelJS.Workbook();
daily.created = new Date('2026-11-26T00:00:00Z');
daily.modified = daily.created;
const qdr = daily.addWorksheet('Consumo diário');
qdr.addRow(['Código do cliente', 'Data', 'QDR']);
qdr.addRows([
  ['200000001', '23/11/2026', '12.345,678'],
  ['200000001', '24/11/2026', '13.020,5'],
  ['200000001', '25/11/2026', 12980],
  ['200000002', '23/11/2026', '6.410'],
  ['200000002', '24/11/2026', '6.702,25'],
  ['200000002', '25/11/2026', 6655.75],
  ['210000001', '25/11/2026', '4.120'],
  // Refused on purpose: no industrial contract with this code, and a negative volume.
  ['299999999', '25/11/2026', '1.000'],
  ['200000001', '22/11/2026', '-5'],
]);
qdr.columns.forEach((column) => (column.width = 24));
await daily.xlsx.writeFile(path.join(out, 'consumo-diario.xlsx'));

// Hourly measurements (issue 26 §5; PORTAL-API.md §29): the same demo contracts, one row per
// contract, day and hour (0–23, Brasília time), volume in m³. Every row is valid: one invalid row
// refuses the whole file. Past days only (an hour not yet over is refused).
const hourlyHeader = ['Código do cliente', 'Data', 'Hora', 'Volume'];
const hourlyRows = [
  ...[6, 7, 8, 9, 10, 11].map((hour, k) => ['200000001', '25/11/2026', String(hour), ['512,4', '530', '548,25', '561', '566,8', '570'][k]]),
  ...[7, 8, 9].map((hour, k) => ['200000002', '25/11/2026', String(hour), ['265,5', '270', '281,75'][k]]),
];
fs.writeFileSync(path.join(out, 'medicoes-horarias.csv'), `${[hourlyHeader, ...hourlyRows].map((r) => r.join(';')).join('\r\n')}\r\n`);
const hourly = new ExcelJS.Workbook();
hourly.created = new Date('2026-11-26T00:00:00Z');
hourly.modified = hourly.created;
const hours = hourly.addWorksheet('Medições horárias');
hours.addRow(hourlyHeader);
hours.addRows(hourlyRows);
hours.columns.forEach((column) => (column.width = 20));
await hourly.xlsx.writeFile(path.join(out, 'medicoes-horarias.xlsx'));
console.log(
  `wrote ${path.relative(root, out)}/faturas-programadas.csv, instalacoes.xlsx, consumo-diario.xlsx, medicoes-horarias.csv and medicoes-horarias.xlsx`,
);
