/**
 * GET /session/connection/verify?cpfCnpj= — the contracting flow's document check (spec 04 §4.3,
 * §7; PORTAL-API.md §11f). The web server calls the CMS's GET /api/services/connection/verify
 * (forwarding the reCAPTCHA token of the `captcha` header and the visitor's address), decrypts
 * the internal code with CONNECTION_VERIFY_KEY — which never leaves the servers — and gives the
 * island `{ realData }`. CMS refusals keep their status and message; any other failure is
 * 502 'Erro ao verificar documento'. Only the site's own pages may call it.
 */
import type { APIRoute } from 'astro';
import { VERIFY_TIMEOUT_MS } from '@domain/connection/constants';
import { CONNECTION_MESSAGES } from '@domain/connection/messages';
import { ACCESS_MESSAGES } from '@domain/messages';
import type { SiteVerifyAnswer, VerifyAnswer } from '@domain/connection/types';
import { decodeVerifyCode } from '@domain/connection/verify-code';
import { cmsBaseUrl, forwardedFor } from '../../../lib/cms-server';
import { errorJson, guard, json, relayError } from '../../../lib/endpoint';

export const prerender = false;

/** Under the island's own 60 s (spec 04 §9), so the island gets this answer rather than its timeout. */
const CMS_TIMEOUT_MS = VERIFY_TIMEOUT_MS - 5000;

export const GET: APIRoute = async (ctx) => {
  const refused = guard(ctx);
  if (refused) return refused;
  const cpfCnpj = (ctx.url.searchParams.get('cpfCnpj') ?? '').slice(0, 64);
  const headers = new Headers({ accept: 'application/json' });
  const captcha = ctx.request.headers.get('captcha');
  // With the captcha configured (its two halves are set together: server/env.mjs), a request
  // without a token is refused here, before it costs the CMS a call.
  if (!captcha && (process.env.PUBLIC_RECAPTCHA_SITE_KEY ?? '').trim()) return errorJson(400, ACCESS_MESSAGES.captchaFailed);
  if (captcha) headers.set('captcha', captcha.slice(0, 4000));
  const xff = forwardedFor(ctx);
  if (xff) headers.set('x-forwarded-for', xff);
  let status: number;
  let body: unknown;
  try {
    const res = await fetch(`${cmsBaseUrl()}/api/services/connection/verify?${new URLSearchParams({ cpfCnpj })}`, {
      headers,
      signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
    });
    status = res.status;
    const text = await res.text();
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
  } catch (error) {
    console.error('[session/connection/verify] CMS unreachable:', (error as Error).message);
    return errorJson(502, CONNECTION_MESSAGES.verifyFailed);
  }
  if (status !== 200) return status >= 500 ? errorJson(status, CONNECTION_MESSAGES.verifyFailed) : relayError(status, body);
  try {
    const { realData } = await decodeVerifyCode((body as VerifyAnswer | null)?.internalCode, process.env.CONNECTION_VERIFY_KEY ?? '');
    const answer: SiteVerifyAnswer = { realData };
    return json(answer);
  } catch (error) {
    console.error('[session/connection/verify] could not decrypt the internal code:', (error as Error).message);
    return errorJson(502, CONNECTION_MESSAGES.verifyFailed);
  }
};
