/**
 * The industrial contract cockpit's rules (issue 26 §1–§2; docs/contract-accounting.md): every
 * expected figure is worked out by hand in the comments, on a fixed `today`.
 */
import { describe, expect, it } from 'vitest';
import { buildCockpit } from '../../cms/src/domain/contract-accounting/cockpit';
import {
  amountCents,
  cockpitFrom,
  contractYearOf,
  imbalanceBetween,
  overrunBetween,
  periodMinimums,
  takeOrPayFigures,
  todayFigures,
  type DayFigures,
} from '../../cms/src/domain/contract-accounting/rules';
import {
  factorHundredths,
  percentBp,
  periodsOverlap,
  tariffUnits,
  termErrors,
  termOf,
  type TermRow,
} from '../../cms/src/domain/contract-accounting/terms';
import { addDays } from '../../cms/src/domain/time/sao-paulo';
import { TERM_RULES } from '../support/contract-accounting';

const L = (m3: number) => BigInt(Math.round(m3 * 1000));

/** QDC 10 000 m³/day, 250 000 m³/month, 3 000 000 m³/year, ToP 80 % annual, SoP 70 %, tolerance 5 % × 2, make-up 1 year 100 %, band 10 % × 0,5, tariff 250,5 ¢/m³. */
const ROW: TermRow = {
  contractRef: 1,
  validFrom: '2025-01-01',
  validTo: null,
  qdc: '10000',
  monthlyVolume: '250000',
  annualVolume: '3000000',
  ...TERM_RULES,
};
const term = (over: Partial<TermRow> = {}) => termOf({ ...ROW, ...over }, L(9999));

/** The same measured volume every day from `from` to `to`. */
function flat(from: string, to: string, m3: number, programmed: number | null = null): DayFigures[] {
  const out: DayFigures[] = [];
  for (let d = from; d <= to; d = addDays(d, 1))
    out.push({ date: d, measured: L(m3), programmed: programmed === null ? null : L(programmed) });
  return out;
}

describe('the terms as staff type them', () => {
  it('reads percentages, factors and the tariff as exact integers', () => {
    expect(percentBp('80')).toBe(8000n);
    expect(percentBp('5.5')).toBe(550n);
    expect(percentBp('101')).toBeNull();
    expect(factorHundredths('1,5')).toBe(150n);
    // 245,1234 ¢ = 2 451 234 ten-thousandths of a cent
    expect(tariffUnits('245.1234')).toBe(2_451_234n);
    expect(tariffUnits('1.23456')).toBeNull();
  });

  it('takes the industrial contract QDC when the term leaves it empty', () => {
    expect(termOf({ ...ROW, qdc: null }, L(18000)).qdc).toBe(18_000_000n);
  });

  it('refuses a bad period and bad figures with Portuguese messages', () => {
    expect(termErrors(ROW)).toEqual([]);
    expect(termErrors({ ...ROW, validFrom: '2026-02-01', validTo: '2026-01-31' })).toEqual([
      'O fim da vigência não pode ser anterior ao início.',
    ]);
    expect(termErrors({ ...ROW, contractYearStartDay: 29 })).toEqual([
      'O início do ano contratual deve ser um mês de 1 a 12 e um dia de 1 a 28.',
    ]);
    expect(termErrors({ ...ROW, tariffCentsPerM3: 'abc' })).toEqual([
      'Tarifa inválida: informe centavos por m³ com até 4 casas decimais, com ponto (ex.: 245.1234).',
    ]);
  });

  it('sees two periods overlapping when they share a day, an open end running forever', () => {
    expect(periodsOverlap({ validFrom: '2026-01-01', validTo: '2026-06-30' }, { validFrom: '2026-06-30', validTo: null })).toBe(true);
    expect(periodsOverlap({ validFrom: '2026-01-01', validTo: '2026-06-30' }, { validFrom: '2026-07-01', validTo: null })).toBe(false);
    expect(periodsOverlap({ validFrom: '2026-01-01', validTo: null }, { validFrom: '2030-01-01', validTo: '2030-12-31' })).toBe(true);
  });
});

