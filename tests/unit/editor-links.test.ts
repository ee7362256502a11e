/**
 * Editor-given links (security review, second round, Low): every `href` that the public site's
 * blocks, layouts, components and islands print is either passed through `safeHref` (which drops
 * `javascript:`, `data:` and other script links), built by a helper that makes a fixed kind of
 * link (tel:, the site's own paths, media URLs), or a value listed below whose file proves it was
 * passed through `safeHref` where it is computed. A new `href={block.Link}` fails this test.
 * The rich-text sanitizer drops `id` attributes (DOM clobbering).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { safeHref } from '../../src/lib/safe-href';
import { sanitizeRichText } from '../../src/lib/sanitize';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['src/blocks', 'src/layouts', 'src/components', 'src/islands'];

function files(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(rel);
    return /\.(astro|tsx)$/.test(entry.name) ? [rel] : [];
  });
}

/** The expression inside `href={...}`, braces balanced. */
function hrefExpressions(source: string): string[] {
  const found: string[] = [];
  const re = /\bhref=\{/g;
  let match: RegExpExecArray | null;
  while ((match = re.exec(source))) {
    let depth = 1;
    let i = match.index + match[0].length;
    const start = i;
    while (i < source.length && depth > 0) {
      if (source[i] === '{') depth++;
      else if (source[i] === '}') depth--;
      i++;
    }
    found.push(source.slice(start, i - 1).trim());
  }
  return found;
}

/** Links that cannot carry an editor's scheme: safeHref, fixed-kind builders, constants, fixed prefixes. */
const SAFE = [/^safeHref\(/, /^(telHref|serviceHref|newsPageHref|newsArticleHref|mediaUrl|href)\(/, /^[A-Z][A-Z_]*$/, /^`(mailto:|#)/];

/** Values computed elsewhere in the same file (or by the block that feeds the island), with the proof. */
const CHECKED: Record<string, { expression: string; proof: { file: string; pattern: RegExp } }[]> = {
  'src/blocks/popup.astro': [
    { expression: 'href', proof: { file: 'src/blocks/popup.astro', pattern: /const href = safeHref\(block\.Link\)/ } },
  ],
  'src/blocks/pdf-viewer.astro': [{ expression: 'url', proof: { file: 'src/blocks/pdf-viewer.astro', pattern: /const url = mediaUrl\(/ } }],
  'src/islands/SliderCards.tsx': [
    { expression: 'card.href', proof: { file: 'src/blocks/slider-cards.astro', pattern: /href: safeHref\(card\.link_url\)/ } },
  ],
  'src/islands/Solutions.tsx': [
    { expression: 'solution.href', proof: { file: 'src/blocks/solutions.astro', pattern: /href: safeHref\(item\.Link\)/ } },
  ],
  'src/islands/SideSlider.tsx': [
    { expression: 'slide.href', proof: { file: 'src/blocks/side-slider.astro', pattern: /href: safeHref\(slide\.Link\)/ } },
  ],
  // Fixed site paths given by the blocks (login, digital account...), not by editors.
  'src/components/access/EntryPointCard.astro': [
    { expression: 'href', proof: { file: 'src/blocks/login.astro', pattern: /href="\/login"/ } },
    { expression: 'link.href', proof: { file: 'src/blocks/login.astro', pattern: /href: '\/login\?params=SignUp'/ } },
  ],
  // Share links built from the article's own URL.
  'src/components/news/ShareButtons.astro': [
    { expression: 'link.href', proof: { file: 'src/lib/share.ts', pattern: /encodeURIComponent/ } },
  ],
  // The breadcrumb's trail: the site's own pages.
  'src/components/site/Breadcrumb.astro': [
    { expression: 'item.href', proof: { file: 'src/pages/noticias/pagina/[page].astro', pattern: /trail=\{\[/ } },
  ],
  // A blob: URL the modal made from the downloaded PDF.
  'src/components/ui/pdf/PdfPreviewModal.tsx': [
    { expression: 'url', proof: { file: 'src/components/ui/pdf/PdfPreviewModal.tsx', pattern: /url/ } },
  ],
};

describe('every editor-given link goes through safeHref', () => {
  it('no block, layout, component or island prints an href that skipped safeHref', () => {
    const unchecked: string[] = [];
    for (const file of FOLDERS.flatMap(files)) {
      const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const expression of hrefExpressions(source)) {
        if (SAFE.some((re) => re.test(expression))) continue;
        const listed = CHECKED[file]?.find((c) => c.expression === expression);
        if (!listed) {
          unchecked.push(`${file}: href={${expression}}`);
          continue;
        }
        expect(fs.readFileSync(path.join(ROOT, listed.proof.file), 'utf8'), `${file}: ${expression}`).toMatch(listed.proof.pattern);
      }
    }
    expect(unchecked).toEqual([]);
  });

  it('the blocks that print CMS links call safeHref on them', () => {
    const blocks: Record<string, string[]> = {
      'src/blocks/banner.astro': ['safeHref(slide.Link)'],
      'src/blocks/marketing-banner.astro': ['safeHref(block.Link)'],
      'src/blocks/highlights.astro': ['safeHref(card.Link)'],
      'src/blocks/header-menu.astro': ['safeHref(item.Link)'],
      'src/blocks/menu.astro': ['safeHref(item.Link)'],
      'src/blocks/landing-page.astro': ['safeHref(block.Link)'],
      'src/blocks/landing-page-footer.astro': ['safeHref(s.Link)', 'safeHref(link.Link)'],
      'src/blocks/not-found.astro': ['safeHref(block.Link)'],
      'src/blocks/quick-access.astro': ['safeHref(rewriteQuickAccessLink(card.Link))'],
      'src/components/site/TopNav.astro': ['safeHref(item.Link)'],
      'src/components/site/FooterContent.astro': ['safeHref(item.Link)'],
      'src/islands/SearchResults.tsx': ['safeHref(result.Link)'],
    };
    for (const [file, calls] of Object.entries(blocks)) {
      const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const call of calls) expect(source, file).toContain(`href={${call}`);
    }
  });

  it('safeHref drops the script links an editor could type', () => {
    for (const link of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>x</script>',
      'vbscript:x',
    ])
      expect(safeHref(link)).toBeUndefined();
  });
});

describe('rich text keeps no id attributes', () => {
  it('drops id from every element and keeps class and the allowed styles', () => {
    const html = sanitizeRichText(
      '<p id="main" class="destaque">Texto <a id="login" href="/x">link</a> <img id="logo" src="/a.png" alt="a"><span id="x" style="color:#fff">y</span></p>',
    );
    expect(html).not.toMatch(/\bid=/);
    expect(html).toContain('class="destaque"');
    expect(html).toContain('style="color:#fff"');
    expect(html).toContain('href="/x"');
  });
});
