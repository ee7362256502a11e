/** The secondary-user form (spec 02 §5): the server's own rules (`@domain/administration/rules`). */
import * as v from 'valibot';
import { ADMIN_MESSAGES as M } from '@domain/administration/messages';
import { cpfCnpjFieldError } from '@domain/administration/rules';
import { isValidEmail } from '@domain/email';
import { ruleField as ruled } from '~/lib/form-rules';

export const secondaryUserSchema = v.object({
  name: ruled((value) => (value.trim() ? null : M.required)),
  cpfCnpj: ruled(cpfCnpjFieldError),
  email: ruled((value) => (isValidEmail(value) ? null : M.emailInvalid)),
  contracts: v.array(v.string()),
});
export type SecondaryUserValues = v.InferOutput<typeof secondaryUserSchema>;