describe('money and periods', () => {
  it('prices litres at the tariff and a factor, rounding half up to the cent', () => {
    // 1 000 m³ × 250,5 ¢ × 2 = 501 000 ¢
    expect(amountCents(L(1000), 2_505_000n, 200n)).toBe(501_000n);
    // 1 litre at 500 ¢/m³ = 0,5 ¢ → 1 ¢ (half up); at 250,5 ¢/m³ = 0,2505 ¢ → 0
    expect(amountCents(1n, 5_000_000n, 100n)).toBe(1n);
    expect(amountCents(1n, 2_505_000n, 100n)).toBe(0n);
  });

  it('places a day in its contract year, whatever month it starts', () => {
    expect(contractYearOf('2026-03-10', { month: 7, day: 1 })).toEqual({ from: '2025-07-01', to: '2026-06-30' });
    expect(contractYearOf('2026-07-01', { month: 7, day: 1 })).toEqual({ from: '2026-07-01', to: '2027-06-30' });
    expect(contractYearOf('2028-02-29', { month: 1, day: 1 })).toEqual({ from: '2028-01-01', to: '2028-12-31' });
  });
});

describe('today', () => {
  const t = [term()];
  it('projects the gas day from the partial volume and flags an overrun beyond QDC + tolerance', () => {
    // base 06:00, now 12:00 → 360 min elapsed; 2 700 m³ × 1440 / 360 = 10 800 m³
    // limit = 10 000 × 1,05 = 10 500 m³ → overrun; over = 10 800 − 10 000 = 800 m³ → 800 × 250,5 × 2 = 400 800 ¢
    // band = 9 000 × 10 % = 900 → [8 100; 9 900]: 10 800 is above
    const f = todayFigures(t, { date: '2026-03-01', programmed: L(9000), partial: L(2700), baseHour: 360, nowMinutes: 720 })!;
    expect(f.projected).toBe(L(10800));
    expect(f.limit).toBe(L(10500));
    expect(f.status).toBe('overrun');
    expect(f.projectedOver).toBe(L(800));
    expect(f.projectedPenaltyCents).toBe(400_800n);
    expect([f.bandLow, f.bandHigh, f.bandStatus]).toEqual([L(8100), L(9900), 'above']);
  });

  it('says above QDC but within the tolerance without a penalty', () => {
    // 2 550 × 4 = 10 200 m³: above 10 000, not above 10 500
    const f = todayFigures(t, { date: '2026-03-01', programmed: null, partial: L(2550), baseHour: 360, nowMinutes: 720 })!;
    expect([f.status, f.projectedPenaltyCents, f.bandStatus]).toEqual(['above-qdc', 0n, null]);
  });

  it('has no projection without a partial volume, and nothing without a term in force', () => {
    expect(todayFigures(t, { date: '2026-03-01', programmed: null, partial: null, baseHour: 360, nowMinutes: 720 })!.status).toBe(
      'no-data',
    );
    expect(todayFigures(t, { date: '2024-12-31', programmed: null, partial: L(1), baseHour: 360, nowMinutes: 720 })).toBeNull();
  });

  it('treats every m³ as an overrun when QDC is zero', () => {
    // 1 m³ × 4 = 4 m³ > limit 0 → over 4 m³ × 250,5 × 2 = 2 004 ¢
    const f = todayFigures([term({ qdc: '0' })], { date: '2026-03-01', programmed: null, partial: L(1), baseHour: 360, nowMinutes: 720 })!;
    expect([f.status, f.projectedOver, f.projectedPenaltyCents]).toEqual(['overrun', L(4), 2_004n]);
  });
});

describe('overrun', () => {
  it('counts only days above QDC + tolerance and charges all the volume above QDC', () => {
    const days: DayFigures[] = [
      { date: '2026-03-02', measured: L(10500), programmed: null }, // exactly the limit: not an overrun
      { date: '2026-03-03', measured: L(10500.001), programmed: null }, // over 500,001 m³ × 250,5 × 2 = 250 500,501 → 250 501 ¢
      { date: '2026-03-04', measured: L(12000), programmed: null }, // over 2 000 m³ × 250,5 × 2 = 1 002 000 ¢
      { date: '2026-04-01', measured: L(20000), programmed: null }, // outside the range
    ];
    const s = overrunBetween([term()], days, '2026-03-01', '2026-03-31');
    expect(s.days.map((d) => [d.date, d.over, d.penaltyCents])).toEqual([
      ['2026-03-03', 500_001n, 250_501n],
      ['2026-03-04', L(2000), 1_002_000n],
    ]);
    // 500,001 + 2 000 = 2 500,001 m³; 250 501 + 1 002 000 = 1 252 501 ¢
    expect([s.over, s.penaltyCents]).toEqual([2_500_001n, 1_252_501n]);
  });
});

