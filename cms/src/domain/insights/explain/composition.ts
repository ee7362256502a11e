/**
 * The composition of the tariff (issue 25 §1, Deliberação ARSESP nº 1.151/2021, docs/insights-explain.md
 * "Composição da tarifa"): the bill shows what was paid for each item that composes the tariff —
 * the gas (molecule), its transport, the distributor's margin, the recovery of the "contas
 * gráficas" — and the taxes.
 *
 * Each tier's price per m³ (without taxes) is the sum of its four components (the recovery may be
 * negative or zero); staff keep them in the admin and the server refuses a tier whose components do
 * not add up to its price (`tariffCompositionError`). For a bill, each component's exact amount is
 * the sum over its tier lines of m³ × component price × days in force ÷ days of the period; the
 * consumption charge (the sum of the tier lines, each already rounded to cents) is apportioned
 * among the four by the largest remainder: each gets the whole cents of its share of the charge
 * (charge × exact component ÷ exact sum), and the cents left go one each to the biggest fractions
 * (ties in the order gas, transport, margin, recovery). So the components add up exactly to the
 * consumption charge, and with the fixed part, the taxes and the other lines to the bill's total.
 * Pure: no clock, no I/O.
 */
import type { BillLine } from './bill';

/** The four parts of a tier's price per m³ without taxes, R$ with up to 6 decimals (recovery may be negative). */
export interface TierComponents {
  gasPerM3: string;
  transportPerM3: string;
  marginPerM3: string;
  recoveryPerM3: string;
}

export type ComponentKind = 'GAS' | 'TRANSPORT' | 'MARGIN' | 'RECOVERY';

export const COMPONENT_FIELDS: ReadonlyArray<{ kind: ComponentKind; field: keyof TierComponents }> = [
  { kind: 'GAS', field: 'gasPerM3' },
  { kind: 'TRANSPORT', field: 'transportPerM3' },
  { kind: 'MARGIN', field: 'marginPerM3' },
  { kind: 'RECOVERY', field: 'recoveryPerM3' },
];

export type CompositionPartKind = ComponentKind | 'FIXED' | 'TAX' | 'OTHER';

export interface CompositionPart {
  kind: CompositionPartKind;
  amountCents: number;
  /** TAX: the tax's name (the same tax of two tariffs in force is one part). */
  taxName?: string;
  title: string;
  sentence: string;
}

export interface TariffComposition {
  /** False when a tariff of the bill was kept without the components of its prices. */
  available: boolean;
  /** Why the composition is not shown (designed text), or null. */
  reason: string | null;
  /** The consumption charge: the sum of the tier lines, which the four components add up to. */
  consumptionCents: number;
  /** Gas, transport, margin, recovery, then the fixed part, each tax and the other lines: they add up to the bill's total. */
  parts: CompositionPart[];
}

/** Designed texts (docs/insights-explain.md). */
export const COMPOSITION_TEXTS = {
  unavailable:
    'A tarifa desta fatura foi cadastrada sem a divisão do preço do gás entre molécula, transporte, margem da distribuidora e contas gráficas; por isso não é possível mostrar quanto foi pago por item.',
  titles: {
    GAS: 'Gás natural (molécula)',
    TRANSPORT: 'Transporte do gás',
    MARGIN: 'Margem da distribuidora',
    RECOVERY: 'Recuperação das contas gráficas',
    FIXED: 'Parte fixa',
    OTHER: 'Outros itens da fatura',
  } as Record<Exclude<CompositionPartKind, 'TAX'>, string>,
  sentences: {
    GAS: 'O custo do próprio gás natural, comprado pela Necta dos fornecedores e repassado na tarifa conforme a ARSESP.',
    TRANSPORT: 'O custo de trazer o gás pelos gasodutos de transporte até a rede de distribuição da Necta.',
    MARGIN:
      'O que fica com a Necta para operar, manter e expandir a rede e remunerar seus investimentos, fixado pela ARSESP nas revisões tarifárias.',
    RECOVERY_UP:
      'Acerto da diferença entre o custo do gás e do transporte previsto na tarifa e o efetivamente pago pela Necta, repassado aos usuários como a ARSESP determina; nesta fatura, um acréscimo.',
    RECOVERY_DOWN:
      'Acerto da diferença entre o custo do gás e do transporte previsto na tarifa e o efetivamente pago pela Necta, repassado aos usuários como a ARSESP determina; nesta fatura, um desconto.',
    RECOVERY_ZERO:
      'Acerto da diferença entre o custo do gás e do transporte previsto na tarifa e o efetivamente pago pela Necta; nesta fatura, não há valor a acertar.',
    FIXED: 'O valor mensal fixo da tarifa, o mesmo da linha "Parte fixa" da fatura.',
    TAX: 'Tributo incluído no valor da conta e recolhido pela Necta ao governo.',
    OTHER: 'Parcelas, multa, juros, créditos e outros lançamentos desta fatura, que não fazem parte da tarifa.',
  },
} as const;

