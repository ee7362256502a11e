/**
 * Exact decimal arithmetic for the bill (docs/insights-explain.md): volumes in litres (3 decimals of
 * m³), prices with up to 6 decimals of R$, rates with up to 4 decimals of %, and every amount a
 * fraction of BigInts until it is rounded to cents, half up, once per line.
 */

/** A non-negative decimal text ('12.345') as an integer scaled by 10^scale; throws on anything else. */
export function scaled(text: string, scale: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new RangeError(`Número decimal inválido: ${text}`);
  const fraction = match[2] ?? '';
  if (fraction.length > scale) throw new RangeError(`Casas decimais demais: ${text}`);
  return BigInt(match[1]! + fraction.padEnd(scale, '0'));
}

/** An integer scaled by 10^scale back to its shortest decimal text ('12.5', '12'). */
export function unscaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** numerator / denominator rounded half away from zero to an integer. */
export function roundDiv(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Divisão por zero');
  if (denominator < 0n) return roundDiv(-numerator, -denominator);
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const q = (2n * n + denominator) / (2n * denominator);
  return negative ? -q : q;
}

/** A BigInt of cents as a safe number. */
export function toCents(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError('Valor fora do intervalo');
  return n;
}

/** Litres (m³ × 1000) of a volume text. */
export const litresOf = (m3: string): bigint => scaled(m3, 3);
/** Millionths of a real of a price text (R$ with up to 6 decimals). */
export const microOf = (reais: string): bigint => scaled(reais, 6);
/** Ten-thousandths of a percent of a rate text ('18', '1.65'). */
export const rateOf = (percent: string): bigint => scaled(percent, 4);
