/**
 * The tariffs as the pure rules read them (`api::insights.tariff`, the explain part's content type)
 * and the contract's class (docs/insights-self-reading.md). Same reading as the explain part's.
 */
import type { Core } from '@strapi/strapi';
import type { Tariff } from '../../../domain/insights/explain';
import type { TariffClass } from '../../../domain/insights/explain/bill';
import { isoDay } from '../../core/db';

const TARIFF_UID = 'api::insights.tariff' as const;

interface TariffRow {
  id: number;
  name: string;
  tariffClass: TariffClass;
  validFrom: string;
  validTo: string | null;
  fixedPerMonth: string;
  deliberation: string | null;
  tiers: Array<{ label: string | null; upToM3: string | null; pricePerM3: string }> | null;
  taxes: Array<{ name: string; ratePercent: string; inside: boolean }> | null;
}

export async function tariffsOfClass(strapi: Core.Strapi, tariffClass: TariffClass): Promise<Tariff[]> {
  const rows = (await strapi.db.query(TARIFF_UID).findMany({ where: { tariffClass }, populate: ['tiers', 'taxes'] })) as TariffRow[];
  return rows.map((row) => ({
    id: String(row.id),
    name: row.name,
    tariffClass: row.tariffClass,
    validFrom: isoDay(row.validFrom)!,
    validTo: isoDay(row.validTo),
    fixedPerMonth: row.fixedPerMonth,
    deliberation: row.deliberation,
    tiers: (row.tiers ?? []).map((t) => ({ ...(t.label ? { label: t.label } : {}), upToM3: t.upToM3 || null, pricePerM3: t.pricePerM3 })),
    taxes: (row.taxes ?? []).map((t) => ({ name: t.name, ratePercent: t.ratePercent, inside: Boolean(t.inside) })),
  }));
}

/** The contract's tariff class (its segment; residential when unset). */
export const classOf = (contract: { segment?: string | null }): TariffClass => (contract.segment ?? 'RESIDENCIAL') as TariffClass;
