/**
 * The ceiling typed by the customer ("350", "350,00", "1.250,50") in cents; null when empty,
 * undefined when it is not an amount.
 */
export function ceilingCentsOf(text: string): number | null | undefined {
  const value = text.trim().replace(/^R\$\s*/, '');
  if (!value) return null;
  const match = /^(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d{1,2}))?$/.exec(value);
  if (!match) return undefined;
  const cents = Number(match[1]!.replace(/\./g, '')) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents > 0 ? cents : undefined;
}
