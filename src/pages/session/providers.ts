/** GET /session/providers — whether the login shows the Google button and the captcha. */
import type { APIRoute } from 'astro';
import { cmsJson } from '../../lib/cms-server';
import { guard, json } from '../../lib/endpoint';

export const prerender = false;

export const GET: APIRoute = async (ctx) => {
  const refused = guard(ctx);
  if (refused) return refused;
  try {
    const res = await cmsJson<{ google?: boolean; captcha?: boolean }>(ctx, 'GET', 'portal/auth/providers');
    return json({ google: res.body?.google === true, captcha: res.body?.captcha === true });
  } catch {
    // Without the CMS nobody can sign in anyway; offer only the e-mail form.
    return json({ google: false, captcha: false });
  }
};
