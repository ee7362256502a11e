/**
 * POST /api/collections/pix/webhook/pix — the BCB webhook model (Pix API, "Webhook": the PSP
 * calls `<webhook URL>/pix` with `{ "pix": [...] }`), with the webhook URL registered at the
 * provider as `https://<portal>/api/collections/pix/webhook`.
 *
 * Authentication (docs/collections-pix.md, "Webhook"): the PSP authenticates with mutual TLS,
 * which nginx terminates — `ssl_verify_client on` with the provider's CA — and forwards the
 * result to the CMS in `X-Client-Verify` (`$ssl_client_verify`) and `X-Client-Subject`
 * (`$ssl_client_s_dn`), with the shared secret `PIX_WEBHOOK_PROXY_SECRET` in `X-Pix-Proxy-Secret`
 * so a call that bypasses nginx cannot pose as it. The CMS accepts the call only when the secret
 * matches (constant time), the verification is SUCCESS and the subject is exactly
 * `PIX_WEBHOOK_CLIENT_SUBJECT`. Refused: 401, nothing read. Malformed body: 400, nothing applied.
 * Otherwise every Pix is applied once (./payments.ts) and the answer is 200 with each outcome, so
 * the PSP stops retrying. Without a provider configured the route answers 404.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { parseWebhookBody, PIX_PAYMENT_MESSAGES } from '../../../domain/collections/pix/payments';
import { badRequest, notFound, unauthorized } from '../../core/http';
import { pixSettings } from './charges';
import { applyPix, type PixOutcome } from './payments';

export const WEBHOOK_HEADERS = { secret: 'x-pix-proxy-secret', verify: 'x-client-verify', subject: 'x-client-subject' } as const;

export const PIX_WEBHOOK_MESSAGES = {
  notConfigured: 'Provedor Pix não configurado.',
  unauthenticated: 'Chamada do webhook Pix sem o certificado do provedor (mTLS).',
  badBody: PIX_PAYMENT_MESSAGES.badBody,
} as const;

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether the headers nginx set say the caller presented the provider's certificate. */
export function authenticatedByProxy(get: (name: string) => string, env: NodeJS.ProcessEnv = process.env): boolean {
  const secret = (env.PIX_WEBHOOK_PROXY_SECRET ?? '').trim();
  const subject = (env.PIX_WEBHOOK_CLIENT_SUBJECT ?? '').trim();
  if (secret.length < 16 || !subject) return false;
  return (
    sameText(get(WEBHOOK_HEADERS.secret), secret) &&
    get(WEBHOOK_HEADERS.verify) === 'SUCCESS' &&
    sameText(get(WEBHOOK_HEADERS.subject).trim(), subject)
  );
}

export async function receiveCobvWebhook(strapi: Core.Strapi, ctx: Context) {
  if (!pixSettings()) throw notFound(PIX_WEBHOOK_MESSAGES.notConfigured);
  if (!authenticatedByProxy((name) => ctx.get(name))) throw unauthorized(PIX_WEBHOOK_MESSAGES.unauthenticated);
  const items = parseWebhookBody((ctx.request as { body?: unknown }).body);
  if (!items) throw badRequest(PIX_WEBHOOK_MESSAGES.badBody);
  const results: { endToEndId: string; result: PixOutcome }[] = [];
  for (const item of items) results.push({ endToEndId: item.endToEndId, result: await applyPix(strapi, item, 'WEBHOOK') });
  return { received: results.length, results };
}
