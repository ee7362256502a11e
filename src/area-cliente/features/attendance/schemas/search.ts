/**
 * Attendant search (spec 02 §2.7, §5): CPF/CNPJ or customer code, at least one; a CPF/CNPJ
 * that is filled in must be valid.
 */
import * as v from 'valibot';
import { ACCESS_MESSAGES as M } from '@domain/messages';
import { cpfCnpjError, normalizeDocument } from '@domain/cpf-cnpj';
import { isValidConsumerCode } from '@domain/consumer-code';
import { onlyDigits } from '~/lib/form-rules';

export const searchSchema = v.pipe(
  v.object({
    cpfcnpj: v.pipe(
      v.string(),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed || normalizeDocument(dataset.value) === '') return;
        const error = cpfCnpjError(dataset.value);
        if (error) addIssue({ message: error });
      }),
    ),
    consumerCode: v.pipe(
      v.string(),
      v.check((value) => value === '' || isValidConsumerCode(value), M.consumerCodeNotFound),
    ),
  }),
  v.forward(
    v.check((i) => normalizeDocument(i.cpfcnpj) !== '' || onlyDigits(i.consumerCode) !== '', M.searchNeedsOne),
    ['cpfcnpj'],
  ),
);
export type SearchValues = v.InferOutput<typeof searchSchema>;
