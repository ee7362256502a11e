/**
 * The composition of the tariff on the bill (issue 25 §1, Deliberação ARSESP nº 1.151/2021,
 * docs/insights-explain.md "Composição da tarifa"): worked examples computed by hand — two tiers
 * with the fixed part and ICMS, a remainder only the largest-remainder rule places, a negative
 * conta-gráfica recovery, a tariff change inside the period — and the rule the admin applies to a
 * tier's components.
 */
import { describe, expect, it } from 'vitest';
import { computeBill, type Tariff } from '@domain/insights/explain';
import { tariffComposition, tariffCompositionError } from '@domain/insights/explain/composition';
import { DEMO_TARIFFS } from '../../cms/src/seed/demo-tariffs';

const parts = (lines: ReturnType<typeof computeBill>['lines']) =>
  tariffComposition(lines).parts.map((p) => [p.kind === 'TAX' ? p.title : p.kind, p.amountCents]);

const c = (gasPerM3: string, transportPerM3: string, marginPerM3: string, recoveryPerM3: string) => ({
  gasPerM3,
  transportPerM3,
  marginPerM3,
  recoveryPerM3,
});

const TWO_TIERS: Tariff = {
  id: 'T',
  name: 'Residencial com composição',
  tariffClass: 'RESIDENCIAL',
  validFrom: '2025-01-01',
  validTo: null,
  fixedPerMonth: '20',
  tiers: [
    { label: '1ª faixa', upToM3: '10', pricePerM3: '5.000000', components: c('2.000000', '0.500000', '2.300000', '0.200000') },
    { label: '2ª faixa', upToM3: null, pricePerM3: '4.000000', components: c('2.000000', '0.500000', '1.400000', '0.100000') },
  ],
  taxes: [{ name: 'ICMS', ratePercent: '12', inside: true }],
};

const oneTier = (pricePerM3: string, components: ReturnType<typeof c>): Tariff => ({
  ...TWO_TIERS,
  fixedPerMonth: '0',
  taxes: [],
  tiers: [{ label: 'Faixa única', upToM3: null, pricePerM3, components }],
});

const december = (correctedM3: string, tariffs: Tariff[]) =>
  computeBill({ tariffClass: 'RESIDENCIAL', periodStart: '2025-12-01', periodEnd: '2025-12-31', correctedM3, tariffs });

