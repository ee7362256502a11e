/**
 * "Meu consumo" demo (issue 25 §2; docs/insights-consumption.md, "Demo"): twelve residential
 * neighbours of cliente@demo.test in Bauru — contracts without a portal account, 24 months of bills
 * each — so Maria's group (residential, Bauru: 13 contracts) shows the median and best quarter;
 * every other demo residential or commercial contract is alone in its class and city, a group too
 * small (the screen says so). Volumes are deterministic (same numbers on every install) and higher
 * in the winter months, like the demo bills; each bill has its reading dates, correction factor and
 * the amount computed from the demo tariffs (as every demo bill: docs/insights-explain.md). Written
 * without notices; idempotent.
 */
import type { Core } from '@strapi/strapi';
import { cpfCheckDigits } from '../domain/cpf-cnpj';
import { saoPauloDate } from '../domain/time/sao-paulo';
import { now } from '../portal/core/clock';
import { decimalText, issueInvoice, withoutIssueNotice } from '../portal/core/invoice-issue';
import { drawnOnDemand } from '../portal/core/rendered-pdfs';
import { CONTRACT_UID } from '../portal/core/types';
import { computeBill } from '../domain/insights/explain';
import { DEMO_TARIFFS } from './demo-tariffs';

export const DEMO_NEIGHBOURS = 12;
const MONTHS = 24;
/** The residential meters' correction factor of the demo (./demo-invoices.ts). */
const FACTOR = '1.0183';

const monthShift = (yearMonth: string, delta: number): string => {
  const [y, m] = yearMonth.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** Deterministic 0…1 from a text. */
function unit(seed: string): number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return (h % 10_000) / 10_000;
}

export async function seedDemoConsumptionNeighbours(strapi: Core.Strapi): Promise<number> {
  const today = saoPauloDate(now());
  const newest = monthShift(today.slice(0, 7), -1);
  let created = 0;
  await drawnOnDemand(() =>
    withoutIssueNotice(async () => {
      for (let n = 1; n <= DEMO_NEIGHBOURS; n++) {
        const consumerCode = `1800000${String(n).padStart(2, '0')}`;
        if (await strapi.db.query(CONTRACT_UID).findOne({ where: { consumerCode }, select: ['id'] })) continue;
        const base9 = `7${String(31_000_000 + n * 7_919).padStart(8, '0')}`;
        const contract = (await strapi.documents(CONTRACT_UID as never).create({
          data: {
            consumerCode,
            consumerCpfCnpj: base9 + cpfCheckDigits(base9),
            consumerName: `Vizinho Demo ${n}`,
            consumerAddress: `Rua Araújo Leite, ${100 + n * 10}, Vila Santa Tereza, Bauru - SP, 17012-000`,
            city: 'Bauru',
            sapName: `Vizinho Demo ${n}`,
            vigencia: '2020-01-01',
            situation: 'ACTIVE',
            segment: 'RESIDENCIAL',
          } as never,
        })) as unknown as { id: number };
        // Each home its own size: 8 to 26 m³ a month, 35 % more from May to August.
        const size = 8_000 + Math.round(unit(consumerCode) * 18_000);
        let reading = 100_000 + n * 1_000;
        const readingDay = (month: string) => `${month}-${String(20 + (n % 8)).padStart(2, '0')}`;
        let previousReadingDate = readingDay(monthShift(newest, -MONTHS));
        for (let k = MONTHS; k >= 1; k--) {
          const referenceMonth = monthShift(newest, -(k - 1));
          const month = Number(referenceMonth.slice(5));
          const winter = month >= 5 && month <= 8 ? 1.35 : 1;
          const volume = Math.round(size * winter * (0.85 + unit(`${consumerCode}${referenceMonth}`) * 0.3));
          const previous = reading;
          reading += volume;
          const issueDate = `${monthShift(referenceMonth, 1)}-05`;
          const currentReadingDate = readingDay(referenceMonth);
          const correctedM3 = decimalText(Math.round((volume * Math.round(Number(FACTOR) * 10_000)) / 10_000));
          const { totalCents } = computeBill({
            tariffClass: 'RESIDENCIAL',
            periodStart: previousReadingDate,
            periodEnd: currentReadingDate,
            correctedM3,
            tariffs: DEMO_TARIFFS,
            otherItems: [],
          });
          await issueInvoice(
            strapi,
            contract,
            {
              numDoc: `${consumerCode}${referenceMonth.replace('-', '')}`,
              referenceMonth,
              issueDate,
              dueDate: `${monthShift(referenceMonth, 1)}-20`,
              amountCents: totalCents,
              previousReading: decimalText(previous),
              currentReading: decimalText(reading),
              consumptionM3: decimalText(volume),
              paymentDate: issueDate < today ? issueDate : null,
              paymentMethod: issueDate < today ? 'BARCODE' : null,
              negotiated: false,
              previousReadingDate,
              currentReadingDate,
              readingType: 'REAL',
              measuredM3: decimalText(volume),
              correctionFactor: FACTOR,
              correctedM3,
            },
            { direct: true },
          );
          previousReadingDate = currentReadingDate;
          created++;
        }
      }
    }),
  );
  return created;
}
