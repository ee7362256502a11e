/**
 * Global middleware `global::request-log`, in place of `strapi::logger`: one line per request at
 * the `http` level (`CMS_LOG_LEVEL`, cms/config/logger.ts), `GET /api/x/[redacted] (12 ms) 200`.
 * Personal data and secrets stay out of the log (security review, second round): the query string
 * is never printed (only `?[redacted]` when there was one), and a path segment that is an e-mail,
 * a CPF or CNPJ (formatted or not, alphanumeric CNPJ included), a long digit string or a token
 * (20 or more letters, digits, `-`, `_`, `.`, `=`) is printed as `[redacted]`. Strapi's document
 * ids (24 lower-case letters and digits) are tokens too by that rule: a path keeps its shape,
 * never its values.
 */
import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { requestEnded, requestStarted } from '../portal/core/busy';
import { observeRequest, routeLabel } from '../portal/core/metrics';

/** An id the web server (or a balancer) sent, if it is one: short, no spaces, nothing to inject. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The request's id: the one it came with (the web server's), else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  const sent = Array.isArray(header) ? header[0] : header;
  return sent && REQUEST_ID.test(sent) ? sent : randomUUID();
}

const REDACTED = '[redacted]';
const EMAIL = /@|%40/i;
const CPF_CNPJ = /^(\d{3}\.?\d{3}\.?\d{3}-?\d{2}|[\dA-Z]{2}\.?[\dA-Z]{3}\.?[\dA-Z]{3}\/?[\dA-Z]{4}-?\d{2})$/i;
const LONG_DIGITS = /^\d{8,}$/;
const TOKEN = /^[\w.=-]{20,}$/;

function redactSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // keep the raw text
  }
  if (EMAIL.test(segment) || EMAIL.test(decoded)) return REDACTED;
  if (CPF_CNPJ.test(decoded) && /\d{2}/.test(decoded)) return REDACTED;
  if (LONG_DIGITS.test(decoded) || TOKEN.test(decoded)) return REDACTED;
  return segment;
}

/** A request URL as it may be logged: no query string, no personal data or token in the path. */
export function redactUrl(url: string): string {
  const at = url.search(/[?#]/);
  const pathname = at >= 0 ? url.slice(0, at) : url;
  const redacted = pathname.split('/').map(redactSegment).join('/');
  return at >= 0 && url[at] === '?' && url.length > at + 1 ? `${redacted}?${REDACTED}` : redacted;
}

/**
 * Also carries the request id (`X-Request-Id`: the web server's, else a new one) into the answer
 * and the log line, and records the request's metrics (portal/core/metrics.ts) under its route
 * pattern. With JSON logs (cms/config/logger.ts) the line's fields are separate keys. Counts the
 * requests in flight (portal/core/busy.ts: the bills' PDFs drawn ahead yield to them).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    const start = process.hrtime.bigint();
    const requestId = requestIdOf(ctx.get('x-request-id') || undefined);
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    requestStarted();
    try {
      await next();
    } finally {
      requestEnded();
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const route = routeLabel((ctx as Context & { _matchedRoute?: string })._matchedRoute, ctx.path);
      observeRequest(route, ctx.method, ctx.status, seconds);
      const path = redactUrl(ctx.originalUrl ?? ctx.url);
      const ms = Math.ceil(seconds * 1000);
      strapi.log.http(`${ctx.method} ${path} (${ms} ms) ${ctx.status} [${requestId}]`, {
        requestId,
        method: ctx.method,
        path,
        route,
        status: ctx.status,
        ms,
      });
    }
  };
