/**
 * An accepted self-reading feeds the bill of its cycle (issue 25 §3; docs/insights-self-reading.md,
 * "An accepted reading feeds the bill"): the cycle's bill is the contract's bill whose reading
 * period — the day after its previous reading up to its current reading — holds the day the
 * customer read the meter. A bill issued from an ESTIMATED reading (or without a reading type)
 * becomes a bill from the INFORMED reading: its current reading is the customer's, its volume the
 * volume since its previous reading. A bill read on site by the distributor (REAL) keeps its
 * reading — the reading taken at the meter by the distributor prevails — and a bill already issued
 * from this informed reading is left as it is. Pure; readings and volumes in integer litres.
 */
import type { IsoDate } from '../../time/sao-paulo';

export interface CycleBillFacts {
  /** Meter readings in litres. */
  previousReading: number;
  currentReading: number;
  readingType: string | null;
  previousReadingDate: IsoDate | null;
  currentReadingDate: IsoDate | null;
}

export interface AcceptedReading {
  /** The meter's reading informed, in litres. */
  reading: number;
  /** The day the customer read the meter (São Paulo). */
  readOn: IsoDate;
}

/** Whether `bill` is the bill of the cycle the reading belongs to: its period holds the reading's day. */
export function isCycleBill(bill: Pick<CycleBillFacts, 'previousReadingDate' | 'currentReadingDate'>, readOn: IsoDate): boolean {
  const { previousReadingDate: from, currentReadingDate: to } = bill;
  return Boolean(from && to && from < readOn && readOn <= to);
}

/**
 * The cycle's bill from the informed reading: its new current reading and measured volume (litres
 * since its previous reading; a meter that wrapped past 10^digits m³ counts the wrap, believable
 * only within a tenth of the dial), or null when the bill keeps its reading — not the reading's
 * cycle, read on site (REAL), already from this reading, or a reading below the bill's previous one
 * that is no believable wrap (left to staff).
 */
export function informedBill(
  bill: CycleBillFacts,
  reading: AcceptedReading,
  meterDigits: number,
): { currentReading: number; measured: number; rollover: boolean } | null {
  if (!isCycleBill(bill, reading.readOn)) return null;
  if (bill.readingType === 'REAL') return null;
  if (bill.readingType === 'INFORMED' && bill.currentReading === reading.reading) return null;
  if (reading.reading >= bill.previousReading)
    return { currentReading: reading.reading, measured: reading.reading - bill.previousReading, rollover: false };
  const capacity = 10 ** meterDigits * 1000;
  const wrapped = capacity - bill.previousReading + reading.reading;
  return wrapped <= capacity / 10 ? { currentReading: reading.reading, measured: wrapped, rollover: true } : null;
}