describe('tariffComposition', () => {
  it('splits two tiers into gas, transport, margin and recovery, then the fixed part and ICMS, adding up to the total (125,00)', () => {
    // 20 m³: 10 × 5,00 + 10 × 4,00 = 90,00; fixed 20,00; ICMS 110,00 × 12 ÷ 88 = 15,00; total 125,00.
    const bill = december('20', [TWO_TIERS]);
    expect(bill.totalCents).toBe(12_500);
    // gas 20 × 2,00 = 40,00; transport 20 × 0,50 = 10,00; margin 10 × 2,30 + 10 × 1,40 = 37,00; recovery 10 × 0,20 + 10 × 0,10 = 3,00.
    expect(parts(bill.lines)).toEqual([
      ['GAS', 4000],
      ['TRANSPORT', 1000],
      ['MARGIN', 3700],
      ['RECOVERY', 300],
      ['FIXED', 2000],
      ['ICMS', 1500],
    ]);
    const composition = tariffComposition(bill.lines);
    expect(composition).toMatchObject({ available: true, reason: null, consumptionCents: 9000 });
    expect(composition.parts.map((p) => p.title)).toEqual([
      'Gás natural (molécula)',
      'Transporte do gás',
      'Margem da distribuidora',
      'Recuperação das contas gráficas',
      'Parte fixa',
      'ICMS',
    ]);
    expect(composition.parts[3]!.sentence).toContain('nesta fatura, um acréscimo.');
  });

  it('gives the cent that rounding each part alone would lose to the largest remainder (1 m³ × R$ 1,00 = 0,33 + 0,33 + 0,34)', () => {
    // Exact: 33,3333 + 33,3333 + 33,3334 + 0 cents; each rounded alone would make 99 cents of a 100-cent charge.
    const bill = december('1', [oneTier('1.000000', c('0.333333', '0.333333', '0.333334', '0'))]);
    expect(bill.totalCents).toBe(100);
    expect(parts(bill.lines)).toEqual([
      ['GAS', 33],
      ['TRANSPORT', 33],
      ['MARGIN', 34],
      ['RECOVERY', 0],
    ]);
    expect(tariffComposition(bill.lines).parts[3]!.sentence).toContain('nesta fatura, não há valor a acertar.');
  });

  it('shows a negative conta-gráfica recovery as a discount (3 m³ × R$ 2,00: 4,51 + 1,20 + 0,30 − 0,01)', () => {
    // Exact: gas 3 × 1,503333 = 450,9999 cents; transport 120; margin 30; recovery 3 × −0,003333 = −0,9999 cents.
    // Whole cents 450 + 120 + 30 − 1 = 599; the cent left goes to the largest fraction, the gas's 0,9999.
    const bill = december('3', [oneTier('2.000000', c('1.503333', '0.400000', '0.100000', '-0.003333'))]);
    expect(bill.totalCents).toBe(600);
    expect(parts(bill.lines)).toEqual([
      ['GAS', 451],
      ['TRANSPORT', 120],
      ['MARGIN', 30],
      ['RECOVERY', -1],
    ]);
    expect(tariffComposition(bill.lines).parts[3]!.sentence).toContain('nesta fatura, um desconto.');
  });

  it('adds up across a tariff change inside the period (7 m³, 19 days of A and 11 of B: 8,09 + 2,10 + 11,27 + 0,31 = 21,77)', () => {
    const A = { ...oneTier('3.000000', c('1.100000', '0.300000', '1.500000', '0.100000')), id: 'A', validTo: '2026-01-20' };
    const B = { ...oneTier('3.300000', c('1.250000', '0.300000', '1.800000', '-0.050000')), id: 'B', validFrom: '2026-01-21' };
    const bill = computeBill({
      tariffClass: 'RESIDENCIAL',
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
      correctedM3: '7',
      tariffs: [A, B],
    });
    // Lines: 7 × 3,00 × 19/30 = 13,30 and 7 × 3,30 × 11/30 = 8,47: 21,77.
    expect(bill.lines.map((l) => l.amountCents)).toEqual([1330, 847]);
    // gas (7 × 1,10 × 19 + 7 × 1,25 × 11) ÷ 30 = 8,085; transport 2,10; margin (7 × 1,50 × 19 + 7 × 1,80 × 11) ÷ 30 = 11,27;
    // recovery (7 × 0,10 × 19 − 7 × 0,05 × 11) ÷ 30 = 0,315. Whole cents 808 + 210 + 1127 + 31 = 2176: the cent left
    // goes to the tie of 0,5 between gas and recovery in the order gas, transport, margin, recovery.
    expect(parts(bill.lines)).toEqual([
      ['GAS', 809],
      ['TRANSPORT', 210],
      ['MARGIN', 1127],
      ['RECOVERY', 31],
    ]);
  });

  it('always adds the four parts up to the consumption charge and all parts up to the total, whatever the volume and change day', () => {
    const A: Tariff = {
      ...TWO_TIERS,
      id: 'A',
      validTo: '2026-01-20',
      taxes: [
        { name: 'ICMS', ratePercent: '12', inside: true },
        { name: 'PIS', ratePercent: '1.65', inside: true },
        { name: 'COFINS', ratePercent: '7.6', inside: true },
      ],
    };
    const B: Tariff = {
      ...A,
      id: 'B',
      validFrom: '2026-01-21',
      validTo: null,
      tiers: [
        { label: '1ª faixa', upToM3: '10', pricePerM3: '5.123457', components: c('2.111111', '0.533333', '2.500013', '-0.021000') },
        { label: '2ª faixa', upToM3: null, pricePerM3: '4.317771', components: c('2.111111', '0.533333', '1.694327', '-0.021000') },
      ],
    };
    let checked = 0;
    for (const correctedM3 of ['0.001', '3.333', '9.999', '10.001', '27.777', '123.457'])
      for (const periodEnd of ['2026-01-21', '2026-01-24', '2026-02-06']) {
        const bill = computeBill({ tariffClass: 'RESIDENCIAL', periodStart: '2026-01-03', periodEnd, correctedM3, tariffs: [A, B] });
        const composition = tariffComposition(bill.lines);
        const tierCents = bill.lines.filter((l) => l.kind === 'TIER').reduce((s, l) => s + l.amountCents, 0);
        expect(composition.parts.slice(0, 4).reduce((s, p) => s + p.amountCents, 0)).toBe(tierCents);
        expect(composition.parts.reduce((s, p) => s + p.amountCents, 0)).toBe(bill.totalCents);
        // ICMS, PIS and COFINS each one part, even when two tariffs charged them.
        expect(composition.parts.filter((p) => p.kind === 'TAX').map((p) => p.title)).toEqual(['ICMS', 'PIS', 'COFINS']);
        checked++;
      }
    expect(checked).toBe(18);
  });

  it('keeps the other lines of the bill as one part, so the parts still add up to the total', () => {
    const bill = computeBill({
      tariffClass: 'RESIDENCIAL',
      periodStart: '2025-12-01',
      periodEnd: '2025-12-31',
      correctedM3: '20',
      tariffs: [TWO_TIERS],
      otherItems: [
        { kind: 'FINE', amountCents: 250 },
        { kind: 'CREDIT', amountCents: 100 },
      ],
    });
    // 125,00 + 2,50 − 1,00 = 126,50
    expect(bill.totalCents).toBe(12_650);
    expect(tariffComposition(bill.lines).parts.at(-1)).toMatchObject({ kind: 'OTHER', title: 'Outros itens da fatura', amountCents: 150 });
  });

  it('is not shown for a tariff kept without the components, and says why', () => {
    const plain: Tariff = { ...TWO_TIERS, tiers: TWO_TIERS.tiers.map(({ components: _c, ...tier }) => tier) };
    // A component written past the schema (not a number) hides the composition instead of failing the bill.
    const broken: Tariff = {
      ...TWO_TIERS,
      tiers: [{ ...TWO_TIERS.tiers[0]!, components: c('x', '0.5', '2.3', '0.2') }, TWO_TIERS.tiers[1]!],
    };
    expect(tariffComposition(december('20', [broken]).lines).available).toBe(false);
    expect(tariffComposition(december('20', [plain]).lines)).toEqual({
      available: false,
      reason:
        'A tarifa desta fatura foi cadastrada sem a divisão do preço do gás entre molécula, transporte, margem da distribuidora e contas gráficas; por isso não é possível mostrar quanto foi pago por item.',
      consumptionCents: 9000,
      parts: [],
    });
  });
});

