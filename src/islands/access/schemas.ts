/**
 * Form schemas of the login page (spec 04 §3, §5) on the shared domain rules and messages.
 */
import * as v from 'valibot';
import { SECOND_FACTOR_MESSAGES } from '@domain/second-factor';
import { ACCESS_MESSAGES as M } from '@domain/messages';
import { EMAIL_MESSAGES } from '@domain/email';
import { PASSWORD_MISMATCH } from '@domain/password';
import { consumerCodeField, cpfCnpjField, emailField, passwordField, requiredText } from '~/lib/form-rules';

/** Email sign-in: both fields required with 'Este campo é obrigatório'. */
export const emailSignInSchema = v.object({
  email: requiredText(M.required),
  password: v.pipe(v.string(), v.nonEmpty(M.required)),
  keepConnected: v.boolean(),
});
export type EmailSignInValues = v.InferOutput<typeof emailSignInSchema>;

/** The second step of a staff sign-in: a code of the app or a recovery code. */
export const secondFactorSchema = v.object({ code: requiredText(SECOND_FACTOR_MESSAGES.codeRequired) });
export type SecondFactorValues = v.InferOutput<typeof secondFactorSchema>;

export const signUpSchema = v.pipe(
  v.object({
    name: requiredText(M.fieldRequired),
    email: emailField(M.fieldRequired, EMAIL_MESSAGES.invalidFormat),
    emailConfirmation: v.pipe(v.string(), v.trim(), v.nonEmpty(M.fieldRequired)),
    consumerCod: consumerCodeField(M.fieldRequired, M.fieldRequired),
    cpfCnpj: cpfCnpjField(),
    password: passwordField(),
    confirmPassword: v.pipe(v.string(), v.nonEmpty(M.fieldRequired)),
  }),
  v.forward(
    v.partialCheck(
      [['email'], ['emailConfirmation']],
      (i) => i.email.toLowerCase() === i.emailConfirmation.toLowerCase(),
      EMAIL_MESSAGES.confirmationMismatch,
    ),
    ['emailConfirmation'],
  ),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (i) => i.password === i.confirmPassword, PASSWORD_MISMATCH.signUp),
    ['confirmPassword'],
  ),
);
export type SignUpValues = v.InferOutput<typeof signUpSchema>;

/** Additional data: customer code required, CPF/CNPJ valid. */
export const additionalDataSchema = v.object({
  consumerCod: consumerCodeField(M.fieldRequired, M.fieldRequired),
  cpfcnpj: cpfCnpjField(),
});
export type AdditionalDataValues = v.InferOutput<typeof additionalDataSchema>;

export const forgotPasswordSchema = v.object({ cpfcnpj: cpfCnpjField() });
export type ForgotPasswordValues = v.InferOutput<typeof forgotPasswordSchema>;

/** Reset (query t): the two values equal, 'As senhas precisam ser iguais'. */
export const resetPasswordSchema = v.pipe(
  v.object({ password: passwordField(), confirmpassword: v.pipe(v.string(), v.nonEmpty(M.fieldRequired)) }),
  v.forward(
    v.partialCheck([['password'], ['confirmpassword']], (i) => i.password === i.confirmpassword, PASSWORD_MISMATCH.reset),
    ['confirmpassword'],
  ),
);

/** Create password (/passwordcreate?t=): minimum 8 and 'As senhas não correspondem'. */
export const createPasswordSchema = v.pipe(
  v.object({ password: passwordField(), passwordConfirmation: v.pipe(v.string(), v.nonEmpty(M.fieldRequired)) }),
  v.forward(
    v.partialCheck([['password'], ['passwordConfirmation']], (i) => i.password === i.passwordConfirmation, PASSWORD_MISMATCH.create),
    ['passwordConfirmation'],
  ),
);

/** Simplified-invoice access (spec 04 §3): customer code and CPF/CNPJ, sent as digits. */
export const simplifiedSignInSchema = v.object({
  consumerCod: consumerCodeField(M.fieldRequired, M.fieldRequired),
  cpfcnpj: cpfCnpjField(),
});
export type SimplifiedSignInValues = v.InferOutput<typeof simplifiedSignInSchema>;
