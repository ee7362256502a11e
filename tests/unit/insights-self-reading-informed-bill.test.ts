/**
 * The cycle's bill from an accepted self-reading (domain/insights/self-reading/informed-bill;
 * docs/insights-self-reading.md, "An accepted reading feeds the bill"): which bill is the cycle's,
 * and what it becomes. Readings in litres (1 m³ = 1000).
 */
import { describe, expect, it } from 'vitest';
import { informedBill, isCycleBill } from '@domain/insights/self-reading/informed-bill';

/** An estimated bill of 02/03 → 02/04/2026: 1 060 m³ → 1 091 m³ (31 m³ estimated). */
const estimated = {
  previousReading: 1_060_000,
  currentReading: 1_091_000,
  readingType: 'ESTIMATED',
  previousReadingDate: '2026-03-02',
  currentReadingDate: '2026-04-02',
};

describe('the cycle’s bill', () => {
  it('is the bill whose period — the day after its previous reading up to its reading date — holds the reading’s day', () => {
    expect(isCycleBill(estimated, '2026-03-30')).toBe(true);
    expect(isCycleBill(estimated, '2026-04-02')).toBe(true);
    // The previous reading's day belongs to the bill before; the day after the reading date to the next one.
    expect(isCycleBill(estimated, '2026-03-02')).toBe(false);
    expect(isCycleBill(estimated, '2026-04-03')).toBe(false);
    expect(isCycleBill({ previousReadingDate: null, currentReadingDate: '2026-04-02' }, '2026-03-30')).toBe(false);
  });
});

describe('the bill from the informed reading', () => {
  it('takes the customer’s reading and the volume since the bill’s previous reading: 1 100 − 1 060 = 40 m³', () => {
    expect(informedBill(estimated, { reading: 1_100_000, readOn: '2026-03-30' }, 5)).toEqual({
      currentReading: 1_100_000,
      measured: 40_000,
      rollover: false,
    });
  });

  it('counts a meter that wrapped: 99 990 → 00 015 on a 5-digit meter is 100 000 − 99 990 + 15 = 25 m³', () => {
    const bill = { ...estimated, previousReading: 99_990_000, currentReading: 99_999_000 };
    expect(informedBill(bill, { reading: 15_000, readOn: '2026-03-30' }, 5)).toEqual({
      currentReading: 15_000,
      measured: 25_000,
      rollover: true,
    });
  });

  it('leaves alone a bill read on site, a bill already from this reading, another cycle’s bill and an unbelievable wrap', () => {
    expect(informedBill({ ...estimated, readingType: 'REAL' }, { reading: 1_100_000, readOn: '2026-03-30' }, 5)).toBeNull();
    expect(
      informedBill({ ...estimated, readingType: 'INFORMED', currentReading: 1_100_000 }, { reading: 1_100_000, readOn: '2026-03-30' }, 5),
    ).toBeNull();
    expect(informedBill(estimated, { reading: 1_100_000, readOn: '2026-04-05' }, 5)).toBeNull();
    // 1 m³ below the previous reading would be a wrap of 100 000 − 1 060 + 1 059 = 99 999 m³: more than a tenth of the dial.
    expect(informedBill(estimated, { reading: 1_059_000, readOn: '2026-03-30' }, 5)).toBeNull();
  });

  it('switches a bill without a reading type, like an estimated one', () => {
    expect(informedBill({ ...estimated, readingType: null }, { reading: 1_085_500, readOn: '2026-03-30' }, 5)).toEqual({
      currentReading: 1_085_500,
      measured: 25_500,
      rollover: false,
    });
  });
});
