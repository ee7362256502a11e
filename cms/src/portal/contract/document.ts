/**
 * The supply contract as a document (spec 01 §7, spec 04 §7): GET /api/contract answers it as
 * an HTML page (text/html), `download=true` as a PDF file `Contrato.pdf` (needs
 * `contrato.download`), and GET /api/contract/send?email e-mails that PDF. The text is the
 * contract's data from the contract record and the distributor's general supply conditions.
 */
import type { Core } from '@strapi/strapi';
import { redactCpfCnpj } from '../../domain/cpf-cnpj';
import { hasAllPermissions } from '../../domain/permissions';
import { INVOICE_MESSAGES } from '../../domain/invoices/messages';
import { brDate } from '../../domain/invoices/reference';
import type { ContractScope, UserContractScope } from '../core/access';
import { forbidden, queryText } from '../core/http';
import { CONTRACT_UID, type ContractRow } from '../core/types';
import { pdfDocument, recipient, sendMailWithPdf } from '../core/documents';
import { renderedPdf } from '../core/rendered-pdfs';
import { distributor } from '../core/distributor';
import { pdfFile, type FileAnswer } from '../core/files';
import { escapeHtml } from '../core/mail';

const SITUATIONS: Record<string, string> = { ACTIVE: 'Ativo', DEACTIVATE: 'Encerrado', PENDING: 'Em ativação' };
const SEGMENTS: Record<string, string> = { RESIDENCIAL: 'Residencial', COMERCIAL: 'Comercial', INDUSTRIAL: 'Industrial', GNV: 'GNV' };

const CONDITIONS = [
  'A Distribuidora fornecerá gás natural canalizado ao Cliente no endereço acima, nas condições de pressão e qualidade fixadas pela agência reguladora (ARSESP), de forma contínua, ressalvadas as interrupções programadas, avisadas com antecedência, e as de emergência.',
  'O volume consumido é apurado pela leitura mensal do medidor instalado pela Distribuidora e faturado em metros cúbicos (m³) pelas tarifas homologadas vigentes na data da leitura.',
  'A fatura é emitida mensalmente e pode ser paga por código de barras ou Pix até a data de vencimento. O atraso sujeita o débito a multa de 2%, juros de mora de 1% ao mês e atualização monetária, e pode levar à suspensão do fornecimento após aviso prévio, nos termos da regulação.',
  'O Cliente mantém as instalações internas em bom estado, permite o acesso da Distribuidora ao medidor e comunica qualquer vazamento pelo telefone de emergência.',
  'O Cliente pode pedir a suspensão do fornecimento, a religação ou o encerramento deste contrato pelos canais de atendimento da Distribuidora.',
];

function facts(contract: ContractRow): [string, string][] {
  const d = contract.consumerCpfCnpj;
  return [
    ['Cliente', contract.consumerName],
    // Masked (docs/security.md): the document travels by e-mail and is kept in downloads.
    [d.length === 14 ? 'CNPJ' : 'CPF', redactCpfCnpj(d)],
    ['Endereço de fornecimento', contract.consumerAddress],
    ['Código do cliente', contract.consumerCode],
    ['Segmento', SEGMENTS[contract.segment ?? ''] ?? contract.segment ?? '—'],
    ['Início da vigência', contract.vigencia ? brDate(String(contract.vigencia).slice(0, 10)) : '—'],
    ['Fim da vigência', contract.validity ? brDate(String(contract.validity).slice(0, 10)) : 'Prazo indeterminado'],
    ['Situação', SITUATIONS[contract.situation] ?? contract.situation],
    ...(contract.qdc !== null && contract.qdc !== undefined
      ? ([['Quantidade diária contratada (QDC)', `${new Intl.NumberFormat('pt-BR').format(Number(contract.qdc))} m³/dia`]] as [
          string,
          string,
        ][])
      : []),
    ['E-mail do titular', contract.sapEmail ?? contract.contractOwnerEmail ?? '—'],
  ];
}

const title = (contract: ContractRow) => `Contrato de fornecimento de gás natural nº ${contract.consumerCode}`;

