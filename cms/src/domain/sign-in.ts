/**
 * The sign-in body's own check (PORTAL-API.md §2.1): the e-mail and the password are both
 * required, each with the catalogue's 'Este campo é obrigatório'; everything else (captcha,
 * credentials) needs the server. `{ field: message }`, empty when both are there.
 */
import { normalizeEmail } from './email';
import { ACCESS_MESSAGES } from './messages';

export function signInErrors(body: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!normalizeEmail(body.email)) fields.email = ACCESS_MESSAGES.required;
  if (typeof body.password !== 'string' || !body.password) fields.password = ACCESS_MESSAGES.required;
  return fields;
}
