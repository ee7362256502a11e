/**
 * Common and breached passwords (ASVS 2.1.7): the "passwords-common" dictionary of
 * @zxcvbn-ts/language-common (~49,000 entries drawn from public breach corpora), bundled with
 * the package — no network call. Pure data, so the request schemas check new passwords with it
 * at the edge. Server-only: the list is large, so the browser never loads it (no client-area
 * module imports this file); the forms learn the verdict from the server's answer.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MESSAGES, passwordPairErrors, type PasswordFlow } from './password';

let list: Set<string> | null = null;

/** True when the password, compared without case, is exactly an entry of the list. */
export function isCommonPassword(password: string): boolean {
  list ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return list.has(password.toLowerCase());
}

/**
 * A new password and its confirmation under the body's field names: the password's error (the
 * shared rules, then the list) and the confirmation's, in that order (empty when both are right).
 */
export function passwordPairFields(
  body: Record<string, unknown>,
  names: { password: string; confirmation: string },
  flow: PasswordFlow,
): Record<string, string> {
  const password = body[names.password];
  const errors = passwordPairErrors(password, body[names.confirmation], flow);
  if (!errors.password && isCommonPassword(password as string)) errors.password = PASSWORD_MESSAGES.common;
  const fields: Record<string, string> = {};
  if (errors.password) fields[names.password] = errors.password;
  if (errors.confirmation) fields[names.confirmation] = errors.confirmation;
  return fields;
}
