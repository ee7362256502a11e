/**
 * The profile rules of spec 01 §5 as the screen applies them while the user types: the rules
 * and messages themselves are the server's (`@domain/profile`); this adds only what a form
 * needs on top — an empty field has no message yet, and the Save enablement rule.
 */
import { normalizeEmail } from '@domain/email';
import {
  PHONE_MAX_LENGTH,
  PROFILE_MESSAGES,
  confirmationError as domainConfirmationError,
  newEmailError as domainNewEmailError,
  phoneError as domainPhoneError,
} from '@domain/profile';

export { PROFILE_MESSAGES };

/** (99) 9 9999-9999 in IMask's spelling (0 = a digit); `@domain/profile` PHONE_MASK is the spec's. */
export const PHONE_INPUT_MASK = '(00) 0 0000-0000';
export const PHONE_LENGTH = PHONE_MAX_LENGTH;

/** Empty, or complete: 'Telefone incompleto' otherwise. */
export function phoneError(masked: string): string | undefined {
  return domainPhoneError(masked) ?? undefined;
}

/** The new e-mail: its pattern, then that it differs from the current one; nothing while empty. */
export function newEmailError(value: string, current: string | null | undefined): string | undefined {
  if (!normalizeEmail(value)) return undefined;
  return domainNewEmailError(value, current) ?? undefined;
}

/** The confirmation: its pattern, then that it equals the new e-mail; nothing while empty. */
export function confirmationError(confirmation: string, value: string): string | undefined {
  if (!normalizeEmail(confirmation)) return undefined;
  if (domainNewEmailError(confirmation, null)) return PROFILE_MESSAGES.invalidEmail;
  return domainConfirmationError(value, confirmation) ?? undefined;
}

export interface RegistrationValues {
  email: string;
  emailConfirmation: string;
  faturaEmail: boolean;
  telefone: string;
}

/**
 * Save is enabled (spec 01 §5) only when no field is in error, no e-mail pair is half filled,
 * and: the phone is complete, or the invoice-by-e-mail preference changed, or a new matching
 * e-mail pair is present.
 */
export function canSaveRegistration(values: RegistrationValues, initial: { faturaEmail: boolean }, current: string | null): boolean {
  if (phoneError(values.telefone) || newEmailError(values.email, current) || confirmationError(values.emailConfirmation, values.email)) {
    return false;
  }
  const email = normalizeEmail(values.email);
  const confirmation = normalizeEmail(values.emailConfirmation);
  if ((email === '') !== (confirmation === '')) return false;
  const pair = email !== '' && email === confirmation;
  return values.telefone.length === PHONE_LENGTH || values.faturaEmail !== initial.faturaEmail || pair;
}

/** The login-e-mail form is valid only when both fields are filled, equal and without errors (spec 01 §5). */
export function canRequestLoginChange(value: string, confirmation: string, current: string | null | undefined): boolean {
  const email = normalizeEmail(value);
  return (
    email !== '' &&
    normalizeEmail(confirmation) !== '' &&
    !newEmailError(value, current) &&
    !confirmationError(confirmation, value) &&
    email === normalizeEmail(confirmation)
  );
}
