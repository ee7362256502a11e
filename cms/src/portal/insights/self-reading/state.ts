/** GET /api/insights/self-reading (docs/insights-self-reading.md): the cycle's window, the last reading and the readings informed. */
import type { Core } from '@strapi/strapi';
import type { Tariff } from '../../../domain/insights/explain';
import type { TariffClass } from '../../../domain/insights/explain/bill';
import { lineSentence, lineTitle } from '../../../domain/insights/explain/sentences';
import { billOf, correctedLitres } from '../../../domain/insights/self-reading/bill-lines';
import { projectCycle } from '../../../domain/insights/self-reading/projection';
import { litresOf, nextReadingDate, readingWindow } from '../../../domain/insights/self-reading/rules';
import type { ProjectionView, SelfReadingStateAnswer } from '../../../domain/insights/self-reading/types';
import { saoPauloDate } from '../../../domain/time/sao-paulo';
import type { ContractScope } from '../../core/access';
import { now } from '../../core/clock';
import { isoDay } from '../../core/db';
import { classOf, tariffsOfClass } from './tariffs';
import { billReadings, historyOf, lastReadingOf, m3, readingsOf, readingView, settings, type BillReading, type ReadingRow } from './store';

/** The cycle projected from the last bill's reading: by the newest accepted reading after it, else by the history. */
function projectionOf(
  bills: readonly BillReading[],
  rows: readonly ReadingRow[],
  readingDate: string,
  tariffClass: TariffClass,
  tariffs: readonly Tariff[],
): ProjectionView | null {
  const bill = bills[0];
  if (!bill) return null;
  const informed = rows.find((r) => r.kind === 'CYCLE' && r.readingStatus === 'ACCEPTED' && isoDay(r.readOn)! > bill.readOn);
  const consumed = informed ? litresOf(informed.consumedM3) : null;
  const projected = projectCycle({
    lastBill: { readOn: bill.readOn, litres: bill.currentReading },
    informed: informed && consumed !== null ? { readOn: isoDay(informed.readOn)!, consumed } : null,
    history: historyOf(bills),
    readingDate,
  });
  if (!projected) return null;
  const corrected = correctedLitres(projected.projected, bill.correctionFactor);
  const computed = billOf({
    tariffClass,
    periodStart: projected.periodStart,
    periodEnd: projected.periodEnd,
    correctedLitres: corrected,
    tariffs,
  });
  return {
    periodStart: projected.periodStart,
    periodEnd: projected.periodEnd,
    days: projected.days,
    elapsedDays: projected.elapsedDays,
    consumedM3: m3(projected.consumed)!,
    projectedM3: m3(projected.projected)!,
    basis: projected.basis,
    correctedM3: m3(corrected)!,
    bill: computed
      ? {
          lines: computed.lines.map((line) => ({
            kind: line.kind,
            title: lineTitle(line),
            sentence: lineSentence(line),
            amountCents: line.amountCents,
          })),
          totalCents: computed.totalCents,
        }
      : null,
  };
}

export async function selfReadingState(strapi: Core.Strapi, portal: ContractScope): Promise<SelfReadingStateAnswer> {
  const at = now();
  const today = saoPauloDate(at);
  const config = settings();
  const bills = await billReadings(strapi, portal.contract.id, at);
  const rows = await readingsOf(strapi, portal.contract.id);
  const window = readingWindow(nextReadingDate(bills[0]?.readOn ?? null, today, config.readingDay), today, config.windowDays);
  const last = lastReadingOf(bills, rows);
  const current = rows.find(
    (r) => r.kind === 'CYCLE' && isoDay(r.cycleReadingDate) === window.readingDate && r.readingStatus !== 'REFUSED',
  );
  const tariffClass = classOf(portal.contract as { segment?: string | null });
  const projection = bills.length
    ? projectionOf(bills, rows, window.readingDate, tariffClass, await tariffsOfClass(strapi, tariffClass))
    : null;
  const contested = new Set(rows.filter((r) => r.kind === 'CONTEST' && r.readingStatus !== 'REFUSED').map((r) => r.numDoc ?? ''));
  return {
    data: {
      window,
      lastReading: last ? { reading: m3(last.litres)!, date: last.date } : null,
      current: current ? readingView(current) : null,
      readings: rows.slice(0, 12).map(readingView),
      contestable: bills
        .slice(0, 12)
        .filter((b) => b.readingType === 'ESTIMATED' && !contested.has(b.numDoc))
        .map((b) => ({ numDoc: b.numDoc, readOn: b.readOn, reading: m3(b.currentReading)!, consumedM3: m3(b.consumed)! })),
      projection,
    },
  };
}
