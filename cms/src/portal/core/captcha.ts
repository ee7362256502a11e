/**
 * reCAPTCHA check of the login (spec 04 §5). Only when RECAPTCHA_SECRET is set: local and test
 * installs have no Google keys. Fails closed — a verify service that cannot be reached
 * counts as a failed captcha.
 */
export const DEFAULT_RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export function captchaEnabled(): boolean {
  return Boolean(process.env.RECAPTCHA_SECRET);
}

export async function verifyCaptcha(token: string, remoteIp?: string): Promise<boolean> {
  const secret = process.env.RECAPTCHA_SECRET;
  if (!secret) return true;
  if (!token || token.length > 4000) return false;
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const res = await fetch(process.env.RECAPTCHA_VERIFY_URL || DEFAULT_RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(8000),
    });
    if (!res.ok) return false;
    const result = (await res.json()) as { success?: boolean; score?: number };
    if (result.success !== true) return false;
    // reCAPTCHA v3 answers a score; v2 does not.
    const minScore = Number(process.env.RECAPTCHA_MIN_SCORE ?? '0.5');
    return typeof result.score !== 'number' || result.score >= minScore;
  } catch {
    return false;
  }
}

/** The captcha a public form sent: the body's `captchaToken`, or the `x-captcha-token` header. */
export interface CaptchaAnswer {
  token: string;
  remoteIp: string;
}

/** True when the captcha is off, or the answer passes it. */
export async function captchaPassed(answer: CaptchaAnswer | undefined): Promise<boolean> {
  if (!captchaEnabled()) return true;
  return Boolean(answer) && (await verifyCaptcha(answer!.token, answer!.remoteIp));
}
