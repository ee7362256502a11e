/**
 * GET /api/insights/explain/:numDoc (issue 25 §1, docs/insights-explain.md): the contract's bill
 * explained; the computation is shared with the bill's PDF (portal/core/bill-explanation.ts).
 */
import type { Core } from '@strapi/strapi';
import type { ExplainedBillView } from '../../../domain/insights/explain/view';
import { explainInvoice as explained } from '../../core/bill-explanation';
import type { ContractRow } from '../../core/types';

export const explainInvoice = (strapi: Core.Strapi, contract: ContractRow, numDoc: unknown): Promise<ExplainedBillView> =>
  explained(strapi, contract, numDoc);
