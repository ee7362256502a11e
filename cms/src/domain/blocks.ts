/**
 * The block catalogue of spec 04 §2.4 and the page rules that depend on block names.
 * Framework-free: imported by the CMS (schemas, seed, tests) and by the Astro site.
 */

/**
 * Normalizes a block name: case-insensitive, '-', '_' and spaces are equivalent, and a Strapi uid's
 * category is dropped (`texto.paragraph`, and `blocks.paragraph` of databases from before the block groups).
 */
export function normalizeBlockName(name: string): string {
  return name
    .trim()
    .replace(/^[a-z0-9-]+\./i, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');
}

/** Spec name → component name (`<group>.<name>` in Strapi, see BLOCK_GROUPS; `data-block` on the site). */
export const BLOCK_CATALOGUE = {
  'quick access': 'quick-access',
  anchor: 'anchor',
  'logged area': 'logged-area',
  banner: 'banner',
  search: 'search',
  cover: 'cover',
  'digital account': 'digital-account',
  'simplified digital account': 'simplified-digital-account',
  highlights: 'highlights',
  faq: 'faq',
  footer: 'footer',
  'logged-in footer': 'logged-in-footer',
  'image gallery': 'image-gallery',
  'logged-in header': 'logged-in-header',
  html: 'html',
  institutional: 'institutional',
  'landing page': 'landing-page',
  'landing page footer': 'landing-page-footer',
  'news list': 'news-list',
  login: 'login',
  'simplified-invoice login': 'simplified-invoice-login',
  'marketing banner': 'marketing-banner',
  menu: 'menu',
  'header menu': 'header-menu',
  news: 'news',
  'not found': 'not-found',
  'special paragraph': 'special-paragraph',
  paragraph: 'paragraph',
  'pdf viewer': 'pdf-viewer',
  popup: 'popup',
  'want-to-hire': 'want-to-hire',
  seo: 'seo',
  'slider cards': 'slider-cards',
  'side slider': 'side-slider',
  solutions: 'solutions',
  table: 'table',
  // Issue 25 §4 (beyond spec 04): the tariff simulator (docs/insights-simulator.md).
  'tariff simulator': 'tariff-simulator',
  timeline: 'timeline',
  'video with text': 'video-with-text',
} as const;

export type BlockName = (typeof BLOCK_CATALOGUE)[keyof typeof BLOCK_CATALOGUE];
export const BLOCK_NAMES: readonly BlockName[] = Object.values(BLOCK_CATALOGUE);

const known = new Set<string>(BLOCK_NAMES);

/** The catalogue name for any spelling of a block name, or null when it is not a known block. */
export function resolveBlockName(name: string): BlockName | null {
  const normalized = normalizeBlockName(name);
  return known.has(normalized) ? (normalized as BlockName) : null;
}

/** Blocks that are never separated from their neighbours by a horizontal rule. */
const NO_RULE_AROUND: ReadonlySet<string> = new Set(['timeline', 'solutions', 'marketing-banner', 'html']);

/** A horizontal rule separates consecutive blocks unless either is a timeline, solutions, marketing banner or html block. */
export function needsSeparator(previous: string, next: string): boolean {
  return !NO_RULE_AROUND.has(normalizeBlockName(previous)) && !NO_RULE_AROUND.has(normalizeBlockName(next));
}

export interface PageFlags {
  type?: string | null;
  show_header?: boolean | null;
  show_footer?: boolean | null;
}

/** A page of type institutional with both show_header and show_footer is shown as a landing page. */
export function isLandingPage(page: PageFlags): boolean {
  if (page.type === 'landing') return true;
  return page.type === 'institutional' && page.show_header === true && page.show_footer === true;
}

/**
 * The session-storage key of a landing page's footer-visibility flag: the content path with
 * its API prefix replaced by the landing-page path.
 */
export function footerVisibilityKey(contentPath: string): string {
  const clean = contentPath.replace(/^\/+/, '');
  const withoutApi = clean.replace(/^api\/(pages\/)?/, '');
  return `/landing-page/${withoutApi}`;
}

/** Blocks outside the page flow (a modal, metadata): nobody's neighbour for the separator rule. */
const OUT_OF_FLOW: ReadonlySet<string> = new Set(['popup', 'seo']);

/** For each block of a page, whether a horizontal rule goes before it. */
export function separatorsBefore(names: readonly string[]): boolean[] {
  let previous: string | null = null;
  return names.map((raw) => {
    const name = normalizeBlockName(raw);
    if (OUT_OF_FLOW.has(name)) return false;
    const rule = previous !== null && needsSeparator(previous, name);
    previous = name;
    return rule;
  });
}
