/**
 * Quick-access link rewriting of spec 04 §2.3: links into the client area go through the login
 * with a redirect target; the simplified invoice goes to its own login unless a
 * simplified-invoice session already exists.
 */
export function rewriteQuickAccessLink(link: string, hasSimplifiedInvoiceSession = false): string {
  const url = link.trim();
  const areaMatch = /^\/?area-cliente\/(.+)$/.exec(url.replace(/^https?:\/\/[^/]+/, ''));
  if (areaMatch) {
    const page = areaMatch[1]!;
    if (/^fatura-simplificada/.test(page)) {
      return hasSimplifiedInvoiceSession ? `/area-cliente/${page}` : '/login-fatura-simplificada';
    }
    return `/login?r=${encodeURIComponent(page)}`;
  }
  if (/^\/?fatura-simplificada/.test(url)) {
    return hasSimplifiedInvoiceSession ? `/${url.replace(/^\//, '')}` : '/login-fatura-simplificada';
  }
  return url;
}

/** The privacy policy page every footer links to (a seeded CMS page). */
export const PRIVACY_POLICY_PATH = '/institucional/politica-de-privacidade-1';
