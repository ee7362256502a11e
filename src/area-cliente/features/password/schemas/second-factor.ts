/** Forms of the second-factor section: password to start, a code to confirm, both to disable. */
import * as v from 'valibot';
import { PASSWORD_MESSAGES } from '@domain/password';
import { SECOND_FACTOR_MESSAGES } from '@domain/second-factor';

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

export const setupSchema = v.object({ password: v.pipe(v.string(), v.nonEmpty(PASSWORD_MESSAGES.currentRequired)) });
export type SetupValues = v.InferOutput<typeof setupSchema>;

export const confirmSchema = v.object({ code: required(SECOND_FACTOR_MESSAGES.codeRequired) });
export type ConfirmValues = v.InferOutput<typeof confirmSchema>;

export const disableSchema = v.object({
  password: v.pipe(v.string(), v.nonEmpty(PASSWORD_MESSAGES.currentRequired)),
  code: required(SECOND_FACTOR_MESSAGES.codeRequired),
});
export type DisableValues = v.InferOutput<typeof disableSchema>;
