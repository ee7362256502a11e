/**
 * POST /session/logout — ends the session on both sides: the CMS revokes the token's session
 * record, then the web session (data and cookie) is destroyed. A plain form post (the
 * simplified-invoice 'Sair' button works without JavaScript) is answered with a redirect.
 */
import type { APIRoute } from 'astro';
import { cmsJson } from '../../lib/cms-server';
import { destroySession, getAuth } from '../../lib/session';
import { guard, json } from '../../lib/endpoint';
import { safeLocalPath } from '../../lib/local-path';

export const prerender = false;

export const POST: APIRoute = async (ctx) => {
  const refused = guard(ctx);
  if (refused) return refused;
  const auth = await getAuth(ctx);
  if (auth) {
    try {
      const res = await cmsJson(ctx, 'POST', 'portal/auth/logout', undefined, auth.jwt);
      if (res.status !== 200 && res.status !== 401) console.warn('[session/logout] CMS answered', res.status);
    } catch (error) {
      // The web session still ends; the CMS record expires with the token.
      console.error('[session/logout] CMS unreachable:', (error as Error).message);
    }
  }
  destroySession(ctx);
  const wantsHtml = (ctx.request.headers.get('accept') ?? '').includes('text/html');
  if (wantsHtml) {
    const form = await ctx.request.formData().catch(() => null);
    const next = form?.get('next');
    const target = safeLocalPath(next, '/login');
    return ctx.redirect(target, 303);
  }
  return json({ ok: true });
};
