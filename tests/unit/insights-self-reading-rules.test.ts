/** Self-reading rules (domain/insights/self-reading/rules; docs/insights-self-reading.md): window, readings, rollover, plausible range. */
import { describe, expect, it } from 'vitest';
import {
  addMonth,
  checkReading,
  decimalOf,
  litresOf,
  nextReadingDate,
  parseReading,
  plausibleRange,
  readingDecisionErrors,
  readingWindow,
  selfReadingSettings,
} from '@domain/insights/self-reading/rules';
import { projectCycle } from '@domain/insights/self-reading/projection';
import { billOf, correctedLitres } from '@domain/insights/self-reading/bill-lines';

describe('settings (SELF_READING_*)', () => {
  it('defaults: 5-day window, day 10, 5-digit meter, 60 % tolerance, photos kept 180 days', () => {
    expect(selfReadingSettings({})).toEqual({
      windowDays: 5,
      readingDay: 10,
      meterDigits: 5,
      tolerancePercent: 60,
      photoRetentionDays: 180,
    });
  });
  it('reads the figures set and ignores the ones out of range', () => {
    expect(
      selfReadingSettings({
        SELF_READING_WINDOW_DAYS: '3',
        SELF_READING_DAY: '31',
        SELF_READING_METER_DIGITS: '6',
        SELF_READING_TOLERANCE_PERCENT: 'x',
        SELF_READING_PHOTO_RETENTION_DAYS: '90',
      }),
    ).toEqual({ windowDays: 3, readingDay: 10, meterDigits: 6, tolerancePercent: 60, photoRetentionDays: 90 });
  });
});

describe('the cycle reading date and its window', () => {
  it('a month after the last reading date, on the same day (the last day of a shorter month)', () => {
    expect(addMonth('2026-01-31')).toBe('2026-02-28');
    expect(addMonth('2026-12-15')).toBe('2027-01-15');
    expect(nextReadingDate('2026-02-12', '2026-03-09', 10)).toBe('2026-03-12');
    // Bills late: the cycle keeps its day in the following months.
    expect(nextReadingDate('2026-01-12', '2026-03-13', 10)).toBe('2026-04-12');
  });
  it('without a bill, the configured day of this month, or of the next when it passed', () => {
    expect(nextReadingDate(null, '2026-03-09', 10)).toBe('2026-03-10');
    expect(nextReadingDate(null, '2026-03-11', 10)).toBe('2026-04-10');
  });
  it('opens N days before the reading date and closes at the end of it', () => {
    expect(readingWindow('2026-03-12', '2026-03-06', 5)).toEqual({
      readingDate: '2026-03-12',
      opensOn: '2026-03-07',
      closesOn: '2026-03-12',
      open: false,
    });
    expect(readingWindow('2026-03-12', '2026-03-07', 5).open).toBe(true);
    expect(readingWindow('2026-03-12', '2026-03-12', 5).open).toBe(true);
  });
});

describe('the reading as informed', () => {
  it('integer litres from m³ with up to 3 decimals, comma or point', () => {
    expect(parseReading('01234', 5)).toEqual({ litres: 1_234_000 });
    expect(parseReading('1234,5', 5)).toEqual({ litres: 1_234_500 });
    expect(parseReading(' 99999.999 ', 5)).toEqual({ litres: 99_999_999 });
    expect(litresOf('120.05')).toBe(120_050);
    expect(decimalOf(120_050)).toBe('120.05');
    expect(decimalOf(7_000)).toBe('7');
  });
  it('refuses an empty, malformed or too long reading with the field message', () => {
    expect(parseReading('', 5)).toEqual({ error: 'Informe a leitura do medidor.' });
    expect(parseReading('12a', 5)).toEqual({ error: 'Informe a leitura com os números do medidor (até 3 casas decimais).' });
    expect(parseReading('1,2345', 5)).toEqual({ error: 'Informe a leitura com os números do medidor (até 3 casas decimais).' });
    expect(parseReading('123456', 5)).toEqual({ error: 'A leitura tem mais dígitos do que o medidor.' });
  });
});

describe('plausible range from the history', () => {
  it('litres per day of the history × days elapsed, ± the tolerance', () => {
    // 30 m³ in 30 days and 40 m³ in 40 days: 1 m³/day; 20 days → 20 m³, ± 50 % → 10..30 m³.
    expect(
      plausibleRange(
        [
          { litres: 30_000, days: 30 },
          { litres: 40_000, days: 40 },
        ],
        20,
        50,
      ),
    ).toEqual({ expected: 20_000, min: 10_000, max: 30_000 });
  });
  it('none without history', () => {
    expect(plausibleRange([], 20, 50)).toBeNull();
  });
});

