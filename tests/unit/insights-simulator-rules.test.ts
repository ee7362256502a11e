/** The tariff simulator's volume and energy equivalents (docs/insights-simulator.md), worked by hand. */
import { describe, expect, it } from 'vitest';
import {
  appliancesLitres,
  decimalText,
  equivalents,
  m3Text,
  parseM3,
  priceTenThousandths,
} from '../../cms/src/domain/insights/simulator/rules';

describe('the m³ the visitor types', () => {
  it('reads the pt-BR decimal comma, a thousands dot and a short decimal dot, to the litre', () => {
    expect(parseM3('12,5')).toEqual({ litres: 12_500n });
    expect(parseM3('1.234,567')).toEqual({ litres: 1_234_567n });
    expect(parseM3('1.234')).toEqual({ litres: 1_234_000n });
    expect(parseM3('12.5')).toEqual({ litres: 12_500n });
    expect(parseM3(' 0 ')).toEqual({ litres: 0n });
  });

  it('refuses nothing, letters, four decimals and more than 100.000 m³, with the message', () => {
    expect(parseM3('')).toEqual({ error: 'Informe o consumo em m³ por mês.' });
    expect(parseM3('doze')).toEqual({ error: 'Informe o consumo em m³ com até 3 casas decimais, por exemplo 12,5.' });
    expect(parseM3('1,2345')).toEqual({ error: 'Informe o consumo em m³ com até 3 casas decimais, por exemplo 12,5.' });
    expect(parseM3('100000,001')).toEqual({ error: 'Informe no máximo 100.000 m³ por mês.' });
    expect(parseM3('100000')).toEqual({ litres: 100_000_000n });
  });

  it('writes litres back as the m³ text of the bill', () => {
    expect(m3Text(12_500n)).toBe('12.5');
    expect(m3Text(7_000n)).toBe('7');
    expect(m3Text(1_005n)).toBe('1.005');
  });
});

describe('typical appliances', () => {
  it('add their editor-set volumes; one written wrong counts nothing', () => {
    expect(
      appliancesLitres([
        { name: 'Chuveiro', m3PerMonth: 9.5 },
        { name: 'Fogão', m3PerMonth: '3,2' },
        { name: 'Secadora', m3PerMonth: 'muito' },
        { name: 'Aquecedor', m3PerMonth: 3.125 },
      ]),
    ).toBe(15_825n);
  });
});

describe('energy equivalents', () => {
  it('10 m³ of natural gas: 94.000 kcal = 0,63 P13 (R$ 69,16 at R$ 110,00) = 109,3 kWh (R$ 92,91 at R$ 0,85)', () => {
    // kcal = 10 × 9.400 = 94.000; P13 = 94.000 ÷ (13 × 11.500 = 149.500) = 0,62876…;
    // R$ 110,00 × 0,62876… = R$ 69,1639…; kWh = 94.000 ÷ 860 = 109,302…; × R$ 0,85 = R$ 92,907…
    expect(equivalents(10_000n, { p13: '110,00', kwh: '0,85' })).toEqual({
      kcal: 94_000,
      p13Hundredths: 63,
      p13Cents: 6_916,
      kwhTenths: 1_093,
      showerCents: 9_291,
    });
  });

  it('without prices gives the quantities only', () => {
    expect(equivalents(1_000n, { p13: null, kwh: '' })).toEqual({
      kcal: 9_400,
      p13Hundredths: 6, // 9.400 ÷ 149.500 = 0,0629
      p13Cents: null,
      kwhTenths: 109, // 9.400 ÷ 860 = 10,93
      showerCents: null,
    });
  });

  it('reads the prices the editors write, with comma or dot, up to 4 decimals', () => {
    expect(priceTenThousandths('110,00')).toBe(1_100_000n);
    expect(priceTenThousandths(0.8532)).toBe(8_532n);
    expect(priceTenThousandths('R$ 1')).toBeNull();
    expect(decimalText(63, 2)).toBe('0,63');
    expect(decimalText(1_093, 1)).toBe('109,3');
  });
});
