/**
 * The declaration calls (docs/collections-declaration.md, Lei nº 12.007/2009):
 * GET /api/collections/declarations (the contract's ended years and their state),
 * GET /api/collections/declarations/:year/download (Declaracao_quitacao_<ano>.pdf, free, any
 * time) and the public GET /api/collections/declarations/check/:code.
 */
import type { Core } from '@strapi/strapi';
import { DECLARATION_MESSAGES, maskCode, maskName, yearExplanation } from '../../../domain/collections/declaration/texts';
import { normalizeVerificationCode } from '../../../domain/collections/declaration/code';
import type { DeclarationCheckView, DeclarationListView } from '../../../domain/collections/declaration/types';
import { brDate } from '../../../domain/invoices/reference';
import { redactCpfCnpj } from '../../../domain/cpf-cnpj';
import { saoPauloDate } from '../../../domain/time/sao-paulo';
import { badRequest, notFound } from '../../core/http';
import { distributor } from '../../core/distributor';
import { siteUrl } from '../../core/mail';
import { renderedPdf } from '../../core/rendered-pdfs';
import { pdfFile, type FileAnswer } from '../../core/files';
import type { ContractRow } from '../../core/types';
import type { DeclarationDocument } from './declaration-pdf';
import { DECLARATION_UID, declarationByCode, declarationFor, issuedFor, yearsOf, type DeclarationRow } from './store';

/** The public page that checks a code (the site's static page). */
export const checkUrl = (code?: string) => `${siteUrl()}/declaracao-quitacao${code ? `?codigo=${code}` : ''}`;

export async function listDeclarations(strapi: Core.Strapi, contract: ContractRow): Promise<DeclarationListView> {
  const years = await yearsOf(strapi, contract.id);
  const codes = await Promise.all(
    years.map(async (entry) => (entry.state === 'UNAVAILABLE' ? null : ((await issuedFor(strapi, contract.id, entry))?.code ?? null))),
  );
  return {
    data: years.map((entry, i) => ({
      year: entry.year,
      state: entry.state,
      billedMonths: entry.billedMonths,
      excludedMonths: entry.excludedMonths,
      unpaidMonths: entry.unpaidMonths,
      explanation: yearExplanation(entry),
      code: codes[i] ?? null,
    })),
  };
}

/** The declaration of `year` for the contract, issued if needed; 404 when the year has none. */
export async function issuedDeclaration(strapi: Core.Strapi, contract: ContractRow, year: number): Promise<DeclarationRow | null> {
  const entry = (await yearsOf(strapi, contract.id)).find((y) => y.year === year);
  if (!entry || entry.state === 'UNAVAILABLE') return null;
  return declarationFor(strapi, contract, entry);
}

/** The declaration's PDF, drawn once per version and kept in private storage. */
export async function declarationPdfOf(contract: ContractRow, row: DeclarationRow, strapi: Core.Strapi): Promise<Buffer> {
  const payee = distributor();
  const document: DeclarationDocument = {
    distributor: { name: payee.name, cnpj: payee.cnpj, address: payee.address, phone: payee.phone },
    holder: { name: row.holderName, cpfCnpj: redactCpfCnpj(contract.consumerCpfCnpj), address: contract.consumerAddress },
    consumerCode: row.consumerCode,
    year: row.year,
    coveredMonths: row.coveredMonths,
    excludedMonths: row.excludedMonths,
    issueDate: brDate(saoPauloDate(new Date(row.issuedAt))),
    code: row.code,
    checkUrl: checkUrl(),
  };
  return renderedPdf(strapi, {
    relatedType: DECLARATION_UID,
    relatedId: row.id,
    module: require.resolve('./declaration-pdf'),
    fn: 'declarationPdf',
    args: [document],
  });
}

export const declarationFileName = (year: number) => `Declaracao_quitacao_${year}.pdf`;

/** GET /api/collections/declarations/:year/download */
export async function downloadDeclaration(strapi: Core.Strapi, contract: ContractRow, rawYear: unknown): Promise<FileAnswer> {
  const year = typeof rawYear === 'string' && /^\d{4}$/.test(rawYear) ? Number(rawYear) : NaN;
  if (!Number.isInteger(year)) throw badRequest(DECLARATION_MESSAGES.yearInvalid, { year: DECLARATION_MESSAGES.yearInvalid });
  const row = await issuedDeclaration(strapi, contract, year);
  if (!row) throw notFound(DECLARATION_MESSAGES.yearNotDeclarable);
  return pdfFile(declarationFileName(year), await declarationPdfOf(contract, row, strapi));
}

/** GET /api/collections/declarations/check/:code (public, rate-limited). */
export async function checkDeclaration(strapi: Core.Strapi, rawCode: unknown): Promise<DeclarationCheckView> {
  const code = normalizeVerificationCode(rawCode);
  if (!code) throw badRequest(DECLARATION_MESSAGES.codeInvalid, { code: DECLARATION_MESSAGES.codeInvalid });
  const row = await declarationByCode(strapi, code);
  if (!row) throw notFound(DECLARATION_MESSAGES.codeUnknown);
  return {
    data: {
      code: row.code,
      holder: maskName(row.holderName),
      contract: maskCode(row.consumerCode),
      year: row.year,
      issueDate: brDate(saoPauloDate(new Date(row.issuedAt))),
      partial: row.excludedMonths.length > 0,
      excludedMonths: row.excludedMonths,
    },
  };
}
