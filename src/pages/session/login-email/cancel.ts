/**
 * /session/login-email/cancel?t=<token>&email=<old address> — the link e-mailed to the **old**
 * address when a login e-mail change is asked (PORTAL-API.md §11b). Opening the link changes
 * nothing (mail scanners open links too): GET answers a page whose button posts the form back
 * here; POST calls the CMS's `PATCH /api/user/login/cancel` and lands on the login page with
 * `?emailChange=cancelled` (the pending change voided), `reverted` (a confirmed change undone:
 * sessions ended, create-password link sent) or `invalid` (expired, used or altered link).
 * The GET is opened from a mail client (cross-site): its single-use token is the proof, like the
 * confirmation link's. The POST is a page entry of same-origin.ts (the form of this page).
 */
import type { APIRoute } from 'astro';
import { cmsJson } from '../../../lib/cms-server';
import { guard } from '../../../lib/endpoint';

export const prerender = false;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export const GET: APIRoute = ({ url }) => {
  const token = (url.searchParams.get('t') ?? '').slice(0, 200);
  const email = (url.searchParams.get('email') ?? '').slice(0, 320);
  const html = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Cancelar a troca do e-mail de login - Necta Gás Natural</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2933;max-width:40rem;margin:2rem auto;padding:0 1rem">
<main>
<h1>Cancelar a troca do e-mail de login</h1>
<p>Você pediu para cancelar a troca do e-mail de login da conta <strong>${escapeHtml(email)}</strong>. Se a troca já tiver sido confirmada, o login volta para este endereço, todas as sessões da conta são encerradas e enviamos um link para criar uma nova senha.</p>
<form method="post" action="/session/login-email/cancel">
<input type="hidden" name="t" value="${escapeHtml(token)}">
<input type="hidden" name="email" value="${escapeHtml(email)}">
<button type="submit" style="padding:12px 20px;background:#00507a;color:#fff;border:0;border-radius:6px;font-size:1rem">Cancelar a troca</button>
</form>
</main>
</body>
</html>`;
  return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
};

export const POST: APIRoute = async (ctx) => {
  const refused = guard(ctx);
  if (refused) return refused;
  const form = await ctx.request.formData().catch(() => null);
  const token = form?.get('t');
  const email = form?.get('email');
  let outcome = 'invalid';
  if (typeof token === 'string' && token && typeof email === 'string' && email) {
    try {
      const res = await cmsJson<{ success?: boolean; reverted?: boolean }>(ctx, 'PATCH', 'user/login/cancel', { token, email });
      if (res.status === 200 && res.body?.success) outcome = res.body.reverted ? 'reverted' : 'cancelled';
    } catch (error) {
      console.error('[session/login-email/cancel] CMS unreachable:', (error as Error).message);
    }
  }
  return new Response(null, { status: 303, headers: { location: `/login?emailChange=${outcome}`, 'cache-control': 'no-store' } });
};
