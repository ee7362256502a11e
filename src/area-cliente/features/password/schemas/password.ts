/** Password update (spec 02 §5): both required, minimum 8, confirmation equal; plus the current password. */
import * as v from 'valibot';
import { PASSWORD_MESSAGES, PASSWORD_MISMATCH } from '@domain/password';
import { passwordField } from '~/lib/form-rules';

/** `withCurrent`: the screen was not opened from an e-mailed link, so the current password is asked. */
export const passwordSchema = (withCurrent: boolean) =>
  v.pipe(
    v.object({
      currentPassword: withCurrent ? v.pipe(v.string(), v.nonEmpty(PASSWORD_MESSAGES.currentRequired)) : v.string(),
      password: passwordField(),
      confirmpassword: v.pipe(v.string(), v.nonEmpty(PASSWORD_MESSAGES.required)),
    }),
    v.forward(
      v.partialCheck([['password'], ['confirmpassword']], (i) => i.password === i.confirmpassword, PASSWORD_MISMATCH.update),
      ['confirmpassword'],
    ),
  );
export type PasswordValues = v.InferOutput<ReturnType<typeof passwordSchema>>;
