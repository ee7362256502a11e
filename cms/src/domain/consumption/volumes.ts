/**
 * Gas volumes of the industrial programming (spec 03), exact: a volume is a decimal number of
 * m³ with at most 3 decimals, held as an integer count of thousandths of m³ (litres) so sums,
 * comparisons and the QDC tolerance never go through binary floating point.
 */

export const VOLUME_MESSAGES = {
  required: 'Campo obrigatório',
  valueRequired: 'O valor é obrigatório',
  digitsOnly: 'Apenas números ou números com casas decimais',
  invalid: 'Volume inválido',
  negative: 'Volume deve ser maior ou igual a zero',
  exceedsQdc: 'Excedeu o QDC',
} as const;

/** QDC tolerance: a request above QDC + 5 % shows 'Excedeu o QDC'. */
export const QDC_TOLERANCE_PERCENT = 5;

export type Litres = bigint;

export type VolumeParse = { ok: true; litres: Litres } | { ok: false; message: string };

/**
 * Reads a volume as people type it in pt-BR ('1.234,5' — thousand separators dropped, comma
 * decimal) or as the API sends it ('1234.5' or a JSON number). Negative, non-numeric and more
 * than 3 decimals are refused with the spec's texts.
 */
export function parseVolume(value: unknown): VolumeParse {
  if (value === null || value === undefined || value === '') return { ok: false, message: VOLUME_MESSAGES.valueRequired };
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, message: VOLUME_MESSAGES.invalid };
    text = String(value);
    if (/e/i.test(text)) return { ok: false, message: VOLUME_MESSAGES.invalid };
  } else if (typeof value === 'string') {
    text = value.trim();
    if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
    else if (/^\d{1,3}(\.\d{3})+$/.test(text) && (text.match(/\./g) ?? []).length > 1) text = text.replace(/\./g, '');
  } else return { ok: false, message: VOLUME_MESSAGES.invalid };
  if (/^-/.test(text))
    return /^-\d+(\.\d+)?$/.test(text)
      ? { ok: false, message: VOLUME_MESSAGES.negative }
      : { ok: false, message: VOLUME_MESSAGES.digitsOnly };
  const m = /^(\d+)(?:\.(\d{1,3}))?$/.exec(text);
  if (!m) return { ok: false, message: VOLUME_MESSAGES.digitsOnly };
  const litres = BigInt(m[1]!) * 1000n + BigInt((m[2] ?? '').padEnd(3, '0'));
  return { ok: true, litres };
}

/** Back to a decimal text in m³ with '.' ('1234.5'), for storage and the API. */
export function volumeText(litres: Litres): string {
  const negative = litres < 0n;
  const abs = negative ? -litres : litres;
  const whole = abs / 1000n;
  const fraction = String(abs % 1000n)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** pt-BR display: '1.234,5 m³'. */
export function formatVolume(litres: Litres): string {
  const [whole, fraction] = volumeText(litres).split('.');
  const grouped = new Intl.NumberFormat('pt-BR').format(BigInt(whole!));
  return `${grouped}${fraction ? `,${fraction}` : ''} m³`;
}

/** Above QDC + 5 %: 100·v > 105·qdc, in whole litres. */
export function exceedsQdc(volume: Litres, qdc: Litres): boolean {
  return volume * 100n > qdc * BigInt(100 + QDC_TOLERANCE_PERCENT);
}

/** Floored whole percentages of each part in the total (spec 03 §9: "percentages are floored"). */
export function flooredPercentages(parts: readonly Litres[]): number[] {
  const total = parts.reduce((a, b) => a + b, 0n);
  if (total === 0n) return parts.map(() => 0);
  return parts.map((p) => Number((p * 100n) / total));
}
