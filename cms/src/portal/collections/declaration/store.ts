/**
 * The declaration's rows (docs/collections-declaration.md): the contract's bills as the rule of
 * Lei nº 12.007/2009 reads them, and the declarations issued (one per contract, year and set of
 * declared months; a code keeps answering the public check after a newer version is issued).
 */
import { randomInt } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { declarationYears, type DeclarationBill, type DeclarationYear } from '../../../domain/collections/declaration/rules';
import { CODE_RANDOM_SYMBOLS, verificationCode } from '../../../domain/collections/declaration/code';
import { now } from '../../core/clock';
import { isoDay } from '../../core/db';
import { INVOICE_UID } from '../../core/invoice-rows';
import { isUniqueConflict } from '../../core/protocols';
import type { ContractRow } from '../../core/types';

export const DECLARATION_UID = 'api::collections.discharge-declaration' as const;

export interface DeclarationRow {
  id: number;
  documentId: string;
  year: number;
  code: string;
  issuedAt: string;
  holderName: string;
  consumerCode: string;
  coveredMonths: number[];
  excludedMonths: number[];
}

const COLUMNS = ['id', 'documentId', 'year', 'code', 'issuedAt', 'holderName', 'consumerCode', 'coveredMonths', 'excludedMonths'];

/** The contract's bills as the rule reads them (every bill: past years have no programmed ones left). */
export async function billsOf(strapi: Core.Strapi, contractId: number): Promise<DeclarationBill[]> {
  const rows = (await strapi.db.query(INVOICE_UID).findMany({
    where: { contract: { id: contractId } },
    select: ['dueDate', 'paymentDate', 'judicialDispute'],
  })) as { dueDate: unknown; paymentDate: unknown; judicialDispute: boolean | null }[];
  return rows.map((row) => ({
    dueDate: isoDay(row.dueDate)!,
    paymentDate: isoDay(row.paymentDate),
    judicialDispute: row.judicialDispute === true,
  }));
}

/** The contract's years and their state at the portal clock. */
export async function yearsOf(strapi: Core.Strapi, contractId: number, at: Date = now()): Promise<DeclarationYear[]> {
  return declarationYears(await billsOf(strapi, contractId), at);
}

const parseMonths = (value: unknown): number[] => {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? list.map(Number) : [];
};

export const normalizeDeclaration = (row: DeclarationRow): DeclarationRow => ({
  ...row,
  year: Number(row.year),
  coveredMonths: parseMonths(row.coveredMonths),
  excludedMonths: parseMonths(row.excludedMonths),
});

const sameMonths = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((m, i) => m === b[i]);

/** The declaration already issued for `entry` (same year and months), or undefined. */
export async function issuedFor(strapi: Core.Strapi, contractId: number, entry: DeclarationYear): Promise<DeclarationRow | undefined> {
  return (
    (await strapi.db.query(DECLARATION_UID).findMany({
      where: { contract: { id: contractId }, year: entry.year },
      select: COLUMNS,
      orderBy: [{ id: 'asc' }],
    })) as DeclarationRow[]
  )
    .map(normalizeDeclaration)
    .find((row) => sameMonths(row.coveredMonths, entry.coveredMonths) && sameMonths(row.excludedMonths, entry.excludedMonths));
}

/**
 * The declaration of `entry` (a FULL or PARTIAL year) for the contract: the one already issued for
 * the same months, else a new one with a fresh code, issued at the portal clock.
 */
export async function declarationFor(strapi: Core.Strapi, contract: ContractRow, entry: DeclarationYear): Promise<DeclarationRow> {
  const issued = () => issuedFor(strapi, contract.id, entry);
  const found = await issued();
  if (found) return found;
  for (let attempt = 0; ; attempt++) {
    const code = verificationCode(Array.from({ length: CODE_RANDOM_SYMBOLS }, () => randomInt(32)));
    try {
      await strapi.db.query(DECLARATION_UID).create({
        data: {
          contract: contract.id,
          year: entry.year,
          code,
          issuedAt: now(),
          holderName: contract.consumerName,
          consumerCode: contract.consumerCode,
          coveredMonths: entry.coveredMonths,
          excludedMonths: entry.excludedMonths,
        },
      });
      break;
    } catch (error) {
      // Two codes alike in 2^75 draws: drawn again.
      if (!isUniqueConflict(error) || attempt >= 3) throw error;
    }
  }
  // Two first downloads at once may both issue one: both answer the oldest.
  return (await issued())!;
}

/** The declaration a code names, or null. */
export async function declarationByCode(strapi: Core.Strapi, code: string): Promise<DeclarationRow | null> {
  const row = (await strapi.db.query(DECLARATION_UID).findOne({ where: { code }, select: COLUMNS })) as DeclarationRow | null;
  return row ? normalizeDeclaration(row) : null;
}
