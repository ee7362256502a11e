/**
 * Cookie consent chosen in the cookie-settings dialog (a plain HTML form posted to /cookies, so
 * public pages need no JavaScript). The choice lives in a first-party cookie that analytics and
 * marketing code must read before they set anything of their own; it is not httpOnly for that.
 */
import { safeLocalPath } from './local-path';

export const CONSENT_COOKIE = 'necta_cookie_consent';
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

const OPTIONAL = ['performance', 'marketing'] as const;
const CATEGORIES: readonly string[] = ['necessary', ...OPTIONAL];
const ACTIONS = ['save', 'all', 'cancel'] as const;

export interface CookieConsent {
  necessary: true;
  performance: boolean;
  marketing: boolean;
}

export type ConsentChoice = { action: 'cancel' } | { action: 'save' | 'all'; consent: CookieConsent };

/** The dialog's form fields: `action` (the pressed button) and zero or more `category` values. */
export function parseConsentForm(form: FormData): ConsentChoice | null {
  const action = form.get('action');
  if (typeof action !== 'string' || !(ACTIONS as readonly string[]).includes(action)) return null;
  const categories = form.getAll('category');
  if (!categories.every((c) => typeof c === 'string' && CATEGORIES.includes(c))) return null;
  if (action === 'cancel') return { action };
  const all = action === 'all';
  return {
    action: action as 'save' | 'all',
    consent: {
      necessary: true,
      performance: all || categories.includes('performance'),
      marketing: all || categories.includes('marketing'),
    },
  };
}

/** Where to send the visitor back: the Referer's path when it is this site, else the home page. */
export function backPath(referer: string | null, origin: string): string {
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    return url.origin === origin ? safeLocalPath(`${url.pathname}${url.search}`) : '/';
  } catch {
    return '/';
  }
}
