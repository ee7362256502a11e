/**
 * Same-origin guard for state-changing requests to the Astro server (session endpoints and the
 * /api proxy). Astro's `security.checkOrigin` only rejects form-like content types, because a
 * cross-site `fetch` with JSON needs a CORS preflight that the browser would fail anyway. We
 * repeat a stricter check here so the rule does not depend on that reasoning: a browser always
 * sends `Origin` (or at least `Sec-Fetch-Site`) on cross-site mutating requests, so either one
 * disagreeing with our own origin is refused.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

/** Origins accepted besides the request URL's own (a public URL behind a reverse proxy). */
function trustedOrigins(url: URL): Set<string> {
  const origins = new Set([url.origin]);
  const site = process.env.SITE_URL;
  if (site) {
    try {
      origins.add(new URL(site).origin);
    } catch {
      // An invalid SITE_URL is reported by the Astro config itself; nothing to add here.
    }
  }
  return origins;
}

export function isCrossSiteMutation(request: Request, url: URL): boolean {
  if (isSafeMethod(request.method)) return false;
  const origin = request.headers.get('origin');
  if (origin !== null) return !trustedOrigins(url).has(origin);
  const fetchSite = request.headers.get('sec-fetch-site');
  return fetchSite === 'cross-site' || fetchSite === 'same-site';
}

/**
 * The stricter rule for reads that must come from the site's own pages (a read that costs a
 * rate-limited, captcha-checked call, such as /session/connection/verify): any method, refused
 * when `Origin` is another site's or the browser says the request is cross-site or same-site.
 */
export function isCrossSiteRequest(request: Request, url: URL): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null && !trustedOrigins(url).has(origin)) return true;
  const fetchSite = request.headers.get('sec-fetch-site');
  return fetchSite === 'cross-site' || fetchSite === 'same-site';
}

export function crossSiteResponse(): Response {
  return Response.json(
    { data: null, error: { status: 403, name: 'ForbiddenError', message: 'Requisição de outra origem recusada' } },
    { status: 403 },
  );
}
