/** GET /api/insights/self-reading (docs/insights-self-reading.md): the cycle's window, the last reading and the readings informed. */
import type { Core } from '@strapi/strapi';
import { nextReadingDate, readingWindow } from '../../../domain/insights/self-reading/rules';
import type { SelfReadingStateAnswer } from '../../../domain/insights/self-reading/types';
import { saoPauloDate } from '../../../domain/time/sao-paulo';
import type { ContractScope } from '../../core/access';
import { now } from '../../core/clock';
import { isoDay } from '../../core/db';
import { billReadings, lastReadingOf, m3, readingsOf, readingView, settings } from './store';

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
    },
  };
}
