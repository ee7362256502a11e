/**
 * Only the site's own pages may reach `/api/*` and `/session/*`, whatever the method: several
 * spec calls with side effects are GETs (`GET /api/user/login?newEmail=`, `GET /api/contract/send`,
 * `GET /api/invoices/{numDoc}/send`), and the session cookie is SameSite=Lax, so a link, image,
 * top-level navigation or form on another site would otherwise carry the customer's session.
 *
 * The rule (docs/security.md, "Cross-site requests and the login e-mail"):
 * 1. a browser's `Sec-Fetch-Site`, when sent, must be `same-origin`, and an `Origin`, when sent,
 *    must be the site's own (the request's origin or SITE_URL's);
 * 2. and the request must carry the header of site-request.mjs, which only the site's own scripts
 *    send (a navigation, link, image or form cannot; another site's fetch would need a CORS
 *    preflight that is never granted).
 * A few entries are reached by the site's own pages without a script — a form post, a link, an
 * image, a download opened in a new window (`PAGE_ENTRIES`). Those need positive proof of the same
 * origin instead of the header: `Sec-Fetch-Site: same-origin`, or, in a browser without Fetch
 * Metadata, the site's own `Origin` or `Referer`. The e-mailed links (GET `/session/login-email`
 * and GET `/session/login-email/cancel`) do not use this guard: they are opened from a mail client
 * (a cross-site navigation), and their single-use token is the proof; the cancel link's GET only
 * shows a page whose form posts (a page entry) the change.
 */
import { SITE_REQUEST_HEADER, SITE_REQUEST_VALUE } from './site-request.mjs';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

/** SITE_URL's origin, read again only when the setting changes (it is checked on every `/api` call). */
let siteOrigin: { site: string | undefined; origin: string | null } = { site: undefined, origin: null };

function siteOriginOf(site: string | undefined): string | null {
  if (site !== siteOrigin.site) {
    let origin: string | null = null;
    if (site) {
      try {
        origin = new URL(site).origin;
      } catch {
        // An invalid SITE_URL is reported by the Astro config itself; nothing to add here.
      }
    }
    siteOrigin = { site, origin };
  }
  return siteOrigin.origin;
}

/** The request URL's own origin, or the site's (a public URL behind a reverse proxy). */
function isTrustedOrigin(origin: string, url: URL): boolean {
  return origin === url.origin || origin === siteOriginOf(process.env.SITE_URL);
}

/**
 * What the site's own pages reach without a script, by method and path: the no-JavaScript forms
 * (contract choice, 'Sair', the login e-mail change's cancel page), the Google sign-in link, the reconnection notice image and the batch
 * files the client area opens in a new window. None of them is a side effect another site could
 * want to trigger, and even so they need proof of the same origin.
 */
const PAGE_ENTRIES: ReadonlyArray<{ method: string; path: RegExp }> = [
  { method: 'POST', path: /^\/session\/contract\/?$/ },
  { method: 'POST', path: /^\/session\/logout\/?$/ },
  { method: 'POST', path: /^\/session\/login-email\/cancel\/?$/ },
  { method: 'GET', path: /^\/session\/google\/?$/ },
  { method: 'GET', path: /^\/api\/services\/reconnection\/notice-image\/?$/ },
  { method: 'GET', path: /^\/api\/batches\/\d+\/file-download\/?$/ },
  { method: 'GET', path: /^\/api\/batches\/items\/\d+\/file-download\/?$/ },
];

export function isPageEntry(method: string, pathname: string): boolean {
  const m = method.toUpperCase();
  return PAGE_ENTRIES.some((entry) => entry.method === m && entry.path.test(pathname));
}

function originOf(value: string | null): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** True when the request comes from the site's own pages (see the rule above). */
export function isFromSitePages(request: Request, url: URL): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null && !isTrustedOrigin(origin, url)) return false;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return false;
  if (request.headers.get(SITE_REQUEST_HEADER) === SITE_REQUEST_VALUE) return true;
  if (!isPageEntry(request.method, url.pathname)) return false;
  if (fetchSite === 'same-origin') return true;
  // A browser without Fetch Metadata: the site's own Origin (forms) or Referer (links, images).
  if (origin !== null) return true;
  const referer = originOf(request.headers.get('referer'));
  return referer !== null && isTrustedOrigin(referer, url);
}

export function crossSiteResponse(): Response {
  return Response.json(
    { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Requisição de outra origem recusada' } },
    { status: 403, headers: { 'cache-control': 'no-store' } },
  );
}