describe('checks against the last reading', () => {
  const range = { expected: 20_000, min: 10_000, max: 30_000 };
  it('within the range: plausible', () => {
    expect(checkReading({ reading: 1_020_000, lastReading: 1_000_000, meterDigits: 5, range })).toEqual({
      ok: true,
      consumed: 20_000,
      rollover: false,
      plausible: true,
      range,
    });
  });
  it('above the range: asks for confirmation (not plausible)', () => {
    expect(checkReading({ reading: 1_050_000, lastReading: 1_000_000, meterDigits: 5, range })).toMatchObject({
      ok: true,
      plausible: false,
    });
  });
  it('a 5-digit meter that wrapped from 99 990 to 00 010: 20 m³, plausible', () => {
    expect(checkReading({ reading: 10_000, lastReading: 99_990_000, meterDigits: 5, range })).toEqual({
      ok: true,
      consumed: 20_000,
      rollover: true,
      plausible: true,
      range,
    });
  });
  it('below the last reading and not a believable wrap: refused', () => {
    expect(checkReading({ reading: 900_000, lastReading: 1_000_000, meterDigits: 5, range })).toEqual({
      ok: false,
      error: 'A leitura informada é menor que a última leitura do medidor. Confira os números.',
    });
  });
});

describe('staff decision', () => {
  it('a refusal needs its reason, at most 500 characters', () => {
    expect(readingDecisionErrors('ACCEPTED', '')).toEqual({});
    expect(readingDecisionErrors('REFUSED', ' ')).toEqual({ refusalReason: 'Informe o motivo da recusa.' });
    expect(readingDecisionErrors('REFUSED', 'x'.repeat(501))).toEqual({
      refusalReason: 'O motivo da recusa deve ter no máximo 500 caracteres.',
    });
    expect(readingDecisionErrors('REFUSED', 'Foto ilegível')).toEqual({});
  });
});

describe('projection of the next bill', () => {
  it('from the reading informed: 25 m³ in 28 days projects 28 m³ × 31/28 days ≈ 27.679 m³ over the 31-day cycle', () => {
    expect(
      projectCycle({
        lastBill: { readOn: '2026-03-02', litres: 1_060_000 },
        informed: { readOn: '2026-03-30', consumed: 25_000 },
        history: [{ litres: 30_000, days: 30 }],
        readingDate: '2026-04-02',
      }),
    ).toEqual({
      periodStart: '2026-03-02',
      periodEnd: '2026-04-02',
      days: 31,
      elapsedDays: 28,
      consumed: 25_000,
      projected: 27_679,
      basis: 'INFORMED',
    });
  });
  it('without a reading informed, from the history: 1 m³ a day × 31 days', () => {
    expect(
      projectCycle({
        lastBill: { readOn: '2026-03-02', litres: 1_060_000 },
        informed: null,
        history: [
          { litres: 30_000, days: 30 },
          { litres: 30_000, days: 30 },
        ],
        readingDate: '2026-04-02',
      }),
    ).toMatchObject({ projected: 31_000, basis: 'HISTORY', elapsedDays: 0 });
  });
  it('nothing without history nor reading', () => {
    expect(
      projectCycle({ lastBill: { readOn: '2026-03-02', litres: 0 }, informed: null, history: [], readingDate: '2026-04-02' }),
    ).toBeNull();
  });
});

describe('the projected bill priced by the tariff', () => {
  const TARIFF = {
    id: '1',
    name: 'Tarifa de teste',
    tariffClass: 'RESIDENCIAL' as const,
    validFrom: '2026-01-01',
    validTo: null,
    fixedPerMonth: '10',
    tiers: [{ label: 'Faixa única', upToM3: null, pricePerM3: '5' }],
    taxes: [],
  };
  it('corrects the measured volume by the factor, to the litre', () => {
    expect(correctedLitres(25_000, '1.023456')).toBe(25_586);
    expect(correctedLitres(25_000, null)).toBe(25_000);
  });
  it('prices 20 m³ at R$ 5,00 in one tier: R$ 100,00 plus the fixed part, lines adding up to the total', () => {
    const bill = billOf({
      tariffClass: 'RESIDENCIAL',
      periodStart: '2026-03-02',
      periodEnd: '2026-04-01',
      correctedLitres: 20_000,
      tariffs: [TARIFF],
    });
    expect(bill).not.toBeNull();
    const tier = bill!.lines.find((l) => l.kind === 'TIER')!;
    expect(tier.amountCents).toBe(10_000);
    expect(tier.m3).toBe('20');
    expect(bill!.lines.reduce((s, l) => s + l.amountCents, 0)).toBe(bill!.totalCents);
  });
  it('no bill when no tariff covers the period', () => {
    expect(
      billOf({ tariffClass: 'COMERCIAL', periodStart: '2026-03-02', periodEnd: '2026-04-01', correctedLitres: 20_000, tariffs: [TARIFF] }),
    ).toBeNull();
  });
});
