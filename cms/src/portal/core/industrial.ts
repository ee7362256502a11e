/**
 * The industrial network's tables that more than one domain reads: the axes and the industrial
 * contracts (QDC, axis) of the consumption programming (cms/src/api/consumption). The
 * consumption domain writes them; the curtailment notices read them to reach an axis's contracts
 * and to turn a percentage of the QDC into a daily limit.
 */
import type { Core } from '@strapi/strapi';

export const AXIS_UID = 'api::consumption.axis';
export const INDUSTRIAL_UID = 'api::consumption.industrial-contract';

export interface IndustrialTerms {
  contractRef: number;
  /** m³ decimal text ('18000', '9500.5'). */
  qdc: string;
  axisRef: number;
}

/** The industrial contracts of some contracts, or of one axis (contract ids ascending). */
export async function industrialTerms(
  strapi: Core.Strapi,
  where: { contractRefs?: number[]; axisRef?: number },
): Promise<IndustrialTerms[]> {
  if (where.contractRefs && where.contractRefs.length === 0) return [];
  const filter: Record<string, unknown> = {};
  if (where.contractRefs) filter.contractRef = { $in: where.contractRefs };
  if (where.axisRef !== undefined) filter.axisRef = where.axisRef;
  const rows = (await strapi.db.query(INDUSTRIAL_UID).findMany({
    where: filter,
    select: ['contractRef', 'qdc', 'axisRef'],
    orderBy: { contractRef: 'asc' },
  })) as { contractRef: number | string; qdc: string; axisRef: number | string }[];
  return rows.map((r) => ({ contractRef: Number(r.contractRef), qdc: String(r.qdc), axisRef: Number(r.axisRef) }));
}

/** Every axis, by name. */
export async function axesByName(strapi: Core.Strapi): Promise<{ id: number; name: string }[]> {
  const rows = (await strapi.db.query(AXIS_UID).findMany({ select: ['id', 'name'], orderBy: { name: 'asc' } })) as {
    id: number;
    name: string;
  }[];
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}
