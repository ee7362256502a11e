/**
 * GET /session/google — starts Google sign-in at the CMS (users-permissions/grant), which
 * sends the visitor to Google and back to /login/google. Only when the CMS has Google on.
 */
import type { APIRoute } from 'astro';
import { cmsBaseUrl } from '../../lib/cms-server';

export const prerender = false;

export const GET: APIRoute = (ctx) => {
  const publicCms = (process.env.CMS_PUBLIC_URL ?? cmsBaseUrl()).replace(/\/$/, '');
  return ctx.redirect(`${publicCms}/api/connect/google`, 302);
};
