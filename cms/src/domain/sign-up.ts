/**
 * The sign-up form's rules (spec 01 §2, POST /api/auth/user/register), one whole-body rule for
 * the edge schema and the use case: each field's first error, in the form's order. That the
 * e-mail or CPF/CNPJ is free and the code and document name a contract needs the database (use
 * case). Server-only: it uses the common-password list (./common-passwords.ts).
 */
import { codeAndDocumentErrors } from './code-and-document';
import { isCommonPassword } from './common-passwords';
import { EMAIL_MESSAGES, isValidEmail, normalizeEmail } from './email';
import { ACCESS_MESSAGES } from './messages';
import { PASSWORD_MESSAGES, PASSWORD_MISMATCH, passwordError } from './password';

export const SIGN_UP_NAME_MAX = 150;

/** The name as it is stored: trimmed, inner spaces collapsed. */
export const signUpName = (body: Record<string, unknown>): string => {
  const value = body.name;
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  return text.trim().replace(/\s+/g, ' ');
};

export function signUpErrors(body: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  const name = signUpName(body);
  const email = normalizeEmail(body.email);
  if (!name) fields.name = ACCESS_MESSAGES.fieldRequired;
  else if (name.length > SIGN_UP_NAME_MAX) fields.name = 'Nome muito longo';
  if (!email) fields.email = ACCESS_MESSAGES.fieldRequired;
  else if (!isValidEmail(email)) fields.email = EMAIL_MESSAGES.invalidFormat;
  if (body.emailConfirmation !== undefined && normalizeEmail(body.emailConfirmation) !== email)
    fields.emailConfirmation = EMAIL_MESSAGES.confirmationMismatch;
  if (body.provider !== undefined && body.provider !== 'manual') fields.provider = ACCESS_MESSAGES.signUpFailed;
  const pwError = passwordError(body.password) ?? (isCommonPassword(body.password as string) ? PASSWORD_MESSAGES.common : null);
  if (pwError) fields.password = pwError;
  else if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) fields.confirmPassword = PASSWORD_MISMATCH.signUp;
  return { ...fields, ...codeAndDocumentErrors(body) };
}
