/**
 * The FEBRABAN collection barcode ("código de barras de arrecadação") of a utility bill and its
 * 48-digit linha digitável, as the FEBRABAN layout (version 7) defines them:
 *
 *   pos 1     product: 8 (arrecadação)
 *   pos 2     segment: 3 (energia elétrica e gás)
 *   pos 3     value identifier: 6/7 → check digits by modulo 10, 8/9 → by modulo 11
 *             (6 and 8: the value is an effective amount in reais)
 *   pos 4     general check digit, over the other 43 digits
 *   pos 5–15  the value in cents, 11 digits
 *   pos 16–19 the company's identification (FEBRABAN code), 4 digits
 *   pos 20–44 free field of the company, 25 digits
 *
 * The linha digitável is the barcode in four blocks of 11 digits, each followed by its own check
 * digit computed with the same modulo. Pure functions: no I/O, no dates.
 */

export type ValueIdentifier = 6 | 7 | 8 | 9;

export const COLLECTION_PRODUCT = 8;
export const SEGMENT_ENERGY_AND_GAS = 3;

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Modulo 10 check digit: weights 2,1,2,1… from the right, products' digits summed. */
export function modulo10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? Math.floor(product / 10) + (product % 10) : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** Modulo 11 check digit of arrecadação: weights 2…9 from the right; remainders 0 and 1 give 0. */
export function modulo11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest === 0 || rest === 1 ? 0 : 11 - rest;
}

function checkDigitFor(identifier: number): (digits: string) => number {
  if (identifier === 6 || identifier === 7) return modulo10;
  if (identifier === 8 || identifier === 9) return modulo11;
  throw new RangeError(`Identificador de valor inválido: ${identifier}`);
}

export interface CollectionBarcodeInput {
  /** Amount in integer cents (0 … 99 999 999 999). */
  amountCents: number;
  /** The company's FEBRABAN identification, 4 digits. */
  companyId: string;
  /** The company's free field, up to 25 digits (left-padded with zeros). */
  freeField: string;
  segment?: number;
  valueIdentifier?: ValueIdentifier;
}

/** The 44-digit barcode. */
export function collectionBarcode(input: CollectionBarcodeInput): string {
  const { amountCents, segment = SEGMENT_ENERGY_AND_GAS, valueIdentifier = 6 } = input;
  if (!Number.isSafeInteger(amountCents) || amountCents < 0 || amountCents > 99_999_999_999)
    throw new RangeError('Valor fora do intervalo do código de barras');
  const companyId = digitsOnly(input.companyId);
  const freeField = digitsOnly(input.freeField);
  if (companyId.length !== 4) throw new RangeError('A identificação da empresa tem 4 dígitos');
  if (freeField.length > 25) throw new RangeError('O campo livre tem no máximo 25 dígitos');
  const head = `${COLLECTION_PRODUCT}${segment}${valueIdentifier}`;
  const tail = `${String(amountCents).padStart(11, '0')}${companyId}${freeField.padStart(25, '0')}`;
  const dv = checkDigitFor(valueIdentifier)(head + tail);
  return `${head}${dv}${tail}`;
}

/** True when a 44-digit string is a collection barcode whose general check digit is right. */
export function isValidCollectionBarcode(barcode: string): boolean {
  if (!/^8\d{43}$/.test(barcode)) return false;
  const identifier = Number(barcode[2]);
  if (identifier < 6) return false;
  return checkDigitFor(identifier)(barcode.slice(0, 3) + barcode.slice(4)) === Number(barcode[3]);
}

/** The 48-digit linha digitável: four blocks of 11 digits, each followed by its check digit. */
export function typeableLine(barcode: string): string {
  if (!isValidCollectionBarcode(barcode)) throw new RangeError('Código de barras de arrecadação inválido');
  const dv = checkDigitFor(Number(barcode[2]));
  return [0, 1, 2, 3]
    .map((i) => barcode.slice(i * 11, i * 11 + 11))
    .map((block) => `${block}${dv(block)}`)
    .join('');
}

/** The linha digitável as printed on the bill: `84670000000-9 10991042202-0 …`. */
export function formatTypeableLine(line: string): string {
  return [0, 1, 2, 3].map((i) => `${line.slice(i * 12, i * 12 + 11)}-${line.slice(i * 12 + 11, i * 12 + 12)}`).join(' ');
}

/** Back from a typed line to the barcode, refusing any block whose check digit is wrong. */
export function barcodeFromTypeableLine(typed: string): string | null {
  const line = digitsOnly(typed);
  if (line.length !== 48 || line[0] !== '8') return null;
  const identifier = Number(line[2]);
  if (identifier < 6) return null;
  const dv = checkDigitFor(identifier);
  const blocks = [0, 1, 2, 3].map((i) => line.slice(i * 12, i * 12 + 12));
  if (blocks.some((b) => dv(b.slice(0, 11)) !== Number(b[11]))) return null;
  const barcode = blocks.map((b) => b.slice(0, 11)).join('');
  return isValidCollectionBarcode(barcode) ? barcode : null;
}
