/**
 * The EMV® QRCPS-MPM fields a Pix BR Code is made of (Banco Central do Brasil, "Manual de Padrões
 * para Iniciação do Pix"): ID (2 digits), length (2 digits, in characters) and value, written and
 * read; and the text a name or city field may carry. Used by the static Pix of a bill
 * (payment/pix) and the dynamic and composite codes of a charge (collections/pix/brcode).
 */

/** One field: `id`, the value's length in two digits, the value (at most 99 characters). */
export function emvField(id: string, value: string): string {
  const length = [...value].length;
  if (length > 99) throw new RangeError(`Campo ${id} do BR Code passa de 99 caracteres`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/** The fields of a TLV list (ID → value), or null when it is not well formed. */
export function emvFields(payload: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  const chars = [...payload];
  while (at < chars.length) {
    const id = chars.slice(at, at + 2).join('');
    const length = Number(chars.slice(at + 2, at + 4).join(''));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > chars.length) return null;
    fields.set(id, chars.slice(at + 4, at + 4 + length).join(''));
    at += 4 + length;
  }
  return fields;
}

/** Letters without accents (the BR Code's character set), within the field's size (name 25, city 15). */
export function emvText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .trim()
    .slice(0, max);
}
