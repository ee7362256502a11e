/**
 * Valid generated CPF and CNPJ for test data, check digits by the Receita Federal's
 * modulo-11 rule: the numeric documents through the portal's own rule (domain/cpf-cnpj), the
 * alphanumeric CNPJ of Nota Técnica RFB 49/2024 (12 characters 0-9/A-Z, each worth its ASCII
 * code minus 48, then two numeric check digits) through cpf-cnpj-validator, cross-checked by
 * `alphanumericCnpjCheckDigits` below — an independent spelling of the rule kept here as the
 * tests' oracle. The portal accepts alphanumeric CNPJs (domain/cpf-cnpj `isValidCnpj`), so
 * the factories can create customers with one (`document: 'cnpj-alnum'`).
 */
import { randomInt } from 'node:crypto';
import { cnpj as cnpjValidator } from 'cpf-cnpj-validator';
import { cnpjCheckDigits, cpfCheckDigits } from '../../domain/cpf-cnpj';

const randomDigits = (length: number) => Array.from({ length }, () => String(randomInt(10))).join('');

/** An 11-digit CPF with valid check digits (never a repeated-digit sequence). */
export function generateCpf(): string {
  let base = randomDigits(9);
  while (/^(\d)\1*$/.test(base)) base = randomDigits(9);
  return base + cpfCheckDigits(base);
}

/** A 14-digit CNPJ of a head office (branch 0001) with valid check digits. */
export function generateCnpj(): string {
  let root = randomDigits(8);
  while (/^(\d)\1*$/.test(root)) root = randomDigits(8);
  const base = `${root}0001`;
  return base + cnpjCheckDigits(base);
}

const ALNUM = /^[0-9A-Z]{12}$/;
const WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function alnumDigit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (chars.charCodeAt(i) - 48) * weights[i]!;
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * The two check digits of an alphanumeric CNPJ from its first 12 characters (Receita Federal,
 * NT 49/2024): each character counts as its ASCII code minus 48 ('0'..'9' → 0..9, 'A' → 17 …
 * 'Z' → 42), weights 5..2,9..2 and 6..2,9..2, remainder below 2 gives 0. For digits only it
 * is the classic CNPJ rule.
 */
export function alphanumericCnpjCheckDigits(base12: string): string {
  const base = base12.toUpperCase();
  if (!ALNUM.test(base)) throw new RangeError(`Not the 12 characters of a CNPJ: ${base12}`);
  const first = alnumDigit(base, WEIGHTS_1);
  const second = alnumDigit(base + first, WEIGHTS_2);
  return `${first}${second}`;
}

export function isValidAlphanumericCnpj(value: string): boolean {
  const raw = value.toUpperCase().replace(/[./-]/g, '');
  if (!/^[0-9A-Z]{12}\d{2}$/.test(raw) || /^(.)\1*$/.test(raw)) return false;
  return alphanumericCnpjCheckDigits(raw.slice(0, 12)) === raw.slice(12);
}

/** A 14-character alphanumeric CNPJ (at least one letter) with valid check digits. */
export function generateAlphanumericCnpj(): string {
  for (;;) {
    const value = cnpjValidator.generate();
    if (/[A-Z]/.test(value.slice(0, 12)) && isValidAlphanumericCnpj(value)) return value;
  }
}

export type DocumentKind = 'cpf' | 'cnpj' | 'cnpj-alnum';

export function generateDocument(kind: DocumentKind): string {
  if (kind === 'cpf') return generateCpf();
  if (kind === 'cnpj') return generateCnpj();
  return generateAlphanumericCnpj();
}
