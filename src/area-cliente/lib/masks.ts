/**
 * Input masks for react-imask. The digits rules (lengths, CPF up to 11 digits then CNPJ) are
 * the domain's (`@domain/cpf-cnpj`); these are only the IMask spelling of the same display
 * format as `maskCpfCnpj`, which tests/unit/access-masks.test.ts checks against it.
 */
import type { MaskDefinition } from '../components/form';
import { ATTENDANT_CONSUMER_CODE_DIGITS, CONSUMER_CODE_MAX_LENGTH } from '@domain/consumer-code';

export const CPF_MASK = '000.000.000-00';
export const CNPJ_MASK = '00.000.000/0000-00';
/** CPF while up to 11 digits, CNPJ beyond: IMask picks the alternative that fits the digits. */
export const CPF_CNPJ_MASK: MaskDefinition = [{ mask: CPF_MASK }, { mask: CNPJ_MASK }];
/** Customer code: digits only, up to 12. */
export const CONSUMER_CODE_MASK = '0'.repeat(CONSUMER_CODE_MAX_LENGTH);
/** Customer code in the attendant's contract search: 11 digits. */
export const ATTENDANT_CONSUMER_CODE_MASK = '0'.repeat(ATTENDANT_CONSUMER_CODE_DIGITS);
