/** The e-mail of the send panels (invoice and contract, spec 01 §5). */
import * as v from 'valibot';
import { isValidEmail, normalizeEmail } from '@domain/email';
import { INVOICE_MESSAGES } from '@domain/invoices/messages';

/** The same messages the server answers with (spec 01 §5). */
export const SEND_EMAIL_MESSAGES = { required: INVOICE_MESSAGES.emailRequired, invalid: INVOICE_MESSAGES.emailInvalid } as const;

export const sendEmailSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(SEND_EMAIL_MESSAGES.required),
    v.check((value) => isValidEmail(value), SEND_EMAIL_MESSAGES.invalid),
    v.transform((value: string) => normalizeEmail(value)),
  ),
});

export type SendEmailValues = v.InferInput<typeof sendEmailSchema>;

/** The field's message for a value, or null when it is valid (the send button follows it). */
export function sendEmailError(value: string): string | null {
  const result = v.safeParse(sendEmailSchema, { email: value });
  return result.success ? null : (result.issues[0]?.message ?? SEND_EMAIL_MESSAGES.invalid);
}
