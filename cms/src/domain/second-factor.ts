/**
 * Second factor of staff accounts (security review, second round): TOTP of RFC 6238 (SHA-1,
 * 6 digits, 30-second steps — what every authenticator app reads from the QR code), 10
 * single-use recovery codes. Texts and pure rules shared by the server and the client area.
 */
export const TOTP_ISSUER = 'Necta';
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes one sign-in challenge takes before it dies (the password must be typed again). */
export const CHALLENGE_MAX_ATTEMPTS = 5;

export const SECOND_FACTOR_MESSAGES = {
  codeRequired: 'Informe o código de verificação',
  invalidCode: 'Código inválido. Confira o código no aplicativo autenticador e tente novamente.',
  challengeExpired: 'A verificação expirou. Entre novamente com seu e-mail e senha.',
  alreadyEnabled: 'A verificação em duas etapas já está ativa.',
  notEnabled: 'A verificação em duas etapas não está ativa.',
  noPendingSetup: 'Gere um novo QR code para ativar a verificação em duas etapas.',
  staffOnly: 'A verificação em duas etapas é para contas da equipe.',
  enabled: 'Verificação em duas etapas ativada.',
  disabled: 'Verificação em duas etapas desativada.',
  reset: 'Verificação em duas etapas redefinida. No próximo acesso, o usuário cadastra o aplicativo de novo.',
  notConfigured: 'Este usuário não tem verificação em duas etapas ativa.',
  googleRefused: 'Contas da equipe com verificação em duas etapas entram com e-mail e senha.',
} as const;

/** A code as typed: spaces and dashes are ignored ("123 456"). */
export function normalizeTotpCode(value: unknown): string {
  return typeof value === 'string' ? value.replace(/[\s-]/g, '') : '';
}

export const isTotpCodeShape = (code: string) => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code);

/** A recovery code as typed: case and separators do not matter ("ABCDE-12345" = "abcde12345"). */
export function normalizeRecoveryCode(value: unknown): string {
  return typeof value === 'string' ? value.toLowerCase().replace(/[^a-z0-9]/g, '') : '';
}
