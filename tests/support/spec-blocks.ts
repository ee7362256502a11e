/**
 * Expected values written from the spec (never read from the code under test), shared by the
 * unit, API and browser tests of the content blocks.
 */

/** The known block names, as spec 04 §2.4 lists them ('table (tabs)' is the table block), and issue 25 §4's tariff simulator. */
export const SPEC_BLOCK_NAMES = [
  'quick access',
  'anchor',
  'logged area',
  'banner',
  'search',
  'cover',
  'digital account',
  'simplified digital account',
  'highlights',
  'faq',
  'footer',
  'logged-in footer',
  'image gallery',
  'logged-in header',
  'html',
  'institutional',
  'landing page',
  'landing page footer',
  'news list',
  'login',
  'simplified-invoice login',
  'marketing banner',
  'menu',
  'header menu',
  'news',
  'not found',
  'special paragraph',
  'paragraph',
  'pdf viewer',
  'popup',
  'want-to-hire',
  'seo',
  'slider cards',
  'side slider',
  'solutions',
  'table',
  'timeline',
  'video with text',
  // Issue 25 §4 adds one beyond spec 04: "Simulador de tarifa".
  'tariff simulator',
];
