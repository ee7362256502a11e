/** The simulated month's bill (docs/insights-simulator.md): a tariff and volumes worked by hand, lines adding up to the total. */
import { describe, expect, it } from 'vitest';
import { decimalPtBr, simulateBill } from '../../cms/src/domain/insights/simulator/bill';
import type { SimulatorTariff } from '../../cms/src/domain/insights/simulator/types';

const tariff: SimulatorTariff = {
  id: 't1',
  name: 'Residencial 2026',
  tariffClass: 'RESIDENCIAL',
  validFrom: '2026-06-01',
  fixedPerMonth: '10.000000',
  tiers: [
    { label: '1ª faixa', upToM3: '7', pricePerM3: '5.000000' },
    { label: '2ª faixa', upToM3: '23', pricePerM3: '6.000000' },
    { label: '3ª faixa', upToM3: null, pricePerM3: '7.000000' },
  ],
  taxes: [
    { name: 'ICMS', ratePercent: '12', inside: true },
    { name: 'PIS/COFINS', ratePercent: '9.25', inside: false },
  ],
  deliberation: null,
};

describe('the simulated month', () => {
  it('10 m³: 7 × 5,00 + 3 × 6,00 + 10,00 fixed = 63,00; ICMS 12 % inside 8,59; PIS/COFINS 9,25 % 5,83; total 77,42', () => {
    // ICMS por dentro: 63,00 × 0,12 ÷ 0,88 = 8,5909 → 8,59; PIS/COFINS: 63,00 × 0,0925 = 5,8275 → 5,83.
    const bill = simulateBill(tariff, 10_000n);
    expect(bill.lines.map((l) => [l.label, l.amountCents])).toEqual([
      ['Consumo — 1ª faixa', 3_500],
      ['Consumo — 2ª faixa', 1_800],
      ['Parcela fixa', 1_000],
      ['ICMS', 859],
      ['PIS/COFINS', 583],
    ]);
    expect(bill.totalCents).toBe(7_742);
    expect(bill.lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(bill.totalCents);
    expect(bill.lines[0]!.sentence).toBe('7 m³ da faixa de 0 a 7 m³, a R$ 5,00 por m³ (sem tributos).');
    expect(bill.lines[1]!.sentence).toBe('3 m³ da faixa de 7 a 23 m³, a R$ 6,00 por m³ (sem tributos).');
    expect(bill.lines[2]!.sentence).toBe('Valor mensal cobrado independentemente do consumo: R$ 10,00 (sem tributos).');
    expect(bill.lines[3]!.sentence).toBe(
      '12 % calculado "por dentro": o tributo faz parte da própria base, como o ICMS é cobrado em São Paulo.',
    );
    expect(bill.lines[4]!.sentence).toBe('9,25 % sobre o consumo e a parcela fixa.');
  });

  it('30,5 m³ reaches the last tier: 7,5 m³ above 23 at 7,00', () => {
    // 35,00 + 16 × 6,00 = 96,00 + 7,5 × 7,00 = 52,50 + 10,00 = 193,50; ICMS 193,50 × 0,12 ÷ 0,88 = 26,3864 → 26,39;
    // PIS/COFINS 193,50 × 0,0925 = 17,89875 → 17,90; total 237,79.
    const bill = simulateBill(tariff, 30_500n);
    expect(bill.lines.map((l) => l.amountCents)).toEqual([3_500, 9_600, 5_250, 1_000, 2_639, 1_790]);
    expect(bill.totalCents).toBe(23_779);
    expect(bill.lines[2]!.sentence).toBe('7,5 m³ da faixa acima de 23 m³, a R$ 7,00 por m³ (sem tributos).');
  });

  it('0 m³ still pays the fixed part and its taxes', () => {
    const bill = simulateBill(tariff, 0n);
    expect(bill.lines.map((l) => l.amountCents)).toEqual([1_000, 136, 93]);
    expect(bill.totalCents).toBe(1_229);
  });

  it('writes the tariff decimals in pt-BR, exactly', () => {
    expect(decimalPtBr('6.920000')).toBe('6,92');
    expect(decimalPtBr('0.123400')).toBe('0,1234');
    expect(decimalPtBr('1234')).toBe('1.234,00');
  });
});
