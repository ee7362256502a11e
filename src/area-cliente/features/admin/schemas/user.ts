/** The platform-user form (spec 02 §5): the same rules the server checks (`@domain/administration/rules`). */
import * as v from 'valibot';
import { ADMIN_MESSAGES as M } from '@domain/administration/messages';
import { cpfCnpjFieldError } from '@domain/administration/rules';
import { isValidEmail } from '@domain/email';
import { ruleField as ruled } from '~/lib/form-rules';

export const userSchema = v.object({
  name: ruled((value) => (value.trim() ? null : M.required)),
  email: ruled((value) => (isValidEmail(value) ? null : M.emailInvalid)),
  cpfCnpj: ruled(cpfCnpjFieldError),
  profile: ruled((value) => (/^\d+$/.test(value) ? null : M.required)),
  role: ruled((value) => (value ? null : M.required)),
  enabled: v.boolean(),
});
export type UserValues = v.InferOutput<typeof userSchema>;
