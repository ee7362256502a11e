/** Money is integer cents everywhere; shown through Intl in pt-BR with the spec's fallback. */
const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'R$ 1.234,56'; anything that is not a whole number of cents shows the fallback 'R$ 0,00'. */
export function formatCents(cents: number | null | undefined): string {
  if (typeof cents !== 'number' || !Number.isSafeInteger(cents)) return BRL.format(0);
  return BRL.format(cents / 100);
}

/** Sum of integer cents, refusing anything that would lose exactness. */
export function sumCents(values: readonly number[]): number {
  const total = values.reduce((sum, v) => {
    if (!Number.isSafeInteger(v)) throw new RangeError('Valor em centavos inválido');
    return sum + v;
  }, 0);
  if (!Number.isSafeInteger(total)) throw new RangeError('Soma fora do intervalo');
  return total;
}