export function contractHtml(contract: ContractRow): string {
  const payee = distributor();
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>${escapeHtml(title(contract))}</title></head>
<body>
<article class="contrato">
<h1>${escapeHtml(title(contract))}</h1>
<p>${escapeHtml(`${payee.name} — CNPJ ${payee.cnpj} — ${payee.address}`)}</p>
<h2>Dados do contrato</h2>
<dl>
${facts(contract)
  .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`)
  .join('\n')}
</dl>
<h2>Condições gerais de fornecimento</h2>
<ol>
${CONDITIONS.map((c) => `<li>${escapeHtml(c)}</li>`).join('\n')}
</ol>
<p>Central de atendimento: ${escapeHtml(payee.phone)}</p>
</article>
</body>
</html>`;
}

/**
 * The contract drawn as a PDF. Run by the PDF worker thread by name (core/rendered-pdfs.ts).
 * @public
 */
export async function contractPdf(contract: ContractRow): Promise<Buffer> {
  const payee = distributor();
  return pdfDocument({ margin: 50, title: title(contract), author: payee.name }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).fillColor('#00507a').text(title(contract));
    doc.font('Helvetica').fontSize(9).fillColor('#1f2933').text(`${payee.name} · CNPJ ${payee.cnpj} · ${payee.address}`);
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(12).text('Dados do contrato');
    for (const [k, v] of facts(contract))
      doc.font('Helvetica-Bold').fontSize(10).text(`${k}: `, { continued: true }).font('Helvetica').text(v);
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(12).text('Condições gerais de fornecimento');
    CONDITIONS.forEach((c, i) =>
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(`${i + 1}. ${c}`, { align: 'justify' })
        .moveDown(0.3),
    );
    doc.moveDown().fontSize(9).text(`Central de atendimento: ${payee.phone}`);
  });
}

export type ContractAnswer = { html: string } | FileAnswer;

/** GET /api/contract[?download=true] */
export async function contractDocument(
  strapi: Core.Strapi,
  portal: ContractScope,
  query: Record<string, unknown>,
): Promise<ContractAnswer> {
  const { contract } = portal;
  if (queryText(query, 'download') !== 'true') return { html: contractHtml(contract) };
  if (!hasAllPermissions(portal.permissions, ['contrato.download'])) throw forbidden(INVOICE_MESSAGES.contractDownloadForbidden);
  return pdfFile('Contrato.pdf', await keptContractPdf(strapi, contract));
}

/** The fields the contract document shows (what its version is made of). */
const SHOWN = [
  'consumerCpfCnpj',
  'consumerName',
  'consumerAddress',
  'consumerCode',
  'segment',
  'vigencia',
  'validity',
  'situation',
  'qdc',
  'sapEmail',
  'contractOwnerEmail',
] as const satisfies readonly (keyof ContractRow)[];

/** The contract's PDF in its current version (kept; drawn once per version off the event loop, core/rendered-pdfs.ts). */
function keptContractPdf(strapi: Core.Strapi, contract: ContractRow): Promise<Buffer> {
  const shown = Object.fromEntries(SHOWN.map((key) => [key, contract[key] ?? null]));
  return renderedPdf(strapi, { relatedType: CONTRACT_UID, relatedId: contract.id, module: __filename, fn: 'contractPdf', args: [shown] });
}

/** GET /api/contract/send?email */
export async function sendContract(strapi: Core.Strapi, portal: UserContractScope, query: Record<string, unknown>) {
  const { contract } = portal;
  const to = recipient(portal, query);
  await sendMailWithPdf(
    strapi,
    to,
    `Seu contrato de fornecimento - ${distributor().name}`,
    [`Segue em anexo o contrato de fornecimento de gás natural do código do cliente ${contract.consumerCode}.`],
    { filename: 'Contrato.pdf', content: await keptContractPdf(strapi, contract), contentType: 'application/pdf' },
  );
  return { success: true as const, message: INVOICE_MESSAGES.contractSent };
}
