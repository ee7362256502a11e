/**
 * Input masks for react-imask. The document rules (lengths, CPF up to 11 digits then CNPJ,
 * letters in the first 12 characters of an alphanumeric CNPJ) are the domain's
 * (`@domain/cpf-cnpj`); these are only the IMask spelling of the same display format as
 * `maskCpfCnpj`, which tests/unit/access-masks.test.ts checks against it.
 */
import { ATTENDANT_CONSUMER_CODE_DIGITS, CONSUMER_CODE_MAX_LENGTH } from '@domain/consumer-code';

/** One IMask pattern with its own placeholder definitions and per-character preparation. */
export interface MaskPattern {
  mask: string;
  definitions?: Record<string, RegExp>;
  prepareChar?: (char: string) => string;
}

/** Mask definition understood by IMask (a pattern string or a list of alternatives). */
export type MaskDefinition = string | MaskPattern[];

/**
 * Placeholder of the CNPJ's first 12 positions: a digit or a letter A-Z (alphanumeric CNPJ,
 * Receita Federal 2026). A pattern string using it gets these definitions from MaskedField.
 */
export const DOCUMENT_CHAR = '#';
export const DOCUMENT_MASK_DEFINITIONS: Record<string, RegExp> = { [DOCUMENT_CHAR]: /[0-9A-Za-z]/ };
/** Letters are shown and sent upper-case. */
export const upperCaseChar = (char: string) => char.toUpperCase();

export const CPF_MASK = '000.000.000-00';
/** CNPJ: 12 digits or letters, then the two numeric check digits (XX.XXX.XXX/XXXX-00). */
export const CNPJ_MASK = '##.###.###/####-00';
/**
 * CPF while up to 11 digits, CNPJ beyond or as soon as a letter is typed: IMask picks the
 * alternative that takes more of what was typed.
 */
export const CPF_CNPJ_MASK: MaskDefinition = [
  { mask: CPF_MASK },
  { mask: CNPJ_MASK, definitions: DOCUMENT_MASK_DEFINITIONS, prepareChar: upperCaseChar },
];
/** Customer code: digits only, up to 12. */
export const CONSUMER_CODE_MASK = '0'.repeat(CONSUMER_CODE_MAX_LENGTH);
/** Customer code in the attendant's contract search: 11 digits. */
export const ATTENDANT_CONSUMER_CODE_MASK = '0'.repeat(ATTENDANT_CONSUMER_CODE_DIGITS);

/**
 * The IMask options of a mask definition: a pattern string that uses the document placeholder
 * (e.g. CNPJ_MASK on its own) gets its definitions and upper-casing.
 */
export function imaskOptions(mask: MaskDefinition): { mask: MaskDefinition } & Omit<MaskPattern, 'mask'> {
  if (typeof mask === 'string' && mask.includes(DOCUMENT_CHAR))
    return { mask, definitions: DOCUMENT_MASK_DEFINITIONS, prepareChar: upperCaseChar };
  return { mask };
}

/** CEP NNNNN-NNN (spec 04 §5, §9). */
export const CEP_MASK = '00000-000';
/** Phone (DD) 9 NNNN-NNNN (spec 04 §5). */
export const PHONE_MASK = '(00) 0 0000-0000';
/** Date dd/MM/yyyy. */
export const DATE_MASK = '00/00/0000';
