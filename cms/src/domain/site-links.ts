/**
 * Links that stay on the site (pure; the server checks a staff "Aviso" with it, PORTAL-API.md
 * §"Notices"): a path of the site (`/area-cliente/faturas`, `/institucional?x=1#y`) or an absolute
 * address with the site's own origin. Anything else — another host, `//host`, `javascript:`,
 * `mailto:`, a backslash or a control character — is refused.
 */
export function isSiteLink(url: string, siteOrigin: string): boolean {
  const value = url.trim();
  // eslint-disable-next-line no-control-regex
  if (!value || /[\\\u0000-\u001f\u007f\s]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const target = new URL(value);
    const site = new URL(siteOrigin);
    return (
      (target.protocol === 'https:' || target.protocol === 'http:') && target.origin === site.origin && !target.username && !target.password
    );
  } catch {
    return false;
  }
}

/** The link addresses of Strapi rich-text blocks (every `link` node, at any depth). */
export function blockLinks(value: unknown): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: unknown; url?: unknown; children?: unknown };
    if (n.type === 'link') out.push(typeof n.url === 'string' ? n.url : '');
    walk(n.children);
  };
  walk(value);
  return out;
}