describe('take-or-pay and ship-or-pay', () => {
  it('projects the year at the current pace and prices the larger shortfall for the January settlement', () => {
    // 2026-01-01 … 2026-02-28 = 59 days × 6 000 m³ = 354 000 m³; year 2026 = 365 days
    // projected = 354 000 + 354 000 × 306 / 59 = 6 000 × 365 = 2 190 000 m³
    // ToP minimum = 3 000 000 × 80 % = 2 400 000 → shortfall 210 000; SoP = 10 000 × 70 % × 365 = 2 555 000 → shortfall 365 000
    // settlement = 365 000 m³ × 250,5 ¢ = 91 432 500 ¢ on 2027-01-01
    // to avoid it: (2 555 000 − 354 000) / 306 days = 7 192,810 457… → 7 192,811 m³/day (rounded up to the litre)
    const f = takeOrPayFigures([term()], flat('2026-01-01', '2026-02-28', 6000), '2026-03-01')!;
    expect([f.from, f.to, f.totalDays, f.elapsedDays]).toEqual(['2026-01-01', '2026-12-31', 365, 59]);
    expect(f.measuredToDate).toBe(L(354000));
    expect(f.projected).toBe(L(2190000));
    expect([f.takeOrPayMinimum, f.shipOrPayMinimum]).toEqual([L(2400000), L(2555000)]);
    expect([f.takeOrPayShortfall, f.shipOrPayShortfall, f.settlementShortfall]).toEqual([L(210000), L(365000), L(365000)]);
    expect(f.settlementCents).toBe(91_432_500n);
    expect(f.settlementOn).toBe('2027-01-01');
    expect(f.dailyToAvoid).toBe(7_192_811n);
    expect(f.likely).toBe(true);
  });

  it('counts 366 days in a leap contract year', () => {
    // 2028: Jan 31 + Feb 29 = 60 days × 6 000 = 360 000; projected = 6 000 × 366 = 2 196 000 m³
    // SoP = 10 000 × 70 % × 366 = 2 562 000 → shortfall 366 000; ToP 2 400 000 → shortfall 204 000
    const f = takeOrPayFigures([term()], flat('2028-01-01', '2028-02-29', 6000), '2028-03-01')!;
    expect([f.totalDays, f.elapsedDays, f.projected, f.shipOrPayMinimum]).toEqual([366, 60, L(2196000), L(2562000)]);
    expect([f.takeOrPayShortfall, f.shipOrPayShortfall]).toEqual([L(204000), L(366000)]);
  });

  it('counts each term pro rata by days when the terms change mid-year', () => {
    // A until 30/06 (181 days): 3 000 000 × 80 % × 181 / 365 = 1 190 136 986,30… L → 1 190 136 986 L
    // B from 01/07 (184 days): 3 650 000 × 70 % × 184 / 365 = 7 000 m³ × 184 = 1 288 000 m³
    // ToP = 2 478 136,986 m³; SoP = 10 000 × 70 % × 181 + 12 000 × 70 % × 184 = 1 267 000 + 1 545 600 = 2 812 600 m³
    const terms = [
      term({ validTo: '2026-06-30' }),
      term({ validFrom: '2026-07-01', annualVolume: '3650000', takeOrPayPercent: '70', qdc: '12000' }),
    ];
    expect(periodMinimums(terms, '2026-01-01', '2026-12-31', 'annual')).toEqual({ takeOrPay: 2_478_136_986n, shipOrPay: L(2812600) });
  });

  it('has no projection and no settlement without measurements, nor on the first day of the year', () => {
    const none = takeOrPayFigures([term()], [], '2026-03-01')!;
    expect([none.projected, none.likely, none.settlementCents]).toEqual([null, false, 0n]);
    // still says what a day needs: 2 555 000 m³ / 306 days = 8 349,673 2… → 8 349,674 m³
    expect(none.dailyToAvoid).toBe(8_349_674n);
    const first = takeOrPayFigures([term()], flat('2025-12-01', '2025-12-31', 9000), '2026-01-01')!;
    expect([first.elapsedDays, first.projected]).toEqual([0, null]);
  });

  it('settles a monthly take-or-pay at the end of the month, without make-up', () => {
    // Feb 2026 (28 days), 14 days × 5 000 = 70 000; projected 70 000 + 70 000 × 14 / 14 = 140 000
    // ToP = 250 000 × 80 % = 200 000 → 60 000; SoP = 10 000 × 70 % × 28 = 196 000 → 56 000
    // settlement 60 000 × 250,5 = 15 030 000 ¢ on 2026-03-01
    const f = takeOrPayFigures([term({ takeOrPayPeriod: 'monthly' })], flat('2026-02-01', '2026-02-14', 5000), '2026-02-15')!;
    expect([f.from, f.to, f.projected, f.takeOrPayShortfall, f.shipOrPayShortfall]).toEqual([
      '2026-02-01',
      '2026-02-28',
      L(140000),
      L(60000),
      L(56000),
    ]);
    expect([f.settlementCents, f.settlementOn, f.makeUp]).toEqual([15_030_000n, '2026-03-01', null]);
  });

  it('keeps last year paid shortfall as make-up until the end of the recovery window, taken back above the minimum', () => {
    // 2025: measured 2 000 000 < minimum 2 400 000 → 400 000 m³ paid, recoverable until 2026-12-31
    const lastYear: DayFigures[] = [{ date: '2025-06-01', measured: L(2000000), programmed: null }];
    const early = takeOrPayFigures([term()], [...lastYear, ...flat('2026-01-01', '2026-02-28', 6000)], '2026-03-01')!;
    expect(early.makeUp).toEqual({ balance: L(400000), expiresOn: '2026-12-31', recoveredThisYear: 0n });
    // share 50 % → 200 000 m³
    const half = takeOrPayFigures([term({ makeUpSharePercent: '50' })], lastYear, '2026-03-01')!;
    expect(half.makeUp!.balance).toBe(L(200000));
    // 2026 measured 2 500 000 > minimum 2 400 000: 100 000 taken back → 300 000 left
    const late = takeOrPayFigures([term()], [...lastYear, { date: '2026-06-01', measured: L(2500000), programmed: null }], '2026-12-31')!;
    expect(late.makeUp).toEqual({ balance: L(300000), expiresOn: '2026-12-31', recoveredThisYear: L(100000) });
  });
});

