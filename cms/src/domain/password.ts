/**
 * Password rules (spec 04 §5, spec 02 §5). The same minimum everywhere; each form has its own
 * mismatch text in the spec, so the flow picks it.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt only reads the first 72 bytes; longer passwords would silently lose characters. */
export const PASSWORD_MAX_BYTES = 72;

export const PASSWORD_MESSAGES = {
  required: 'Esse campo é obrigatório',
  tooShort: 'Sua senha deve possuir pelo menos 8 caracteres',
  tooLong: 'Sua senha deve possuir no máximo 72 caracteres',
  /** The logged password update asks for the current password (unless opened from an e-mailed link). */
  currentRequired: 'Informe sua senha atual',
  currentWrong: 'A senha atual está incorreta',
  /** A password found in the list of common/breached passwords (checked on the server only). */
  common: 'Esta senha é muito comum ou já apareceu em vazamentos de dados. Escolha outra.',
} as const;

/** Mismatch text of each password form. */
export const PASSWORD_MISMATCH = {
  signUp: 'As senhas não coincidem',
  reset: 'As senhas precisam ser iguais',
  create: 'As senhas não correspondem',
  update: 'Digite sua senha exatamente igual ao campo anterior',
} as const;
export type PasswordFlow = keyof typeof PASSWORD_MISMATCH;

export function passwordError(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0) return PASSWORD_MESSAGES.required;
  if (value.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (new TextEncoder().encode(value).length > PASSWORD_MAX_BYTES) return PASSWORD_MESSAGES.tooLong;
  return null;
}

export interface PasswordPairErrors {
  password?: string;
  confirmation?: string;
}

/** Errors of a password + confirmation pair; empty object when valid. */
export function passwordPairErrors(password: unknown, confirmation: unknown, flow: PasswordFlow): PasswordPairErrors {
  const errors: PasswordPairErrors = {};
  const first = passwordError(password);
  if (first) errors.password = first;
  if (typeof confirmation !== 'string' || confirmation.length === 0) errors.confirmation = PASSWORD_MESSAGES.required;
  else if (confirmation !== password) errors.confirmation = PASSWORD_MISMATCH[flow];
  return errors;
}
