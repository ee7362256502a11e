/**
 * The demo's tariff table (issue 25 §1, docs/insights-explain.md "Demo tariffs"): the structure
 * ARSESP publishes for the Necta Gás concession (formerly Gás Brasiliano, contract CSPE nº 02/1999):
 * classes, consumption tiers in cascade, a fixed part per month, prices without taxes, ICMS 12 %
 * and PIS 1,65 % / COFINS 7,6 % "por dentro", new tables from the 10th of December (the contract's
 * anniversary) or from a tariff revision. Versions named after the deliberations that set them:
 * - Deliberação ARSESP nº 1.476, de 7 de dezembro de 2023 (annual adjustment, from 10/12/2023);
 * - Deliberação ARSESP nº 1.711, de 9 de setembro de 2025 (5ª Revisão Tarifária Ordinária, from 10/09/2025).
 * The full tables of those deliberations could not be read while this was written: the prices are
 * illustrative figures of the same order as the published ones, and staff replace them in the
 * admin (Tarifa de gás) with the deliberation's own. Idempotent: seeded only when there is none.
 *
 * Each tier's price is split into the items Deliberação ARSESP nº 1.151, de 09/04/2021, has the bill
 * show (docs/insights-explain.md "Composição da tarifa"): the gas (molecule) and its transport — the
 * weighted average cost of the class, the same in every tier —, the recovery of the contas gráficas
 * (Deliberação ARSESP nº 1.010/2020; positive or negative, set at each adjustment) and the
 * distributor's margin, which is what differs between tiers: the price less the other three, so
 * the four add up to the price exactly. Illustrative figures too, of the same order.
 */
import type { Core } from '@strapi/strapi';
import type { Tariff, TariffClass, TariffTier } from '../domain/insights/explain/bill';

export const TARIFF_UID = 'api::insights.tariff' as const;

const TAXES = [
  { name: 'ICMS', ratePercent: '12', inside: true },
  { name: 'PIS', ratePercent: '1.65', inside: true },
  { name: 'COFINS', ratePercent: '7.6', inside: true },
];

interface Version {
  key: string;
  validFrom: string;
  validTo: string | null;
  deliberation: string;
  /** Price factor over the 2023 table (exact to the sixth decimal after rounding). */
  factor: number;
  /** Conta-gráfica recovery of the version, R$ per m³ (negative: returned to the users). */
  recovery: string;
}

const VERSIONS: Version[] = [
  {
    key: '2021',
    validFrom: '2015-01-01',
    validTo: '2023-12-09',
    deliberation: 'Tabela anterior a 10/12/2023 (valores ilustrativos)',
    factor: 1.06,
    recovery: '0.120000',
  },
  {
    key: '2023',
    validFrom: '2023-12-10',
    validTo: '2025-09-09',
    deliberation: 'Deliberação ARSESP nº 1.476, de 07/12/2023 (valores ilustrativos)',
    factor: 1,
    recovery: '0.080000',
  },
  {
    key: '2025',
    validFrom: '2025-09-10',
    validTo: null,
    deliberation: 'Deliberação ARSESP nº 1.711, de 09/09/2025 (valores ilustrativos)',
    factor: 1.045,
    recovery: '-0.040000',
  },
];

/**
 * The 2023 table: tiers (upper limit m³, R$/m³ without taxes), fixed part per month, and the gas
 * (molecule) and transport costs per m³ of the class (scaled by each version's factor like the prices).
 */
const BASE: Record<TariffClass, { name: string; fixed: number; gas: number; transport: number; tiers: Array<[string | null, number]> }> = {
  RESIDENCIAL: {
    name: 'Residencial',
    fixed: 18,
    gas: 2.1,
    transport: 0.55,
    tiers: [
      ['5', 7.9],
      ['10', 6.8],
      ['50', 5.9],
      [null, 5.1],
    ],
  },
  COMERCIAL: {
    name: 'Comercial',
    fixed: 45,
    gas: 2.1,
    transport: 0.55,
    tiers: [
      ['50', 5.4],
      ['300', 4.6],
      [null, 4],
    ],
  },
  INDUSTRIAL: {
    name: 'Industrial',
    fixed: 1200,
    gas: 1.75,
    transport: 0.45,
    tiers: [
      ['50000', 2.9],
      ['500000', 2.6],
      [null, 2.35],
    ],
  },
  GNV: { name: 'GNV', fixed: 0, gas: 1.75, transport: 0.4, tiers: [[null, 2.3]] },
};

const price = (value: number) => value.toFixed(6);
const micro = (text: string) => BigInt(Math.round(Number(text) * 1_000_000));
const fromMicro = (value: bigint) =>
  `${value < 0n ? '-' : ''}${(value < 0n ? -value : value) / 1_000_000n}.${String((value < 0n ? -value : value) % 1_000_000n).padStart(6, '0')}`;

/** Every demo tariff (pure data; the seed stores them, the demo bills are computed from them). */
export const DEMO_TARIFFS: Tariff[] = VERSIONS.flatMap((version) =>
  (Object.keys(BASE) as TariffClass[]).map((tariffClass) => {
    const base = BASE[tariffClass];
    const gasPerM3 = price(base.gas * version.factor);
    const transportPerM3 = price(base.transport * version.factor);
    const tiers: TariffTier[] = base.tiers.map(([upToM3, value], i) => {
      const pricePerM3 = price(value * version.factor);
      // The margin is the rest of the price, so the four parts add up to it to the millionth.
      const margin = micro(pricePerM3) - micro(gasPerM3) - micro(transportPerM3) - micro(version.recovery);
      return {
        label: `${i + 1}ª faixa`,
        upToM3,
        pricePerM3,
        components: { gasPerM3, transportPerM3, marginPerM3: fromMicro(margin), recoveryPerM3: version.recovery },
      };
    });
    return {
      id: `${tariffClass}-${version.key}`,
      name: `${base.name} — desde ${version.validFrom.split('-').reverse().join('/')}`,
      tariffClass,
      validFrom: version.validFrom,
      validTo: version.validTo,
      fixedPerMonth: price(base.fixed * version.factor),
      tiers,
      taxes: TAXES,
      deliberation: version.deliberation,
    };
  }),
);

export async function seedDemoTariffs(strapi: Core.Strapi): Promise<number> {
  if ((await strapi.db.query(TARIFF_UID).count({})) > 0) return 0;
  for (const { id: _id, tiers, taxes, ...tariff } of DEMO_TARIFFS)
    await strapi.documents(TARIFF_UID).create({
      data: {
        ...tariff,
        tiers: tiers.map((t) => ({ label: t.label ?? '', upToM3: t.upToM3, pricePerM3: t.pricePerM3, ...t.components })),
        taxes: taxes.map((t) => ({ ...t })),
      } as never,
    });
  return DEMO_TARIFFS.length;
}
