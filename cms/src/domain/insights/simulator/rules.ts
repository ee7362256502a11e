/**
 * The tariff simulator of the public site (issue 25 §4; docs/insights-simulator.md): the monthly
 * volume the visitor types or adds up from typical appliances, and what the same energy would
 * cost with LPG cylinders (P13) and an electric shower at the prices the editors set. Exact
 * integers (litres, cents, BigInt); the bill itself is `computeBill` of ../explain. Pure.
 */

/** Natural gas: 9,400 kcal per m³ (the superior calorific value the São Paulo tariffs refer to). */
export const NATURAL_GAS_KCAL_PER_M3 = 9_400;
/** LPG: 11,500 kcal per kg (Sindigás's table, as the LPG distributors print it). */
export const LPG_KCAL_PER_KG = 11_500;
/** A P13 cylinder holds 13 kg of LPG. */
export const P13_KG = 13;
/** 1 kWh = 860 kcal (the conventional figure; 859.845 exactly). */
export const KCAL_PER_KWH = 860;

/** The most m³ per month the simulator takes (a large commercial customer is far below). */
export const MAX_M3 = 100_000;

export const SIMULATOR_MESSAGES = {
  volumeRequired: 'Informe o consumo em m³ por mês.',
  volumeInvalid: 'Informe o consumo em m³ com até 3 casas decimais, por exemplo 12,5.',
  volumeTooLarge: `Informe no máximo ${MAX_M3.toLocaleString('pt-BR')} m³ por mês.`,
} as const;

/** "12,5" / "12.5" / "1.234,5" → litres (BigInt), or the message. Up to 3 decimals. */
export function parseM3(text: string): { litres: bigint } | { error: string } {
  const raw = text.trim().replace(/\s/g, '');
  if (!raw) return { error: SIMULATOR_MESSAGES.volumeRequired };
  // pt-BR: "," is the decimal mark and "." groups thousands ("1.234" = 1234); a lone "." with one or
  // two digits after it ("12.5") is read as a decimal mark, as typed on an English keypad.
  const normalized = raw.includes(',')
    ? raw.replace(/\./g, '').replace(',', '.')
    : /^\d+\.\d{1,2}$/.test(raw)
      ? raw
      : raw.replace(/\./g, '');
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(normalized);
  if (!match) return { error: SIMULATOR_MESSAGES.volumeInvalid };
  const litres = BigInt(match[1]!) * 1000n + BigInt((match[2] ?? '').padEnd(3, '0') || '0');
  if (litres > BigInt(MAX_M3) * 1000n) return { error: SIMULATOR_MESSAGES.volumeTooLarge };
  return { litres };
}

/** Litres → "12.5" (the m³ text `computeBill` takes: dot, up to 3 decimals, no trailing zeros). */
export function m3Text(litres: bigint): string {
  const whole = litres / 1000n;
  const frac = (litres % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
}

/** Half-up division of non-negative BigInts. */
const roundDiv = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

/** A price as the editors write it ("110,00", "0.85") → units of 1/10,000 R$; null when not a price. */
export function priceTenThousandths(value: string | number | null | undefined): bigint | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value).trim().replace(',', '.');
  const match = /^(\d{1,7})(?:\.(\d{1,4}))?$/.exec(text);
  if (!match) return null;
  return BigInt(match[1]!) * 10_000n + BigInt((match[2] ?? '').padEnd(4, '0'));
}

export interface Appliance {
  name: string;
  /** Typical m³ per month, as the editors set it. */
  m3PerMonth: string | number;
}

/** The month's litres of the chosen appliances (each chosen once); an appliance with a bad volume counts 0. */
export function appliancesLitres(chosen: readonly Appliance[]): bigint {
  return chosen.reduce((sum, a) => {
    // A number comes from the CMS's decimal field ("3.125" there is three point one, not thousands).
    if (typeof a.m3PerMonth === 'number')
      return Number.isFinite(a.m3PerMonth) && a.m3PerMonth >= 0 ? sum + BigInt(Math.round(a.m3PerMonth * 1000)) : sum;
    const parsed = parseM3(a.m3PerMonth);
    return 'litres' in parsed ? sum + parsed.litres : sum;
  }, 0n);
}

export interface Equivalents {
  /** kcal of the month's gas (whole). */
  kcal: number;
  /** P13 cylinders with the same energy, in hundredths (63 = 0,63). */
  p13Hundredths: number;
  /** Their cost at the editors' price, or null without a price. */
  p13Cents: number | null;
  /** kWh with the same energy, in tenths (1093 = 109,3). */
  kwhTenths: number;
  /** Their cost in an electric shower at the editors' price per kWh, or null without a price. */
  showerCents: number | null;
}

/**
 * The same energy as LPG and electricity (equal efficiency assumed: the energy, not the
 * appliance, is compared; docs/insights-simulator.md): kcal = m³ × 9,400; cylinders = kcal ÷
 * (13 × 11,500); kWh = kcal ÷ 860. Each figure rounded half-up once, from the exact litres.
 */
export function equivalents(litres: bigint, prices: { p13?: string | number | null; kwh?: string | number | null }): Equivalents {
  const kcalTimes1000 = litres * BigInt(NATURAL_GAS_KCAL_PER_M3); // kcal × 1000
  const p13Kcal = BigInt(P13_KG * LPG_KCAL_PER_KG);
  const p13Price = priceTenThousandths(prices.p13);
  const kwhPrice = priceTenThousandths(prices.kwh);
  return {
    kcal: Number(roundDiv(kcalTimes1000, 1000n)),
    p13Hundredths: Number(roundDiv(kcalTimes1000 * 100n, 1000n * p13Kcal)),
    // cents = kcal/p13Kcal × price(1/10,000 R$) ÷ 100
    p13Cents: p13Price === null ? null : Number(roundDiv(kcalTimes1000 * p13Price, 1000n * p13Kcal * 100n)),
    kwhTenths: Number(roundDiv(kcalTimes1000 * 10n, 1000n * BigInt(KCAL_PER_KWH))),
    showerCents: kwhPrice === null ? null : Number(roundDiv(kcalTimes1000 * kwhPrice, 1000n * BigInt(KCAL_PER_KWH) * 100n)),
  };
}

/** "0,63" from hundredths; "109,3" from tenths. */
export const decimalText = (value: number, places: number): string => {
  const text = (value / 10 ** places).toFixed(places);
  return text.replace('.', ',');
};
