/** The profile forms' valibot schemas (react-hook-form resolver), over the rules of ./rules. */
import * as v from 'valibot';
import { PASSWORD_MESSAGES } from '@domain/password';
import { confirmationError, newEmailError, phoneError, PROFILE_MESSAGES } from './rules';

const registrationObject = v.object({ email: v.string(), emailConfirmation: v.string(), faturaEmail: v.boolean(), telefone: v.string() });
const loginObject = v.object({ email: v.string(), emailConfirmation: v.string() });
type Emails = { email: string; emailConfirmation: string };

const emailMessage = (input: Emails, current: string | null) => newEmailError(input.email, current) ?? PROFILE_MESSAGES.invalidEmail;
const confirmationMessage = (input: Emails) =>
  confirmationError(input.emailConfirmation, input.email) ?? PROFILE_MESSAGES.confirmationMismatch;

/** 'Dados cadastrais': `current` is the registration e-mail on file. */
export const registrationSchema = (current: string | null) =>
  v.pipe(
    registrationObject,
    v.forward(
      v.partialCheck(
        [['email']],
        (i) => !newEmailError(i.email, current),
        (issue) => emailMessage(issue.input as Emails, current),
      ),
      ['email'],
    ),
    v.forward(
      v.partialCheck(
        [['email'], ['emailConfirmation']],
        (i) => !confirmationError(i.emailConfirmation, i.email),
        (issue) => confirmationMessage(issue.input as Emails),
      ),
      ['emailConfirmation'],
    ),
    v.forward(
      v.partialCheck([['telefone']], (i) => !phoneError(i.telefone), PROFILE_MESSAGES.phoneIncomplete),
      ['telefone'],
    ),
  );
export type RegistrationForm = v.InferOutput<typeof registrationObject>;

/** 'Dados de login': `current` is the login e-mail. */
export const loginEmailSchema = (current: string) =>
  v.pipe(
    loginObject,
    v.forward(
      v.partialCheck(
        [['email']],
        (i) => !newEmailError(i.email, current),
        (issue) => emailMessage(issue.input as Emails, current),
      ),
      ['email'],
    ),
    v.forward(
      v.partialCheck(
        [['email'], ['emailConfirmation']],
        (i) => !confirmationError(i.emailConfirmation, i.email),
        (issue) => confirmationMessage(issue.input as Emails),
      ),
      ['emailConfirmation'],
    ),
  );
export type LoginEmailForm = v.InferOutput<typeof loginObject>;

/** The step-up dialog of the login e-mail change: the current password. */
export const reauthSchema = v.object({
  currentPassword: v.pipe(v.string(), v.minLength(1, PASSWORD_MESSAGES.currentRequired)),
});
export type ReauthForm = v.InferOutput<typeof reauthSchema>;