describe('tariffCompositionError (the admin refuses components that do not add up to the tier price)', () => {
  const tier = (pricePerM3: string, parts?: ReturnType<typeof c>) => ({ label: '1ª faixa', pricePerM3, ...(parts ?? {}) });

  it('accepts a tariff without components, and components that add up exactly, a negative or zero recovery included', () => {
    expect(tariffCompositionError([tier('5'), { label: '2ª faixa', pricePerM3: '4', gasPerM3: '', marginPerM3: null }])).toBeNull();
    expect(tariffCompositionError([tier('5.000000', c('2.1', '0.5', '2.45', '-0.05')), tier('4', c('2', '0.5', '1.5', '0'))])).toBeNull();
  });

  it('refuses components whose sum differs from the tier price, saying both sums', () => {
    expect(tariffCompositionError([tier('5.000000', c('2', '0.5', '2.3', '0.1'))])).toBe(
      'Faixa "1ª faixa": gás + transporte + margem da distribuidora + recuperação das contas gráficas somam R$ 4,900000 por m³, mas o preço da faixa é R$ 5,000000. As parcelas precisam somar exatamente o preço por m³ sem tributos.',
    );
    // One millionth off is off.
    expect(tariffCompositionError([tier('5', c('2', '0.5', '2.3', '0.200001'))])).toContain('somam R$ 5,000001 por m³');
  });

  it('refuses a tier with only some components, tiers with and without them, and a negative gas price', () => {
    expect(tariffCompositionError([{ label: '1ª faixa', pricePerM3: '5', gasPerM3: '2', transportPerM3: '0.5' }])).toBe(
      'Faixa "1ª faixa": preencha as quatro parcelas do preço (gás, transporte, margem da distribuidora e recuperação das contas gráficas) ou deixe as quatro vazias.',
    );
    expect(tariffCompositionError([tier('5', c('2', '0.5', '2.3', '0.2')), { label: '2ª faixa', pricePerM3: '4' }])).toBe(
      'Faixa "2ª faixa": preencha as parcelas do preço (gás, transporte, margem da distribuidora e recuperação das contas gráficas) em todas as faixas da tarifa, ou em nenhuma.',
    );
    expect(tariffCompositionError([tier('5', c('-1', '0.5', '5.3', '0.2'))])).toBe(
      'Faixa "1ª faixa": a parcela "gás (molécula)" precisa ser um número não negativo com até 6 casas decimais, com ponto: 2.123456.',
    );
  });
});

describe('the demo tariffs', () => {
  it('split every tier price into gas, transport, margin and recovery that add up to it, the margin positive', () => {
    expect(DEMO_TARIFFS.length).toBe(12);
    for (const tariff of DEMO_TARIFFS) {
      expect(tariffCompositionError(tariff.tiers.map((t) => ({ ...t, ...t.components }))), tariff.id).toBeNull();
      for (const tier of tariff.tiers) expect(Number(tier.components!.marginPerM3), tariff.id).toBeGreaterThan(0);
    }
    // The 2025 version returns a conta-gráfica balance to the users (negative recovery).
    expect(DEMO_TARIFFS.find((t) => t.id === 'RESIDENCIAL-2025')!.tiers[0]!.components).toEqual({
      gasPerM3: '2.194500',
      transportPerM3: '0.574750',
      marginPerM3: '5.526250',
      recoveryPerM3: '-0.040000',
    });
  });
});
