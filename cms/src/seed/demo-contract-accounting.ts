/**
 * Demo terms of the industrial contracts (issue 26 §1; docs/contract-accounting.md, "Demo"):
 * every connected industrial contract gets its terms from the start of its contract year, in two
 * validity periods (the tariff changes three months in, as ARSESP's yearly adjustment does), so
 * the cockpit shows a term change mid-year. The contract year starts on the first day of the month
 * five months before the seed, so all of it to date lies inside the demo's measured history.
 * industria@demo.test's contracts are tuned to show each panel at work: the main contract's
 * contracted volume makes a take-or-pay shortfall likely; the branch has a narrow imbalance band
 * (5 %), one overrun day three days ago and a partial volume today for the projection. Names and defaults: docs/contract-accounting.md (ARSESP references there). Idempotent:
 * nothing is written when a term exists.
 */
import type { Core } from '@strapi/strapi';
import { volumeText } from '../domain/consumption/volumes';
import { addDays, saoPauloDate } from '../domain/time/sao-paulo';
import { now } from '../portal/core/clock';
import { CONTRACT_UID } from '../portal/core/types';
import { TERM_UID } from '../portal/contract-accounting/store';
import { DEMO_INDUSTRIALS } from './demo-consumption';

const INDUSTRIAL_UID = 'api::consumption.industrial-contract';
const MEASUREMENT_UID = 'api::consumption.measured-consumption';
const PROGRAMMING_UID = 'api::consumption.consumption-programming';

const REFERENCE =
  'Contrato de fornecimento industrial (demonstração). Condições gerais: Deliberações ARSESP nº 732/2017 e 791/2018; uso do sistema de distribuição: Deliberação ARSESP nº 1.061/2020; tarifas: Deliberação ARSESP nº 1.711/2025.';

/** The first day of the month `back` months before `date`. */
function monthStart(date: string, back: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 - back;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  return `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

export async function seedDemoContractAccounting(strapi: Core.Strapi): Promise<void> {
  if ((await strapi.db.query(TERM_UID).count({})) > 0) return;
  await strapi.db.transaction(async () => {
    const today = saoPauloDate(now());
    const yearStart = monthStart(today, 5);
    const adjustment = monthStart(today, 2);
    for (const d of DEMO_INDUSTRIALS) {
      if (d.situation === 'PENDING') continue;
      const contract = (await strapi.db.query(CONTRACT_UID).findOne({ where: { consumerCode: d.consumerCode }, select: ['id'] })) as {
        id: number;
      } | null;
      if (!contract || !(await strapi.db.query(INDUSTRIAL_UID as never).findOne({ where: { contractRef: contract.id } }))) continue;
      // Contracted volume: QDC × 365 × 95 % for the main demo contract (take-or-pay 80 % of it is above its pace), 85 % for the others.
      const ratio = d.key === 'industria' ? 95n : 85n;
      const annual = (BigInt(d.qdc) * 1000n * 365n * ratio) / 100n;
      const common = {
        contractRef: contract.id,
        qdc: null,
        monthlyVolume: volumeText(annual / 12n),
        annualVolume: volumeText(annual),
        contractYearStartMonth: Number(yearStart.slice(5, 7)),
        contractYearStartDay: 1,
        takeOrPayPercent: '80',
        takeOrPayPeriod: 'annual',
        shipOrPayPercent: '70',
        overrunTolerancePercent: '5',
        overrunPenaltyFactor: '2',
        makeUpYears: 1,
        makeUpSharePercent: '100',
        imbalanceTolerancePercent: d.key === 'industriaFilial' ? '5' : '10',
        imbalanceChargeFactor: '0.5',
        reference: REFERENCE,
      };
      await strapi.db
        .query(TERM_UID)
        .create({ data: { ...common, validFrom: yearStart, validTo: addDays(adjustment, -1), tariffCentsPerM3: '238.4512' } });
      await strapi.db.query(TERM_UID).create({ data: { ...common, validFrom: adjustment, validTo: null, tariffCentsPerM3: '245.1234' } });
      if (d.key === 'industriaFilial') {
        // One overrun day: 12 % above QDC three days ago.
        const day = addDays(today, -3);
        await strapi.db
          .query(MEASUREMENT_UID as never)
          .updateMany({ where: { contractRef: contract.id, date: day }, data: { qdr: volumeText((BigInt(d.qdc) * 1000n * 112n) / 100n) } });
        // Today's partial volume (what the gas programmer enters from the meter): 30 % of QDC since the base hour.
        await strapi.db.query(PROGRAMMING_UID as never).updateMany({
          where: { contractRef: contract.id, date: today },
          data: { partialConsumedVolume: volumeText((BigInt(d.qdc) * 1000n * 30n) / 100n) },
        });
      }
    }
  });
}
