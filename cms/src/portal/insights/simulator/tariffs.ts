/**
 * GET /api/insights/simulator/tariffs (docs/insights-simulator.md): the residential and
 * commercial tariffs in force today (São Paulo), the newest when validities overlap, for the
 * site's build. A class without a tariff in force is left out (the block then does not offer it).
 */
import type { Core } from '@strapi/strapi';
import type { SimulatorTariff, SimulatorTariffsView } from '../../../domain/insights/simulator/types';
import { saoPauloDate } from '../../../domain/time/sao-paulo';
import { now } from '../../core/clock';
import { isoDay } from '../../core/db';

const TARIFF_UID = 'api::insights.tariff' as const;
const CLASSES = ['RESIDENCIAL', 'COMERCIAL'] as const;

interface TariffRow {
  documentId: string;
  name: string;
  tariffClass: string;
  validFrom: string;
  validTo: string | null;
  fixedPerMonth: string;
  deliberation: string | null;
  tiers?: { label: string | null; upToM3: string | null; pricePerM3: string }[];
  taxes?: { name: string; ratePercent: string; inside: boolean | null }[];
}

export async function simulatorTariffs(strapi: Core.Strapi): Promise<{ data: SimulatorTariffsView }> {
  const day = saoPauloDate(now());
  const rows = (await strapi.db.query(TARIFF_UID).findMany({
    where: {
      tariffClass: { $in: [...CLASSES] },
      validFrom: { $lte: day },
      $or: [{ validTo: { $null: true } }, { validTo: { $gte: day } }],
    },
    populate: { tiers: true, taxes: true },
    orderBy: [{ validFrom: 'desc' }, { id: 'desc' }],
  })) as TariffRow[];
  const tariffs: SimulatorTariff[] = [];
  for (const tariffClass of CLASSES) {
    const row = rows.find((r) => r.tariffClass === tariffClass);
    if (!row) continue;
    tariffs.push({
      id: row.documentId,
      name: row.name,
      tariffClass,
      validFrom: isoDay(row.validFrom)!,
      fixedPerMonth: row.fixedPerMonth,
      tiers: (row.tiers ?? []).map((t, i) => ({ label: t.label || `${i + 1}ª faixa`, upToM3: t.upToM3 || null, pricePerM3: t.pricePerM3 })),
      taxes: (row.taxes ?? []).map((t) => ({ name: t.name, ratePercent: t.ratePercent, inside: t.inside !== false })),
      deliberation: row.deliberation ?? null,
    });
  }
  return { data: { validOn: day, tariffs } };
}
