/**
 * CPF (11 digits) and CNPJ (14 characters): normalisation, check digits, masks and the field
 * messages of spec 04 §5 / spec 02 §5. Framework-free: the CMS validates requests with it and
 * the site validates forms with the same code (alias @domain/cpf-cnpj).
 *
 * Since July 2026 the Receita Federal also issues alphanumeric CNPJs (Nota Técnica Conjunta
 * COCAD/SUARA/RFB nº 49/2024): 12 characters 0-9/A-Z, then two numeric check digits by
 * modulo 11 over each character's value = ASCII code minus 48 ('0'..'9' → 0..9, 'A' → 17 …
 * 'Z' → 42), weights as for the numeric CNPJ. A numeric CNPJ is the special case with digits
 * only. The CNPJ arithmetic is cpf-cnpj-validator's (v2 implements the alphanumeric rule);
 * a CPF stays digits only.
 *
 * Stored form: `normalizeDocument` — digits for a CPF and a numeric CNPJ (as always, so
 * existing documents are found unchanged), digits and upper-case letters for an alphanumeric
 * CNPJ.
 */
import { cnpj as cnpjRule } from 'cpf-cnpj-validator';

export const CPF_LENGTH = 11;
export const CNPJ_LENGTH = 14;
/** The CNPJ's first 12 characters (root + branch), which may hold letters; then 2 check digits. */
export const CNPJ_BASE_LENGTH = 12;
/** Masked lengths: 000.000.000-00 and 00.000.000/0000-00 (XX.XXX.XXX/XXXX-00 with letters). */
export const CPF_MASKED_LENGTH = 14;
export const CNPJ_MASKED_LENGTH = 18;

/** Digits only (customer codes, phones…). For a CPF/CNPJ use `normalizeDocument`. */
export function onlyDigits(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D/g, '') : '';
}

/**
 * A CPF/CNPJ as stored and compared: letters upper-cased, everything but 0-9/A-Z dropped
 * (mask, spaces). Digits-only input gives exactly `onlyDigits`; a letter makes it a CNPJ.
 */
export function normalizeDocument(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number'
    ? String(value)
        .toUpperCase()
        .replace(/[^0-9A-Z]/g, '')
    : '';
}

const hasLetter = (normalized: string) => /[A-Z]/.test(normalized);

