// @ts-check
// Security headers of every answer of the web server (static files, 404, and the Astro
// handler's /area-cliente, /api, /session, /preview).
//
// Scripts: no inline script runs unless its hash is listed. Astro (astro.config.mjs
// `security.csp`) computes at build the hashes of each page's own scripts and writes them into
// the page's CSP <meta> (static pages, served as files) or into its answer's CSP header
// (pages rendered on demand). The web server takes that page's `script-src` into the one header
// it sends, beside the directives Astro does not write (frame-ancestors, object-src, sources of
// images, media, connections…); an answer without such a page policy (JSON, assets, a plain
// 404) may run scripts from the site only.

/** @typedef {Record<string, string | undefined>} Env */

const originOf = (/** @type {string | undefined} */ url) => {
  try {
    return url ? new URL(url).origin : '';
  } catch {
    return '';
  }
};

/** The draft preview, which only the CMS admin may frame. */
export const isPreview = (/** @type {string} */ pathname) => pathname === '/preview' || pathname.startsWith('/preview/');

/**
 * A policy's directives: name (lower case) → its sources.
 * @param {string | null | undefined} policy
 * @returns {Map<string, string[]>}
 */
export function parsePolicy(policy) {
  /** @type {Map<string, string[]>} */
  const directives = new Map();
  for (const part of String(policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values.filter(Boolean));
  }
  return directives;
}

/**
 * The `script-src` of a page's own policy (an Astro CSP <meta> or header), never 'unsafe-inline'.
 * @param {string | null | undefined} policy
 * @returns {string[] | null}
 */
export function pageScriptSources(policy) {
  const sources = parsePolicy(policy).get('script-src');
  return sources ? sources.filter((s) => s.toLowerCase() !== "'unsafe-inline'") : null;
}

/**
 * The content of the CSP <meta> that Astro writes into a built page, if any.
 * @param {string} html
 * @returns {string | null}
 */
export function metaPolicy(html) {
  const tag = /<meta\s[^>]*http-equiv=["']?content-security-policy["']?[^>]*>/i.exec(html)?.[0];
  return tag
    ? (/\scontent=(?:"([^"]*)"|'([^']*)')/i
        .exec(tag)
        ?.slice(1)
        .find((v) => v !== undefined) ?? null)
    : null;
}

/**
 * The Content-Security-Policy header for a path. `scriptSources`: the page's own script-src
 * (with its hashes); without it only the site's own script files may run.
 * @param {string} pathname
 * @param {Env} [env]
 * @param {string[] | null} [scriptSources]
 * @returns {string}
 */
export function contentSecurityPolicy(pathname, env = process.env, scriptSources = null) {
  const cms = originOf(env.CMS_PUBLIC_URL);
  const directives = {
    'default-src': ["'self'"],
    'script-src': scriptSources?.length ? scriptSources : ["'self'"],
    // React islands set style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Editors' HTML blocks may show https images and embed https frames (src/lib/embed-html.ts).
    'img-src': ["'self'", 'data:', 'blob:', 'https:', cms].filter(Boolean),
    'media-src': ["'self'", 'blob:', cms].filter(Boolean),
    'font-src': ["'self'", 'data:'],
    // The PDF viewer fetches documents from the CMS's uploads.
    'connect-src': ["'self'", cms].filter(Boolean),
    // The PDF viewer's worker is a file of the site.
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'https:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", cms].filter(Boolean),
    // Only the CMS admin may frame the draft preview; nobody frames anything else.
    'frame-ancestors': isPreview(pathname) && cms ? [cms] : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The policy header of a built page served as a file by a server that cannot read the page's
 * CSP <meta> (nginx, deploy/nginx/portal.conf): contentSecurityPolicy's directives without
 * `default-src` and `script-src`, which are the page's own <meta> (Astro's, with the hashes of
 * its scripts). A browser enforces both policies, so a page runs exactly the scripts the web
 * server's one header allows, and every other directive is the same. `manifest-src 'self'`
 * stands for the one fetch the header's `default-src 'self'` covered without naming it.
 * @param {string} pathname
 * @param {Env} [env]
 * @returns {string}
 */
export function besidePageMetaPolicy(pathname, env = process.env) {
  const directives = [...parsePolicy(contentSecurityPolicy(pathname, env))].filter(
    ([name]) => name !== 'default-src' && name !== 'script-src',
  );
  directives.push(['manifest-src', ["'self'"]]);
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=(), browsing-topics=()';

/**
 * Every header of an answer for `pathname`; `scriptSources` as for contentSecurityPolicy.
 * @param {string} pathname
 * @param {Env} [env]
 * @param {string[] | null} [scriptSources]
 * @returns {Record<string, string>}
 */
export function securityHeaders(pathname, env = process.env, scriptSources = null) {
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Security-Policy': contentSecurityPolicy(pathname, env, scriptSources),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if ((env.SITE_URL ?? '').startsWith('https://')) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  if (!isPreview(pathname)) headers['X-Frame-Options'] = 'DENY';
  return headers;
}

/**
 * The headers object an Astro handler passes to `writeHead`, with the site's policy in place of
 * the page policy Astro wrote (whose script-src it keeps). Other keys are left as they are.
 * @template T
 * @param {T} headers
 * @param {string} pathname
 * @param {Env} [env]
 * @returns {T}
 */
export function withSitePolicy(headers, pathname, env = process.env) {
  if (!headers || typeof headers !== 'object' || Array.isArray(headers)) return headers;
  const record = /** @type {Record<string, unknown>} */ (headers);
  const key = Object.keys(record).find((k) => k.toLowerCase() === 'content-security-policy');
  if (!key) return headers;
  const astro = [record[key]].flat().join('; ');
  const { [key]: _astro, ...rest } = record;
  return /** @type {T} */ ({ ...rest, 'Content-Security-Policy': contentSecurityPolicy(pathname, env, pageScriptSources(astro)) });
}
