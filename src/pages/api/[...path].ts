/**
 * Same-origin proxy from the browser to the portal API (Strapi). The session cookie becomes
 * `Authorization: Bearer <jwt>` here and only here; bodies stream both ways (uploads, PDFs).
 * Token-issuing routes are refused so no JWT ever reaches the browser through this door.
 */
import type { APIRoute } from 'astro';
import {
  BodyTooLargeError,
  DROP_REQUEST_HEADERS,
  DROP_RESPONSE_HEADERS,
  acceptsBrowserAuthorization,
  accessEndedBy,
  isAccessTokenCall,
  bodyLimitFor,
  isBlockedApiPath,
  isSimplifiedInvoicePath,
  limitStream,
} from '../../lib/proxy-rules';
import { crossSiteResponse, isFromSitePages, isSafeMethod } from '../../lib/same-origin';
import { cmsBaseUrl, forwardedFor } from '../../lib/cms-server';
import { dropAuth, dropSimplified, getAuth, getSimplified } from '../../lib/session';

export const prerender = false;

function tooLarge(message: string): Response {
  return Response.json({ data: null, error: { status: 413, name: 'PayloadTooLargeError', message } }, { status: 413 });
}

function notFound(): Response {
  return Response.json({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }, { status: 404 });
}

/** A JSON answer must never carry a token to the browser, whatever route produced it. */
async function withoutToken(upstream: Response, headers: Headers): Promise<Response> {
  const text = await upstream.text();
  let out = text;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && 'jwt' in parsed) {
      const { jwt: _dropped, ...rest } = parsed as Record<string, unknown>;
      out = JSON.stringify(rest);
    }
  } catch {
    // Not JSON after all: pass it through untouched.
  }
  return new Response(out, { status: upstream.status, statusText: upstream.statusText, headers });
}

export const ALL: APIRoute = async (ctx) => {
  const { request, url } = ctx;
  // A client's system with a personal access token brings its own credential (proxy-rules.ts).
  const personalToken = isAccessTokenCall(request.headers.get('authorization'));
  // Any method: a cross-site link, image, form or fetch never reaches the CMS (same-origin.ts).
  if (!personalToken && !isFromSitePages(request, url)) return crossSiteResponse();

  const rawPath = url.pathname.replace(/^\/api\/?/, '');
  if (isBlockedApiPath(rawPath)) return notFound();

  const hasBody = !isSafeMethod(request.method) && request.body !== null;
  const limit = bodyLimitFor(request.headers.get('content-type'), rawPath);
  if (hasBody && Number(request.headers.get('content-length') ?? 0) > limit.bytes) return tooLarge(limit.message);

  const headers = new Headers();
  request.headers.forEach((value, key) => {
    if (!DROP_REQUEST_HEADERS.has(key.toLowerCase())) headers.set(key, value);
  });
  const xff = forwardedFor(ctx);
  if (xff) headers.set('x-forwarded-for', xff);

  // A bearer the browser sends itself is honoured only as the one-time token of an e-mailed link
  // (reset, create password); everywhere else the session supplies the token.
  // A personal access token is kept as sent, and then the session adds nothing.
  if (!personalToken && !acceptsBrowserAuthorization(request.method, rawPath)) headers.delete('authorization');
  let sessionToken: 'auth' | 'simplified' | null = null;
  if (!headers.has('authorization')) {
    const simplified = isSimplifiedInvoicePath(rawPath) ? await getSimplified(ctx) : undefined;
    const auth = simplified ? undefined : await getAuth(ctx);
    const token = simplified?.jwt ?? auth?.jwt;
    if (token) {
      headers.set('authorization', `Bearer ${token}`);
      sessionToken = simplified ? 'simplified' : 'auth';
    }
  }

  let upstream: Response;
  try {
    upstream = await fetch(`${cmsBaseUrl()}/api/${rawPath}${url.search}`, {
      method: request.method,
      headers,
      redirect: 'manual',
      signal: request.signal,
      ...(hasBody ? { body: limitStream(request.body!, limit.bytes), duplex: 'half' } : {}),
    } as RequestInit);
  } catch (error) {
    if (error instanceof BodyTooLargeError || (error as { cause?: unknown }).cause instanceof BodyTooLargeError)
      return tooLarge(limit.message);
    if (request.signal.aborted) return new Response(null, { status: 499 });
    console.error('[api proxy] CMS unreachable:', (error as Error).message);
    return Response.json({ data: null, error: { status: 502, name: 'BadGatewayError', message: 'Serviço indisponível' } }, { status: 502 });
  }

  // The session's token was refused (expired, revoked, account disabled): that access ends —
  // on a simplified-invoice path the simplified access only, never the full login.
  const ended = accessEndedBy(upstream.status, sessionToken, rawPath);
  if (ended === 'simplified') await dropSimplified(ctx);
  if (ended === 'auth') await dropAuth(ctx);
  const usedSessionToken = sessionToken !== null;

  const responseHeaders = new Headers();
  upstream.headers.forEach((value, key) => {
    if (!DROP_RESPONSE_HEADERS.has(key.toLowerCase())) responseHeaders.set(key, value);
  });
  // Answers made for one user must not be stored by shared caches.
  if (usedSessionToken) responseHeaders.set('cache-control', 'private, no-store');

  if ((upstream.headers.get('content-type') ?? '').includes('application/json')) {
    return withoutToken(upstream, responseHeaders);
  }
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders });
};
