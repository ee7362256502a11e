/**
 * E-mail rules shared by the login, sign-up and profile forms and by the server.
 * The pattern is deliberately simple (spec 04 §5: "matches a simple pattern").
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_MESSAGES = {
  invalidFormat: 'Digite um formato de email válido',
  confirmationMismatch: 'Digite seu e-mail exatamente igual ao campo anterior',
  invalidProfile: 'E-mail inválido',
  checkEmail: 'Por favor, verifique se o e-mail inserido está correto',
} as const;

/** Input is compared and stored lowercased and trimmed (spec 01 §5). */
export function normalizeEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

export function isValidEmail(value: unknown): boolean {
  const email = normalizeEmail(value);
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/**
 * Hides most of the local part so the forgot-password answer confirms where the link went
 * without disclosing the address: "cliente@demo.test" → "cl*****@demo.test".
 */
export function maskEmail(value: string): string {
  const email = normalizeEmail(value);
  const at = email.indexOf('@');
  if (at < 1) return email;
  const local = email.slice(0, at);
  const visible = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${visible}${'*'.repeat(Math.max(local.length - visible.length, 3))}${email.slice(at)}`;
}
