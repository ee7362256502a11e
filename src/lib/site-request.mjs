// @ts-check
/**
 * The request header that only the site's own scripts send (api-client, the search, the upload
 * XHRs, the islands' fetches) on every `/api/*` and `/session/*` call. A navigation, link, image
 * or form cannot carry a header, and another site's `fetch` cannot add one without a CORS
 * preflight that the web server never grants: so a request carrying it comes from a script of
 * the site's own origin. Non-browser callers (tests, bench, load scripts) send it too.
 * The rule that requires it is `isFromSitePages` in same-origin.ts (docs/security.md,
 * "Cross-site requests and the login e-mail").
 */
export const SITE_REQUEST_HEADER = 'x-necta-site';
export const SITE_REQUEST_VALUE = '1';

/** The header as an object, to spread into a request's headers. */
export const SITE_REQUEST_HEADERS = Object.freeze({ [SITE_REQUEST_HEADER]: SITE_REQUEST_VALUE });