/** Modulo-11 check digit of the CPF (remainder < 2 gives 0). */
function mod11Digit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * weights[i]!;
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The two check digits of a CPF, given its first 9 digits. */
export function cpfCheckDigits(base9: string): string {
  const first = mod11Digit(base9, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11Digit(base9 + first, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${first}${second}`;
}

/**
 * The two check digits of a CNPJ, given its first 12 characters (digits, or digits and
 * letters A-Z for an alphanumeric CNPJ; lower case is read as upper case).
 */
export function cnpjCheckDigits(base12: string): string {
  const base = normalizeDocument(base12);
  if (base.length !== CNPJ_BASE_LENGTH) throw new RangeError(`Not the 12 characters of a CNPJ: ${base12}`);
  const first = cnpjRule.verifierDigit(base);
  const second = cnpjRule.verifierDigit(`${base}${first}`);
  return `${first}${second}`;
}

/** Repeated digits (000.000.000-00, 111...) pass the arithmetic but are not real documents. */
const allSame = (digits: string) => /^(\d)\1*$/.test(digits);

export function isValidCpf(value: string): boolean {
  const d = normalizeDocument(value);
  if (d.length !== CPF_LENGTH || hasLetter(d) || allSame(d)) return false;
  return cpfCheckDigits(d.slice(0, 9)) === d.slice(9);
}

/** Numeric or alphanumeric CNPJ, masked or not, any case. */
export function isValidCnpj(value: string): boolean {
  const d = normalizeDocument(value);
  if (d.length !== CNPJ_LENGTH || !/^[0-9A-Z]{12}\d{2}$/.test(d)) return false;
  return cnpjRule.isValid(d);
}

export type DocumentKind = 'CPF' | 'CNPJ';

/** Up to 11 digits is read as a CPF; more, or any letter, as a CNPJ (spec 04 §5). */
export function documentKind(value: string): DocumentKind {
  const d = normalizeDocument(value);
  return d.length <= CPF_LENGTH && !hasLetter(d) ? 'CPF' : 'CNPJ';
}

export function isValidCpfCnpj(value: string): boolean {
  return documentKind(value) === 'CPF' ? isValidCpf(value) : isValidCnpj(value);
}

/**
 * What a masked input keeps of what was typed: 0-9/A-Z upper-cased, letters only in the first
 * 12 positions (the check digits are numeric), at most 14 characters.
 */
function typedDocument(value: string): string {
  let out = '';
  for (const char of normalizeDocument(value)) {
    if (out.length === CNPJ_LENGTH) break;
    if (out.length >= CNPJ_BASE_LENGTH && !/\d/.test(char)) continue;
    out += char;
  }
  return out;
}

/**
 * Progressive mask while typing: 000.000.000-00 up to 11 digits, XX.XXX.XXX/XXXX-00 beyond or
 * as soon as a letter is typed (letters upper-cased).
 */
export function maskCpfCnpj(value: string): string {
  const d = typedDocument(value);
  if (documentKind(d) === 'CPF') {
    return d
      .replace(/^(\d{3})(\d)/, '$1.$2')
      .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
      .replace(/^(\d{3})\.(\d{3})\.(\d{3})(\d)/, '$1.$2.$3-$4');
  }
  return d
    .replace(/^(\w{2})(\w)/, '$1.$2')
    .replace(/^(\w{2})\.(\w{3})(\w)/, '$1.$2.$3')
    .replace(/^(\w{2})\.(\w{3})\.(\w{3})(\w)/, '$1.$2.$3/$4')
    .replace(/^(\w{2})\.(\w{3})\.(\w{3})\/(\w{4})(\d)/, '$1.$2.$3/$4-$5');
}

export function maskCpf(value: string): string {
  return maskCpfCnpj(onlyDigits(value).slice(0, CPF_LENGTH));
}

export function maskCnpj(value: string): string {
  const d = typedDocument(value);
  return documentKind(d) === 'CPF' ? d : maskCpfCnpj(d);
}

/**
 * The CPF/CNPJ as the portal's documents and e-mails print it (LGPD, data minimisation): only a
 * middle part stays, enough for the holder to recognise it and useless for anything else.
 * - CPF: digits 4–9, `***.712.965-**` — the practice of the federal government's publications
 *   (Portal da Transparência, Diário Oficial; LGPD guidance of the ANPD and the CGU).
 * - CNPJ (numeric or alphanumeric, RFB NT 49/2024): characters 3–8 of the root, `**.345.678/****-**`
 *   — the branch number and the check digits, which complete it, are hidden.
 * Anything else (empty, or not a CPF/CNPJ length) is hidden entirely.
 */
export function redactCpfCnpj(value: string | null | undefined): string {
  const d = normalizeDocument(value ?? '');
  if (!d) return '';
  if (d.length === CPF_LENGTH && /^\d+$/.test(d)) return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
  if (d.length === CNPJ_LENGTH) return `**.${d.slice(2, 5)}.${d.slice(5, 8)}/****-**`;
  return '*'.repeat(d.length);
}

export const CPF_CNPJ_MESSAGES = {
  required: 'Esse campo é obrigatório',
  invalidCpf: 'CPF inválido',
  invalidCnpj: 'CNPJ inválido',
} as const;

/**
 * The CPF/CNPJ field rule of spec 04 §5: empty → required; invalid check digits → 'CPF
 * inválido' up to 11 digits or 'CNPJ inválido' from 12 characters (or with a letter). Null
 * when valid.
 */
export function cpfCnpjError(value: string | null | undefined): string | null {
  const d = normalizeDocument(value ?? '');
  if (d.length === 0) return CPF_CNPJ_MESSAGES.required;
  if (documentKind(d) === 'CPF') return isValidCpf(d) ? null : CPF_CNPJ_MESSAGES.invalidCpf;
  return isValidCnpj(d) ? null : CPF_CNPJ_MESSAGES.invalidCnpj;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The CPF/CNPJ of a request by document (forgot password, customer-code help): `cpfcnpj`, or `cpfCnpj`. */
export function requestDocumentOf(body: Record<string, unknown>): string {
  return textOf(body.cpfcnpj) || textOf(body.cpfCnpj);
}

/** The whole check of a request by document (spec 04 §5): `{ cpfcnpj: message }`, empty when valid. */
export function documentRequestErrors(body: Record<string, unknown>): Record<string, string> {
  const error = cpfCnpjError(requestDocumentOf(body));
  return error ? { cpfcnpj: error } : {};
}
