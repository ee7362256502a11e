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
