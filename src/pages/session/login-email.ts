/**
 * GET /session/login-email?t=<token>&email=<new address> — the link e-mailed by
 * GET /api/user/login?newEmail= (PORTAL-API.md §11b). The CMS confirms the change
 * (PATCH /api/user/login/confirm) and the browser lands on the home page with the toast of
 * spec 01 §2.8: `success=true`, or `success=false` for an expired, used or altered link.
 * No session is needed: the link itself proves the mailbox.
 */
import type { APIRoute } from 'astro';
import { cmsJson } from '../../lib/cms-server';

export const prerender = false;

const HOME = '/area-cliente/home';

export const GET: APIRoute = async (ctx) => {
  const token = ctx.url.searchParams.get('t') ?? '';
  const email = ctx.url.searchParams.get('email') ?? '';
  let ok = false;
  if (token && email) {
    try {
      const res = await cmsJson(ctx, 'PATCH', 'user/login/confirm', { token, email });
      ok = res.status === 200;
    } catch (error) {
      console.error('[session/login-email] CMS unreachable:', (error as Error).message);
    }
  }
  return new Response(null, { status: 303, headers: { location: `${HOME}?success=${ok}`, 'cache-control': 'no-store' } });
};
