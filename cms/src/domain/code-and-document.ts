/**
 * The consumer code + CPF/CNPJ pair (spec 04 §5: sign-up, additional data, simplified invoice):
 * the code is required and digits only (dots, dashes and spaces allowed), the document valid.
 * `{ field: message }` under the body's field names, empty when both are valid.
 */
import { isValidConsumerCode } from './consumer-code';
import { cpfCnpjError } from './cpf-cnpj';
import { ACCESS_MESSAGES } from './messages';

const textOf = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export function codeAndDocumentErrors(
  body: Record<string, unknown>,
  names = { code: 'consumerCod', document: 'cpfcnpj' },
): Record<string, string> {
  const fields: Record<string, string> = {};
  const rawCode = textOf(body[names.code]);
  if (!rawCode.trim()) fields[names.code] = ACCESS_MESSAGES.fieldRequired;
  else if (!isValidConsumerCode(rawCode) || /[^\d\s.-]/.test(rawCode)) fields[names.code] = ACCESS_MESSAGES.invalidCodeOrDocument;
  const documentError = cpfCnpjError(textOf(body[names.document]));
  if (documentError) fields[names.document] = documentError;
  return fields;
}
