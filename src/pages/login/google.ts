/**
 * GET /login/google — where the CMS sends the visitor back after Google (PORTAL-API.md §2.3).
 * The CMS hands over a single-use, 2-minute `code` bound to this browser's state cookie (never a
 * token in the address bar); it is
 * exchanged server-side for a portal JWT kept in the session, and the browser then lands on
 * /login, which loads the user and redirects (spec 04 §2.2, §4.1).
 */
import type { APIRoute } from 'astro';
import { cmsJson } from '../../lib/cms-server';
import { takeGoogleState } from '../../lib/google-state';
import { startAuth } from '../../lib/session';
import type { Me } from '../../lib/portal-types';

export const prerender = false;

export const GET: APIRoute = async (ctx) => {
  const code = ctx.url.searchParams.get('code');
  // The code counts only together with the state cookie this browser got when it started.
  const state = takeGoogleState(ctx.cookies);
  if (!code || !state) return ctx.redirect('/login?err=google', 302);
  try {
    const res = await cmsJson<{ jwt?: string; user?: Me }>(ctx, 'POST', 'portal/auth/google', { code, state, keepConnected: false });
    if (res.status === 409) return ctx.redirect('/login?err=alreadyregistred', 302);
    if (res.status !== 200 || !res.body?.jwt || !res.body.user) return ctx.redirect('/login?err=google', 302);
    const { jwt, user } = res.body;
    await startAuth(ctx, { jwt, keepConnected: false, user: { id: user.id, role: user.role, active: user.active } });
    return ctx.redirect('/login?sso=google', 302);
  } catch (error) {
    console.error('[login/google] CMS unreachable:', (error as Error).message);
    return ctx.redirect('/login?err=google', 302);
  }
};