const FIELD_NAMES: Record<keyof TierComponents, string> = {
  gasPerM3: 'gás (molécula)',
  transportPerM3: 'transporte',
  marginPerM3: 'margem da distribuidora',
  recoveryPerM3: 'recuperação das contas gráficas',
};

const MICRO = 1_000_000n;
const TARIFF_KINDS = new Set(['TIER', 'FIXED', 'TAX']);

/** A signed decimal text with up to 6 decimals as millionths, or null. */
export function signedMicro(text: string): bigint | null {
  const match = /^(-?)(\d{1,9})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return null;
  const value = BigInt(match[2]!) * MICRO + BigInt((match[3] ?? '').padEnd(6, '0'));
  return match[1] ? -value : value;
}

const price6 = (micro: bigint) => {
  const negative = micro < 0n;
  const abs = negative ? -micro : micro;
  return `${negative ? '−' : ''}R$ ${(abs / MICRO).toLocaleString('pt-BR')},${String(abs % MICRO).padStart(6, '0')}`;
};

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The tier as the admin or the seed writes it: its price and, optionally, the four components. */
export interface TierWithComponents {
  label?: string | null;
  pricePerM3?: unknown;
  gasPerM3?: unknown;
  transportPerM3?: unknown;
  marginPerM3?: unknown;
  recoveryPerM3?: unknown;
}

/**
 * Why a tariff's tiers cannot be saved, in the admin's Portuguese, or null when they can: every
 * tier has the four components or none does, each a number with up to 6 decimals (only the
 * recovery may be negative), and gas + transport + margin + recovery = the tier's price exactly.
 */
export function tariffCompositionError(tiers: readonly TierWithComponents[]): string | null {
  const filled = tiers.map((tier) => COMPONENT_FIELDS.filter(({ field }) => !blank(tier[field])).length);
  if (filled.every((n) => n === 0)) return null;
  for (const [i, tier] of tiers.entries()) {
    const name = `Faixa "${typeof tier.label === 'string' && tier.label.trim() ? tier.label.trim() : `${i + 1}ª`}"`;
    if (filled[i] !== COMPONENT_FIELDS.length)
      return filled.some((n) => n === COMPONENT_FIELDS.length) && filled[i] === 0
        ? `${name}: preencha as parcelas do preço (gás, transporte, margem da distribuidora e recuperação das contas gráficas) em todas as faixas da tarifa, ou em nenhuma.`
        : `${name}: preencha as quatro parcelas do preço (gás, transporte, margem da distribuidora e recuperação das contas gráficas) ou deixe as quatro vazias.`;
    let sum = 0n;
    for (const { field } of COMPONENT_FIELDS) {
      const value = signedMicro(String(tier[field]));
      if (value === null || (value < 0n && field !== 'recoveryPerM3'))
        return field === 'recoveryPerM3'
          ? `${name}: a parcela "${FIELD_NAMES[field]}" precisa ser um número com até 6 casas decimais, com ponto (pode ser negativa ou zero): -0.012345.`
          : `${name}: a parcela "${FIELD_NAMES[field]}" precisa ser um número não negativo com até 6 casas decimais, com ponto: 2.123456.`;
      sum += value;
    }
    const price = blank(tier.pricePerM3) ? null : signedMicro(String(tier.pricePerM3));
    if (price === null) return null; // the tier's own price is the schema's to refuse
    if (sum !== price)
      return `${name}: gás + transporte + margem da distribuidora + recuperação das contas gráficas somam ${price6(sum)} por m³, mas o preço da faixa é ${price6(price)}. As parcelas precisam somar exatamente o preço por m³ sem tributos.`;
  }
  return null;
}

// Exact amounts over one common denominator: litres × micro-reais × days ÷ (10^7 × period's days) = cents.
const litresOf = (m3: string) => {
  const [whole, fraction = ''] = m3.split('.');
  return BigInt(whole!) * 1000n + BigInt(fraction.padEnd(3, '0').slice(0, 3));
};

