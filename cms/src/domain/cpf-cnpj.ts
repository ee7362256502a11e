/**
 * CPF (11 digits) and CNPJ (14 digits): check digits, masks and the field messages of
 * spec 04 §5 / spec 02 §5. Framework-free: the CMS validates requests with it and the site
 * validates forms with the same code (alias @domain/cpf-cnpj).
 */

export const CPF_LENGTH = 11;
export const CNPJ_LENGTH = 14;
/** Masked lengths: 000.000.000-00 and 00.000.000/0000-00. */
export const CPF_MASKED_LENGTH = 14;
export const CNPJ_MASKED_LENGTH = 18;

export function onlyDigits(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D/g, '') : '';
}

/** Modulo-11 check digit used by both documents (remainder < 2 gives 0). */
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

/** The two check digits of a CNPJ, given its first 12 digits. */
export function cnpjCheckDigits(base12: string): string {
  const first = mod11Digit(base12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11Digit(base12 + first, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${first}${second}`;
}

/** Repeated digits (000.000.000-00, 111...) pass the arithmetic but are not real documents. */
const allSame = (digits: string) => /^(\d)\1*$/.test(digits);

export function isValidCpf(value: string): boolean {
  const d = onlyDigits(value);
  if (d.length !== CPF_LENGTH || allSame(d)) return false;
  return cpfCheckDigits(d.slice(0, 9)) === d.slice(9);
}

export function isValidCnpj(value: string): boolean {
  const d = onlyDigits(value);
  if (d.length !== CNPJ_LENGTH || allSame(d)) return false;
  return cnpjCheckDigits(d.slice(0, 12)) === d.slice(12);
}

export function isValidCpfCnpj(value: string): boolean {
  const d = onlyDigits(value);
  return d.length === CPF_LENGTH ? isValidCpf(d) : isValidCnpj(d);
}

export type DocumentKind = 'CPF' | 'CNPJ';

/** Up to 11 digits is read as a CPF, more as a CNPJ (spec 04 §5). */
export function documentKind(value: string): DocumentKind {
  return onlyDigits(value).length <= CPF_LENGTH ? 'CPF' : 'CNPJ';
}

/** Progressive mask while typing: 000.000.000-00 up to 11 digits, 00.000.000/0000-00 beyond. */
export function maskCpfCnpj(value: string): string {
  const d = onlyDigits(value).slice(0, CNPJ_LENGTH);
  if (d.length <= CPF_LENGTH) {
    return d
      .replace(/^(\d{3})(\d)/, '$1.$2')
      .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
      .replace(/^(\d{3})\.(\d{3})\.(\d{3})(\d)/, '$1.$2.$3-$4');
  }
  return d
    .replace(/^(\d{2})(\d)/, '$1.$2')
    .replace(/^(\d{2})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/^(\d{2})\.(\d{3})\.(\d{3})(\d)/, '$1.$2.$3/$4')
    .replace(/^(\d{2})\.(\d{3})\.(\d{3})\/(\d{4})(\d)/, '$1.$2.$3/$4-$5');
}

export function maskCpf(value: string): string {
  return maskCpfCnpj(onlyDigits(value).slice(0, CPF_LENGTH));
}

export function maskCnpj(value: string): string {
  const d = onlyDigits(value).slice(0, CNPJ_LENGTH);
  return d.length <= CPF_LENGTH ? d : maskCpfCnpj(d);
}

export const CPF_CNPJ_MESSAGES = {
  required: 'Esse campo é obrigatório',
  invalidCpf: 'CPF inválido',
  invalidCnpj: 'CNPJ inválido',
} as const;

/**
 * The CPF/CNPJ field rule of spec 04 §5: empty → required; invalid check digits → 'CPF
 * inválido' up to 11 digits or 'CNPJ inválido' from 12 to 14. Null when valid.
 */
export function cpfCnpjError(value: string | null | undefined): string | null {
  const d = onlyDigits(value ?? '');
  if (d.length === 0) return CPF_CNPJ_MESSAGES.required;
  if (d.length <= CPF_LENGTH) return isValidCpf(d) ? null : CPF_CNPJ_MESSAGES.invalidCpf;
  return isValidCnpj(d) ? null : CPF_CNPJ_MESSAGES.invalidCnpj;
}
