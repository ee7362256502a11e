/**
 * Valibot pieces for the forms, built on the shared domain rules (`@domain/*`): the checks and
 * the messages are the CMS's own, so a form never accepts what the API would refuse.
 */
import * as v from 'valibot';
import { cpfCnpjError } from '@domain/cpf-cnpj';
import { isValidEmail } from '@domain/email';
import { isValidConsumerCode } from '@domain/consumer-code';
import { passwordError } from '@domain/password';

/** Non-empty (after trimming) with the given message. */
export const requiredText = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

/** A text field checked by one of the domain's rules (its message, or null when the value is valid). */
export const ruleField = (rule: (value: string) => string | null | undefined) =>
  v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const error = rule(dataset.value);
      if (error) addIssue({ message: error });
    }),
  );

/** CPF/CNPJ field of spec 04 §5: 'Esse campo é obrigatório', 'CPF inválido', 'CNPJ inválido'. */
export const cpfCnpjField = () => ruleField(cpfCnpjError);

export const emailField = (requiredMessage: string, formatMessage: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.check((value: string) => isValidEmail(value), formatMessage),
  );

export const consumerCodeField = (requiredMessage: string, invalidMessage: string) =>
  v.pipe(
    v.string(),
    v.nonEmpty(requiredMessage),
    v.check((value: string) => isValidConsumerCode(value), invalidMessage),
  );

/** Password with the domain's minimum (and bcrypt's maximum). */
export const passwordField = () =>
  v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const error = passwordError(dataset.value);
      if (error) addIssue({ message: error });
    }),
  );

export const onlyDigits = (value: string) => value.replace(/\D/g, '');
