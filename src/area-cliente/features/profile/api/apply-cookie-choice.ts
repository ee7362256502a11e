/**
 * POST /cookies (the site's cookie endpoint, not a portal route): applies the account's cookie
 * choices to this browser — the same form the public cookie dialog posts (necessary always;
 * performance and marketing as granted). Best effort: the account's record is already saved.
 */
import type { ConsentView } from '@domain/privacy/types';

export async function applyCookieChoice(consents: ConsentView[]): Promise<void> {
  const form = new FormData();
  form.set('action', 'save');
  form.append('category', 'necessary');
  if (consents.find((c) => c.category === 'cookies-performance')?.granted) form.append('category', 'performance');
  if (consents.find((c) => c.category === 'cookies-marketing')?.granted) form.append('category', 'marketing');
  await fetch('/cookies', { method: 'POST', body: form, credentials: 'same-origin', redirect: 'manual' }).catch(() => undefined);
}