describe('imbalance', () => {
  it('charges the volume outside the band each day and keeps the running sums', () => {
    const days: DayFigures[] = [
      { date: '2026-03-02', programmed: L(9000), measured: L(9500) }, // +500, band 900 → within
      { date: '2026-03-03', programmed: L(8000), measured: L(9000) }, // +1 000, band 800 → 200 outside × 250,5 × 0,5 = 25 050 ¢
      { date: '2026-03-04', programmed: L(10000), measured: L(8500) }, // −1 500, band 1 000 → 500 outside × 250,5 × 0,5 = 62 625 ¢
      { date: '2026-03-05', programmed: null, measured: L(8500) }, // no programming: not in the table
    ];
    const rows = imbalanceBetween([term()], days, '2026-03-01', '2026-03-31');
    expect(rows.map((r) => [r.date, r.difference, r.band, r.outside, r.status, r.chargeCents])).toEqual([
      ['2026-03-02', L(500), L(900), 0n, 'within', 0n],
      ['2026-03-03', L(1000), L(800), L(200), 'above', 25_050n],
      ['2026-03-04', L(-1500), L(1000), L(500), 'below', 62_625n],
    ]);
    // Σ difference = 500 + 1 000 − 1 500 = 0 against Σ band 2 700 → nothing outside; Σ charge = 87 675 ¢
    const last = rows[2]!;
    expect([last.cumulativeDifference, last.cumulativeBand, last.cumulativeOutside, last.cumulativeChargeCents]).toEqual([
      0n,
      L(2700),
      0n,
      87_675n,
    ]);
  });
});

describe('the cockpit of a month', () => {
  it('composes the panels as exact m³ texts and cents, tables stopping at yesterday', () => {
    const days = [...flat('2026-01-01', '2026-02-28', 6000, 6000), { date: '2026-03-01', measured: L(12000), programmed: L(10000) }];
    const view = buildCockpit({
      terms: [term()],
      days,
      today: '2026-03-02',
      month: '2026-03',
      todayProgrammed: L(9000),
      todayPartial: L(2700),
      baseHour: 360,
      nowMinutes: 720,
    });
    expect(view.current!.tariffCentsPerM3).toBe('250.5');
    expect(view.todayPanel!.projected).toBe('10800');
    // 01/03: 12 000 m³ > 10 500 → over 2 000 m³ × 250,5 × 2 = 1 002 000 ¢
    expect(view.overrun.month.days).toEqual([
      { date: '2026-03-01', measured: '12000', qdc: '10000', limit: '10500', over: '2000', penaltyCents: 1_002_000 },
    ]);
    expect(view.overrun.year).toEqual({ from: '2026-01-01', to: '2026-12-31', count: 1, over: '2000', penaltyCents: 1_002_000 });
    // imbalance 01/03: +2 000 against a band of 1 000 → 1 000 outside × 250,5 × 0,5 = 125 250 ¢
    expect(view.imbalance.days.map((d) => [d.date, d.outside, d.chargeCents])).toEqual([['2026-03-01', '1000', 125_250]]);
    expect(view.imbalance.chargeCents).toBe(125_250);
    // the reads start at the make-up window: one year before 2026-01-01
    expect(cockpitFrom([term()], '2026-03-02', '2026-03')).toBe('2025-01-01');
  });
});
