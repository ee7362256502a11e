/**
 * Staff's saves of a contract's terms in the CMS admin (docs/contract-accounting.md): the figures
 * checked, the contract must be an industrial contract of the portal, and two validity periods of
 * one contract never overlap. A refusal shows its Portuguese message in the admin; nothing is written.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CONTRACT_ACCOUNTING_MESSAGES as M } from '../../domain/contract-accounting/messages';
import { periodsOverlap, termErrors, type TermRow } from '../../domain/contract-accounting/terms';
import { industrialOf, isoDay, TERM_UID, termRowsOf } from './store';

const fail = (messages: string[]) => new errors.ApplicationError(messages.join(' '));

const asDay = (value: unknown) => (value === null || value === undefined || value === '' ? null : isoDay(value));

/**
 * Checks a create (`where` undefined) or an update of a term row: the saved row is the stored
 * one with the form's changes over it.
 */
export async function guardTermSave(strapi: Core.Strapi, where: unknown, data: Record<string, unknown>): Promise<void> {
  let base: (TermRow & { id: number }) | null = null;
  if (where) {
    const rows = (await strapi.db.query(TERM_UID).findMany({ where: where as never })) as (TermRow & { id: number })[];
    if (rows.length !== 1) return;
    base = rows[0]!;
  }
  const merged = { ...(base ?? {}), ...data } as Record<string, unknown>;
  const row = {
    ...merged,
    validFrom: asDay(merged.validFrom) ?? '',
    validTo: asDay(merged.validTo),
  } as unknown as TermRow;
  const problems = termErrors(row);
  const contractRef = Number(row.contractRef);
  if (!Number.isInteger(contractRef) || contractRef < 1 || !(await industrialOf(strapi, contractRef))) problems.unshift(M.notIndustrial);
  if (problems.length) throw fail(problems);
  const others = (await termRowsOf(strapi, contractRef)).filter((r) => r.id !== base?.id);
  if (others.some((o) => periodsOverlap(o, row))) throw fail([M.overlap]);
}
