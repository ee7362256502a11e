/**
 * Test-support factory of an industrial contract's terms (test stacks only; 404 elsewhere):
 * POST /api/test-support/factories/contract-term {contractId, validFrom, validTo?, …the term's
 * fields} registers a validity period as staff would in the admin (the same checks: the save's
 * lifecycle runs, so an overlapping period is refused with its message).
 */
import type { Core } from '@strapi/strapi';
import { notFound } from '../../core/http';
import { CONTRACT_UID } from '../../core/types';
import { TERM_UID } from '../../contract-accounting/store';
import { rejectUnknown, type Body } from './input';

const FIELDS = [
  'contractId',
  'validFrom',
  'validTo',
  'qdc',
  'monthlyVolume',
  'annualVolume',
  'contractYearStartMonth',
  'contractYearStartDay',
  'takeOrPayPercent',
  'takeOrPayPeriod',
  'shipOrPayPercent',
  'overrunTolerancePercent',
  'overrunPenaltyFactor',
  'makeUpYears',
  'makeUpSharePercent',
  'imbalanceTolerancePercent',
  'imbalanceChargeFactor',
  'tariffCentsPerM3',
] as const;

export async function createContractTerm(strapi: Core.Strapi, body: Body) {
  rejectUnknown(body, FIELDS);
  const contract = (await strapi.db.query(CONTRACT_UID).findOne({ where: { documentId: String(body.contractId ?? '') } })) as {
    id: number;
  } | null;
  if (!contract) throw notFound('Contrato não encontrado');
  const fields: Body = { ...body };
  delete fields.contractId;
  const row = (await strapi.db.query(TERM_UID).create({ data: { ...fields, contractRef: contract.id } })) as { id: number };
  return { term: { id: row.id } };
}