/** floor(a ÷ b) for b > 0, toward −∞. */
const floorDiv = (a: bigint, b: bigint) => (a >= 0n ? a / b : -((-a + b - 1n) / b));

/**
 * Apportions `total` cents among exact shares (numerators over one denominator) by the largest
 * remainder: each gets the whole cents of total × share ÷ Σ shares, then one cent each to the
 * biggest fractions, ties in the order given. The results add up to `total` exactly.
 */
export function largestRemainder(total: bigint, shares: readonly bigint[]): bigint[] {
  const sum = shares.reduce((s, x) => s + x, 0n);
  if (sum === 0n) {
    if (total !== 0n) throw new RangeError('Nada a repartir');
    return shares.map(() => 0n);
  }
  const sign = sum < 0n ? -1n : 1n;
  const denominator = sum * sign;
  const numerators = shares.map((x) => total * x * sign);
  const floors = numerators.map((n) => floorDiv(n, denominator));
  let left = total - floors.reduce((s, x) => s + x, 0n);
  const order = numerators
    .map((n, i) => ({ i, remainder: n - floors[i]! * denominator }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  const result = [...floors];
  for (const { i } of order) {
    if (left <= 0n) break;
    result[i]! += 1n;
    left -= 1n;
  }
  return result;
}

/**
 * The bill's composition from its lines (`computeBill`'s, plus any adjustment line): available
 * when every tier line carries its tier's components. Its parts add up to the sum of the lines.
 */
export function tariffComposition(lines: ReadonlyArray<Omit<BillLine, 'kind'> & { kind: string }>): TariffComposition {
  const tiers = lines.filter((l) => l.kind === 'TIER');
  const consumptionCents = tiers.reduce((s, l) => s + l.amountCents, 0);
  // A tier without its components (or with one the schema would not have let through) shows none.
  if (tiers.some((l) => !l.components || COMPONENT_FIELDS.some(({ field }) => signedMicro(String(l.components![field])) === null)))
    return { available: false, reason: COMPOSITION_TEXTS.unavailable, consumptionCents, parts: [] };
  const shares = COMPONENT_FIELDS.map(({ field }) =>
    tiers.reduce((s, l) => {
      return s + litresOf(l.m3 ?? '0') * signedMicro(l.components![field])! * BigInt(l.days ?? 1);
    }, 0n),
  );
  // Lines of one bill share the period's days, so m³ × price × days is a common numerator.
  const amounts = largestRemainder(BigInt(consumptionCents), shares);
  const parts: CompositionPart[] = COMPONENT_FIELDS.map(({ kind }, i) => {
    const amountCents = Number(amounts[i]);
    const sentence =
      kind === 'RECOVERY'
        ? amountCents > 0
          ? COMPOSITION_TEXTS.sentences.RECOVERY_UP
          : amountCents < 0
            ? COMPOSITION_TEXTS.sentences.RECOVERY_DOWN
            : COMPOSITION_TEXTS.sentences.RECOVERY_ZERO
        : COMPOSITION_TEXTS.sentences[kind];
    return { kind, amountCents, title: COMPOSITION_TEXTS.titles[kind], sentence };
  });
  const fixed = lines.filter((l) => l.kind === 'FIXED').reduce((s, l) => s + l.amountCents, 0);
  if (fixed !== 0)
    parts.push({ kind: 'FIXED', amountCents: fixed, title: COMPOSITION_TEXTS.titles.FIXED, sentence: COMPOSITION_TEXTS.sentences.FIXED });
  const taxes = new Map<string, number>();
  for (const line of lines.filter((l) => l.kind === 'TAX'))
    taxes.set(line.taxName ?? 'Tributo', (taxes.get(line.taxName ?? 'Tributo') ?? 0) + line.amountCents);
  for (const [taxName, amountCents] of taxes)
    parts.push({ kind: 'TAX', amountCents, taxName, title: taxName, sentence: COMPOSITION_TEXTS.sentences.TAX });
  const other = lines.filter((l) => !TARIFF_KINDS.has(l.kind)).reduce((s, l) => s + l.amountCents, 0);
  if (other !== 0)
    parts.push({ kind: 'OTHER', amountCents: other, title: COMPOSITION_TEXTS.titles.OTHER, sentence: COMPOSITION_TEXTS.sentences.OTHER });
  return { available: true, reason: null, consumptionCents, parts };
}
