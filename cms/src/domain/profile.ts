/**
 * Profile rules of spec 01 §2.7 and §5, shared by the profile screen (through `@domain/profile`)
 * and the server (PATCH /api/user/sap/data, GET /api/user/login?newEmail=).
 *
 * - E-mail input is lowercased (and trimmed); the pattern is the shared one of `./email`.
 * - The confirmation must equal the new e-mail; the new e-mail must differ from the current one.
 * - Phone: mask (99) 9 9999-9999; valid only when empty or complete (16 characters). The server
 *   also accepts the 11 digits alone and stores digits only.
 */
import { isValidEmail, normalizeEmail } from './email';

export const PROFILE_MESSAGES = {
  // spec 01 §5
  invalidEmail: 'E-mail inválido',
  confirmationMismatch: 'Digite seu e-mail exatamente igual ao campo anterior',
  sameAsCurrent: 'O novo email deve ser diferente do atual',
  phoneIncomplete: 'Telefone incompleto',
  // spec 01 §8 and §2.8
  updated: 'Dados atualizados com sucesso',
  loginChanged: 'Login alterado com sucesso',
  loginChangeFailed: 'Ocorreu um erro ao alterar o login',
  // server (the spec shows the server's message)
  invoiceByEmailRequired: 'Informe se deseja receber a fatura por e-mail',
  emailTaken: 'Este e-mail já está em uso por outra conta',
  noAccountHolder: 'Este contrato não possui um titular cadastrado no portal',
  ownerOnly: 'Somente o titular da conta pode alterar o e-mail cadastrado',
  // login e-mail change: the step-up re-authentication and the old address's cancel link
  reauthRequired: 'Confirme sua senha atual para trocar o e-mail de login.',
  reauthGoogle: 'Sua conta entra com o Google: entre novamente com o Google e peça a troca em até 5 minutos.',
  reauthDone: 'Senha confirmada',
  loginChangeCancelled: 'Troca do e-mail de login cancelada',
  loginChangeReverted:
    'Troca do e-mail de login desfeita: o login voltou para este endereço e todas as sessões foram encerradas. Enviamos um link para criar uma nova senha.',
} as const;

/**
 * A login e-mail change needs a recent proof of the account's credentials: a sign-in (password
 * or Google) or the current password confirmed (POST /api/user/login/reauth) at most this long
 * before `GET /api/user/login?newEmail=`.
 */
export const LOGIN_EMAIL_REAUTH_MS = 5 * 60 * 1000;

/** True when the session's last proof of the credentials is recent enough for a login change. */
export function recentlyAuthenticated(authenticatedAt: string | Date | null | undefined, nowMs: number): boolean {
  if (!authenticatedAt) return false;
  const at = new Date(authenticatedAt).getTime();
  return Number.isFinite(at) && at <= nowMs + 1000 && nowMs - at <= LOGIN_EMAIL_REAUTH_MS;
}

export const PHONE_MASK = '(99) 9 9999-9999';
export const PHONE_MAX_LENGTH = 16;
export const PHONE_DIGITS = 11;
const MASKED_PHONE = /^\(\d{2}\) \d \d{4}-\d{4}$/;

export const profileEmail = normalizeEmail;

/** Applies the mask (99) 9 9999-9999 to what was typed, as far as it goes (at most 11 digits). */
export function maskPhone(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, PHONE_DIGITS);
  if (!d) return '';
  let out = `(${d.slice(0, 2)}`;
  if (d.length >= 2) out += ')';
  if (d.length > 2) out += ` ${d.slice(2, 3)}`;
  if (d.length > 3) out += ` ${d.slice(3, 7)}`;
  if (d.length > 7) out += `-${d.slice(7, 11)}`;
  return out;
}

/** Digits of a phone the rules accept ('' for an empty phone), or null when it is not valid. */
export function phoneDigits(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return '';
  if (/^\d{11}$/.test(trimmed)) return trimmed;
  return MASKED_PHONE.test(trimmed) ? trimmed.replace(/\D/g, '') : null;
}

/** 'Telefone incompleto' unless the phone is empty or complete. */
export function phoneError(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return PROFILE_MESSAGES.phoneIncomplete;
  return phoneDigits(value) === null ? PROFILE_MESSAGES.phoneIncomplete : null;
}

/**
 * The new e-mail's own error: 'E-mail inválido' for a pattern failure, 'O novo email deve ser
 * diferente do atual' when it is the current one (compared lowercased). `current` may be null.
 */
export function newEmailError(value: unknown, current: string | null | undefined): string | null {
  if (typeof value !== 'string' || !isValidEmail(value)) return PROFILE_MESSAGES.invalidEmail;
  if (current && normalizeEmail(value) === normalizeEmail(current)) return PROFILE_MESSAGES.sameAsCurrent;
  return null;
}

/** The confirmation's error: it must equal the new e-mail (both lowercased). */
export function confirmationError(email: unknown, confirmation: unknown): string | null {
  if (typeof confirmation !== 'string') return PROFILE_MESSAGES.confirmationMismatch;
  return normalizeEmail(confirmation) === normalizeEmail(email) ? null : PROFILE_MESSAGES.confirmationMismatch;
}

export interface ProfileUpdateInput {
  faturaEmail?: unknown;
  telefone?: unknown;
  email?: unknown;
  emailConfirmation?: unknown;
}

/**
 * Field errors of a profile update body (PATCH /api/user/sap/data). `faturaEmail` is required
 * (a boolean); `telefone` is optional (absent: unchanged; '' clears it); the registration e-mail
 * is optional (absent or '': unchanged) and, when given, needs its confirmation.
 */
export function profileUpdateErrors(body: ProfileUpdateInput, currentEmail?: string | null): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof body.faturaEmail !== 'boolean') fields.faturaEmail = PROFILE_MESSAGES.invoiceByEmailRequired;
  const phone = phoneError(body.telefone);
  if (phone) fields.telefone = phone;
  const emailGiven = body.email !== undefined && body.email !== null && body.email !== '';
  if (emailGiven) {
    const error = newEmailError(body.email, currentEmail);
    if (error) fields.email = error;
    else {
      const confirmation = confirmationError(body.email, body.emailConfirmation);
      if (confirmation) fields.emailConfirmation = confirmation;
    }
  }
  return fields;
}

/** Field error of the login e-mail check (GET /api/user/login?newEmail=). */
export function loginEmailError(value: unknown, current: string | null | undefined): string | null {
  return newEmailError(value, current);
}
