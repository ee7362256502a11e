/**
 * The home page's quick-access cards (spec 01 §2.8, §6, §9; spec 02 §6), from the CMS's
 * quick-access entries (the collection 'Acesso rápido': Nome, Link, Icone, Ordem), which the
 * client-area page reads from the site's build-time content and hands to the island.
 *
 * Who sees which list is the role table of `@domain/role-capabilities` (spec 01 §6):
 * - Common access (client, individual) sees the user list: every entry, in the editors' order.
 * - Everyone else sees the attendant list: only the entries that open a client-area screen —
 *   what staff, industry and GNV users do there is act on a contract; the public site's pages
 *   (hiring, institutional) are the customer's.
 * - A client-area link shows only when its screen is in the user's menu (the server's source of
 *   truth of who opens what); the simplified invoice is its own access, never a logged screen.
 * - Administrators, industry and GNV never see the reconnection and suspension links (§6),
 *   whatever the menu says.
 * - At most 5 cards (§9).
 */
import { roleCapabilities } from '@domain/role-capabilities';
import type { PortalRole } from '@domain/roles';

export interface QuickAccessEntry {
  name: string;
  link: string;
  /** Icon URL (optimized at build time), or null. */
  icon: string | null;
  order: number;
}

export const QUICK_ACCESS_MAX = 5;
const SERVICE_LINK_SLUGS = ['religacao-gas', 'suspensao-fornecimento'];
/** Its own restricted access (spec 04 §2.3), not a screen of a full login. */
const SIMPLIFIED_INVOICE_SLUG = 'fatura-simplificada';

/** The client-area slug a link opens (`/area-cliente/conta-digital?r=v` → `conta-digital`), or null for any other link. */
export function areaSlugOf(link: string): string | null {
  const path = link.trim().replace(/^https?:\/\/[^/]+/i, '');
  const match = /^\/?area-cliente\/([^?#]*)/.exec(path);
  if (!match) return null;
  return match[1]!.replace(/\/+$/, '');
}

/** The cards of one user, in order, at most 5. */
export function quickAccessFor(
  entries: readonly QuickAccessEntry[],
  user: { role: PortalRole; menuSlugs: readonly string[] },
): QuickAccessEntry[] {
  const caps = roleCapabilities(user.role);
  const userList = caps.quickAccessList === 'user';
  const noServiceLinks = !caps.quickAccessServiceLinks;
  return [...entries]
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name, 'pt-BR'))
    .filter((entry) => {
      const slug = areaSlugOf(entry.link);
      if (slug === null) return userList && entry.link.trim() !== '';
      if (slug.startsWith(SIMPLIFIED_INVOICE_SLUG)) return false;
      if (noServiceLinks && SERVICE_LINK_SLUGS.includes(slug)) return false;
      return user.menuSlugs.includes(slug);
    })
    .slice(0, QUICK_ACCESS_MAX);
}
