import { BODY_TOO_LARGE_MESSAGES, CONNECTION_BODY_LIMIT, JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT } from './body-limits.mjs';

/**
 * Which Strapi paths the same-origin `/api/*` proxy refuses. Every route that answers a JWT
 * must only be called by the Astro server's session endpoints (which keep the token in the
 * server session); reaching one through the proxy would hand a token to the browser.
 */
const TOKEN_ISSUING: readonly RegExp[] = [
  // portal sign-in, Google, simplified-invoice sign-in, logout, providers (PORTAL-API.md §1):
  // the Astro server's /session/* endpoints call these itself.
  /^portal\/auth(\/.*)?$/,
  // users-permissions core (switched off by the CMS too; blocked here as a second wall)
  /^auth\/local(\/.*)?$/,
  /^auth\/[^/]+\/callback(\/.*)?$/,
  /^auth\/(refresh|forgot-password|reset-password|change-password|send-email-confirmation|email-confirmation)(\/.*)?$/,
  /^users(\/.*|-.*)?$/,
  /^connect(\/.*)?$/,
];

/** Normalises a proxied path: no leading/trailing slashes, no dot segments, lower case. */
export function normaliseApiPath(path: string): string {
  const segments = path
    .split('/')
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    })
    .filter((s) => s !== '' && s !== '.');
  return segments.join('/').toLowerCase();
}

export function isBlockedApiPath(path: string): boolean {
  const normalised = normaliseApiPath(path);
  if (normalised.split('/').includes('..')) return true;
  return TOKEN_ISSUING.some((re) => re.test(normalised));
}

/** Calls that belong to a simplified-invoice session rather than to a full login. */
export function isSimplifiedInvoicePath(path: string): boolean {
  return /^(portal\/)?simplified-invoice(\/|$)/.test(normaliseApiPath(path));
}

/**
 * Which stored access a CMS answer ends: a 401 refuses the token the proxy sent. On a
 * simplified-invoice path it ends only the simplified access — the full login of the same
 * browser survives whatever that path answers.
 */
export function accessEndedBy(status: number, sent: 'auth' | 'simplified' | null, path: string): 'auth' | 'simplified' | null {
  if (status !== 401 || !sent) return null;
  if (isSimplifiedInvoicePath(path)) return sent === 'simplified' ? 'simplified' : null;
  return sent;
}

/**
 * The only calls whose Authorization header the browser itself supplies: the e-mailed links'
 * one-time tokens (PORTAL-API.md §1). Every other call gets the session's bearer or none.
 */
export function acceptsBrowserAuthorization(method: string, path: string): boolean {
  const m = method.toUpperCase();
  const p = normaliseApiPath(path);
  return m === 'PATCH' && (p === 'auth/user/resetpassword' || p === 'auth/user/confirm');
}

/**
 * A call made with a personal access token (docs/access-tokens.md): `Authorization: Bearer ngp_…`
 * sent by a client's own system, not by the site's pages. It carries its own credential and the
 * session is never added to it, so it needs no site-pages check (a browser page cannot set this
 * header cross-site without a CORS preflight, which the site never grants): both `/api` doors
 * forward it with its header as it came, and the CMS decides.
 */
export function isAccessTokenCall(authorization: string | null | undefined): boolean {
  return typeof authorization === 'string' && /^Bearer\s+ngp_[A-Za-z0-9_-]{43}$/i.test(authorization.trim());
}

/** The size limit of a request body by its content type (and, for multipart, the path it goes to). */
export function bodyLimitFor(contentType: string | null, path = ''): { bytes: number; message: string } {
  if (!/^multipart\//i.test(contentType ?? '')) return { bytes: JSON_BODY_LIMIT, message: BODY_TOO_LARGE_MESSAGES.json };
  return normaliseApiPath(path) === 'services/connection'
    ? { bytes: CONNECTION_BODY_LIMIT, message: BODY_TOO_LARGE_MESSAGES.connection }
    : { bytes: UPLOAD_BODY_LIMIT, message: BODY_TOO_LARGE_MESSAGES.upload };
}

export class BodyTooLargeError extends Error {}

/** Passes a body stream through, failing once it goes past `limit` bytes (never buffered whole). */
export function limitStream(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) controller.error(new BodyTooLargeError('body too large'));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * Request headers the web server never forwards to the CMS (both of its `/api` doors: the Astro
 * endpoint and `server/api-proxy.mjs`): those that describe one hop, or that belong to the site and
 * not to Strapi.
 */
export const DROP_REQUEST_HEADERS: ReadonlySet<string> = new Set([
  'host',
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'cookie',
  'content-length',
  'accept-encoding',
  'origin',
  'referer',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
]);
/** Response headers of the CMS the web server never passes on (hop, cookies, the CMS's own security headers). */
export const DROP_RESPONSE_HEADERS: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'set-cookie',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'trailer',
  'upgrade',
  // The CMS's own security headers describe the CMS; the web server sends the site's.
  'content-security-policy',
  'x-frame-options',
  'strict-transport-security',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'cross-origin-embedder-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);
