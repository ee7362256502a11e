/**
 * The Google sign-in's state: a random secret kept in an httpOnly cookie of the browser that
 * started the flow. The CMS binds the single-use exchange code to its SHA-256, so a code only
 * signs in the browser that asked for it (an attacker cannot log a victim into the attacker's
 * account by sending a link with the attacker's code).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AstroCookies } from 'astro';

export const GOOGLE_STATE_COOKIE = 'necta_google_state';
const TEN_MINUTES = 10 * 60;

export const stateBinding = (state: string) => createHash('sha256').update(state).digest('hex');

export function newGoogleState(cookies: AstroCookies, secure: boolean): string {
  const state = randomBytes(32).toString('base64url');
  cookies.set(GOOGLE_STATE_COOKIE, state, { path: '/login/google', httpOnly: true, sameSite: 'lax', secure, maxAge: TEN_MINUTES });
  return state;
}

/** Reads the state once: the cookie is removed whatever comes next. */
export function takeGoogleState(cookies: AstroCookies): string | null {
  const state = cookies.get(GOOGLE_STATE_COOKIE)?.value ?? null;
  cookies.delete(GOOGLE_STATE_COOKIE, { path: '/login/google' });
  return state && /^[A-Za-z0-9_-]{20,100}$/.test(state) ? state : null;
}
