/**
 * POST /cookies — the cookie-settings dialog's form. Stores the visitor's choice in the
 * consent cookie and sends them back (303) to the page they were on, so it works without
 * JavaScript on the otherwise static pages.
 */
import type { APIRoute } from 'astro';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_S, backPath, parseConsentForm } from '../lib/cookie-consent';

export const prerender = false;

export const POST: APIRoute = async ({ request, cookies, url }) => {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return new Response('Escolha de cookies inválida.', { status: 400 });
  }
  const choice = parseConsentForm(form);
  if (!choice) return new Response('Escolha de cookies inválida.', { status: 400 });
  if (choice.action !== 'cancel') {
    cookies.set(CONSENT_COOKIE, JSON.stringify({ ...choice.consent, savedAt: new Date().toISOString() }), {
      path: '/',
      maxAge: CONSENT_MAX_AGE_S,
      sameSite: 'lax',
      secure: url.protocol === 'https:',
    });
  }
  return new Response(null, {
    status: 303,
    headers: { location: backPath(request.headers.get('referer'), url.origin), 'cache-control': 'no-store' },
  });
};
