/**
 * POST /session/login — email sign-in (spec 04 §4.2). The Astro server calls the portal login
 * itself and keeps the JWT in the session; the browser receives the user, never the token.
 */
import type { APIRoute } from 'astro';
import { cmsJson } from '../../lib/cms-server';
import { startAuth } from '../../lib/session';
import { errorJson, guard, json, readJsonBody, relayError } from '../../lib/endpoint';
import type { Me } from '../../lib/portal-types';

export const prerender = false;

interface LoginAnswer {
  ok?: boolean;
  jwt?: string;
  user?: Me;
  email?: string;
  message?: string;
}

export const POST: APIRoute = async (ctx) => {
  const refused = guard(ctx);
  if (refused) return refused;
  const body = await readJsonBody(ctx.request);
  if (!body) return errorJson(400, 'Este campo é obrigatório');
  const keepConnected = body.keepConnected === true;
  let res;
  try {
    res = await cmsJson<LoginAnswer>(ctx, 'POST', 'portal/auth/login', {
      email: typeof body.email === 'string' ? body.email : '',
      password: typeof body.password === 'string' ? body.password : '',
      keepConnected,
      captchaToken: typeof body.captchaToken === 'string' ? body.captchaToken : undefined,
    });
  } catch (error) {
    console.error('[session/login] CMS unreachable:', (error as Error).message);
    return errorJson(502, 'Ocorreu um erro ao realizar o login');
  }
  const answer = res.body;
  if (res.status !== 200 || !answer) return relayError(res.status, answer);
  if (answer.jwt && answer.user) {
    await startAuth(ctx, {
      jwt: answer.jwt,
      keepConnected,
      user: { id: answer.user.id, role: answer.user.role, active: answer.user.active },
    });
    return json({ ok: true, user: answer.user, ...(answer.message ? { message: answer.message } : {}) });
  }
  // No token: the e-mail is not confirmed yet ({email}) or the CMS only has a message to show.
  const { jwt: _never, ...rest } = answer;
  return json(rest);
};
