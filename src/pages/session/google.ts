/**
 * GET /session/google — starts Google sign-in: a fresh state cookie for this browser, then the
 * CMS (which remembers the state's hash, runs the OAuth flow with Google, and comes back to
 * /login/google with a code bound to that hash). Only when the CMS has Google on.
 */
import type { APIRoute } from 'astro';
import { cmsBaseUrl } from '../../lib/cms-server';
import { newGoogleState, stateBinding } from '../../lib/google-state';
import { guard } from '../../lib/endpoint';

export const prerender = false;

export const GET: APIRoute = (ctx) => {
  // The login page's link (a same-origin navigation; see PAGE_ENTRIES in same-origin.ts).
  const refused = guard(ctx);
  if (refused) return refused;
  const publicCms = (process.env.CMS_PUBLIC_URL ?? cmsBaseUrl()).replace(/\/$/, '');
  const state = newGoogleState(ctx.cookies, ctx.url.protocol === 'https:');
  return ctx.redirect(`${publicCms}/api/portal/auth/google/start?binding=${stateBinding(state)}`, 302);
};
