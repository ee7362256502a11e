/**
 * POST /session/second-factor — the second step of a staff sign-in (PORTAL-API.md §2b): the
 * challenge of /session/login plus a code of the authenticator app (or a recovery code; an
 * enrolment also sends its sealed `enrolment`). The JWT stays in the server session, as in
 * /session/login; the browser receives the user and, after an enrolment, the recovery codes.
 */
import type { APIRoute } from 'astro';
import { cmsJson } from '../../lib/cms-server';
import { startAuth } from '../../lib/session';
import { errorJson, guard, json, readJsonBody, relayError } from '../../lib/endpoint';
import type { Me } from '../../lib/portal-types';

export const prerender = false;

interface SecondStepAnswer {
  ok?: boolean;
  jwt?: string;
  user?: Me;
  recoveryCodes?: string[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export const POST: APIRoute = async (ctx) => {
  const refused = guard(ctx);
  if (refused) return refused;
  const body = await readJsonBody(ctx.request);
  if (!body) return errorJson(400, 'Informe o código de verificação');
  const keepConnected = body.keepConnected === true;
  let res;
  try {
    res = await cmsJson<SecondStepAnswer>(ctx, 'POST', 'portal/auth/login/second-factor', {
      challenge: text(body.challenge) ?? '',
      code: text(body.code),
      recoveryCode: text(body.recoveryCode),
      enrolment: text(body.enrolment),
      keepConnected,
    });
  } catch (error) {
    console.error('[session/second-factor] CMS unreachable:', (error as Error).message);
    return errorJson(502, 'Ocorreu um erro ao realizar o login');
  }
  const answer = res.body;
  if (res.status !== 200 || !answer?.jwt || !answer.user) return relayError(res.status === 200 ? 502 : res.status, answer);
  await startAuth(ctx, {
    jwt: answer.jwt,
    keepConnected,
    user: { id: answer.user.id, role: answer.user.role, active: answer.user.active },
  });
  return json({ ok: true, user: answer.user, ...(answer.recoveryCodes ? { recoveryCodes: answer.recoveryCodes } : {}) });
};
