/**
 * Staff register a credit of a contract in the admin (Content Manager → "Crédito do contrato";
 * docs/insights-explain.md): contract, amount in cents and reason, checked before anything is
 * written; the credit is the staff's (`STAFF`) and all of it is open. Once registered, its amount,
 * contract and origin never change (the next bills consume it); only the reason's wording may.
 */
import { errors } from '@strapi/utils';
import { CREDIT_MESSAGES, staffCreditErrors } from '../../../domain/collections/credits/rules';

const FIXED = ['contract', 'origin', 'amountCents', 'remainingCents', 'sourceKey', 'sourceNumDoc'];

/** A relation as the admin sends it (`{ connect: [...] }`) or as code writes it (an id). */
function hasRelation(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (typeof value !== 'object') return true;
  const v = value as { connect?: unknown[]; set?: unknown[]; id?: unknown; documentId?: unknown };
  if (Array.isArray(v.connect)) return v.connect.length > 0;
  if (Array.isArray(v.set)) return v.set.length > 0;
  return Boolean(v.id ?? v.documentId);
}

/** beforeCreate: a payment's credit (with its `sourceKey`) is written by the portal as is; the admin's is checked. */
export function guardCreditCreate(data: Record<string, unknown> | undefined): void {
  if (!data || (typeof data.sourceKey === 'string' && data.sourceKey && data.origin !== 'STAFF')) return;
  const problems = staffCreditErrors({
    contract: hasRelation(data.contract) ? 1 : null,
    amountCents: data.amountCents,
    reason: data.reason,
  });
  const first = Object.values(problems)[0];
  if (first) throw new errors.ApplicationError(first, { errors: problems });
  data.origin = 'STAFF';
  data.reason = String(data.reason).trim();
  data.amountCents = Number(data.amountCents);
  data.remainingCents = Number(data.amountCents);
  delete data.sourceKey;
}

/** beforeUpdate through the admin (one credit): the fixed fields are kept; the reason stays required. */
export function guardCreditUpdate(data: Record<string, unknown> | undefined): void {
  if (!data) return;
  for (const key of FIXED) delete data[key];
  if ('reason' in data && (typeof data.reason !== 'string' || !data.reason.trim() || data.reason.trim().length > 500))
    throw new errors.ApplicationError(CREDIT_MESSAGES.reason);
}
