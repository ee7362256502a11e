/** Password update (spec 02 §5): both required, minimum 8, confirmation equal. */
import * as v from 'valibot';
import { PASSWORD_MESSAGES, PASSWORD_MISMATCH } from '@domain/password';
import { passwordField } from '../../../lib/form-rules';

export const passwordSchema = v.pipe(
  v.object({
    password: passwordField(),
    confirmpassword: v.pipe(v.string(), v.nonEmpty(PASSWORD_MESSAGES.required)),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmpassword']], (i) => i.password === i.confirmpassword, PASSWORD_MISMATCH.update),
    ['confirmpassword'],
  ),
);
export type PasswordValues = v.InferOutput<typeof passwordSchema>;
