/**
 * POST /session/contract — the contract chosen on /contratos (a form post). The CMS checks
 * that the contract is linked to the account (404 otherwise); then the client area opens.
 */
import type { APIRoute } from 'astro';
import { sanitizeRedirectSlug } from '@domain/roles';
import { cmsJson } from '../../lib/cms-server';
import { dropAuth, getAuth } from '../../lib/session';
import { guard } from '../../lib/endpoint';
import { safeLocalPath } from '../../lib/local-path';

export const prerender = false;

export const POST: APIRoute = async (ctx) => {
  const refused = guard(ctx);
  if (refused) return refused;
  const form = await ctx.request.formData().catch(() => null);
  const contractId = form?.get('contractId');
  const r = sanitizeRedirectSlug(typeof form?.get('r') === 'string' ? (form.get('r') as string) : null);
  const auth = await getAuth(ctx);
  if (!auth) return ctx.redirect(`/login${r ? `?r=${encodeURIComponent(r)}` : ''}`, 303);
  if (typeof contractId !== 'string' || !contractId) return ctx.redirect('/contratos?erro=1', 303);
  try {
    const res = await cmsJson(ctx, 'PATCH', 'portal/me/selected-contract', { contractId }, auth.jwt);
    if (res.status === 401) {
      await dropAuth(ctx);
      return ctx.redirect('/login', 303);
    }
    if (res.status !== 200) return ctx.redirect(`/contratos?erro=1${r ? `&r=${encodeURIComponent(r)}` : ''}`, 303);
  } catch {
    return ctx.redirect('/contratos?erro=1', 303);
  }
  return ctx.redirect(safeLocalPath(`/area-cliente/${r ?? 'home'}`, '/area-cliente/home'), 303);
};
