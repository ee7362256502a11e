/** Request-field checks built on the shared domain rules; each throws a 400 with field errors. */
import { codeAndDocumentErrors } from '../../domain/code-and-document';
import { normalizeDocument } from '../../domain/cpf-cnpj';
import { normalizeConsumerCode } from '../../domain/consumer-code';
import { passwordPairFields } from '../../domain/common-passwords';
import { PASSWORD_MESSAGES, type PasswordFlow } from '../../domain/password';
import { badRequest, stringField, type FieldErrors } from './http';

/** Throws a 400 whose message is the first field error, when there is any. */
export function throwIfErrors(fields: FieldErrors): void {
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
}

/**
 * A password pair from the body under the given field names. The field error is the form's
 * text; `mismatchMessage` replaces the top-level message of a mismatch when the spec's toast
 * differs from the field text (logged password update, spec 02 §5).
 */
export function checkPasswordPair(
  body: Record<string, unknown>,
  names: { password: string; confirmation: string },
  flow: PasswordFlow,
  mismatchMessage?: string,
): string {
  const fields: FieldErrors = passwordPairFields(body, names, flow);
  const passwordError = fields[names.password];
  const confirmationError = fields[names.confirmation];
  if (passwordError) throw badRequest(passwordError, fields);
  if (confirmationError) {
    const mismatch = confirmationError !== PASSWORD_MESSAGES.required;
    throw badRequest(mismatch && mismatchMessage ? mismatchMessage : confirmationError, fields);
  }
  return body[names.password] as string;
}

/** Consumer code + CPF/CNPJ pair (sign-up, additional data, simplified invoice). */
export function checkCodeAndDocument(
  body: Record<string, unknown>,
  names = { code: 'consumerCod', document: 'cpfcnpj' },
): { consumerCode: string; cpfCnpj: string } {
  throwIfErrors(codeAndDocumentErrors(body, names));
  return {
    consumerCode: normalizeConsumerCode(stringField(body, names.code)),
    cpfCnpj: normalizeDocument(stringField(body, names.document)),
  };
}
