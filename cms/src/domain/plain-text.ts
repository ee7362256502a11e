/** Plain-text helpers for search: rich text to text and accent folding (excerpts: search-text.ts). */
import MarkdownIt from 'markdown-it';

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The rich-text fields hold Markdown from Strapi's editor or stored HTML (src/lib/sanitize.ts renders them alike). */
const markdown = new MarkdownIt({ html: true, breaks: true });

/** The reader-visible text of a rich-text value (Markdown or HTML): no tags, no Markdown marks. */
export function htmlToText(text: string): string {
  return markdown
    .render(text)
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, (e) => ENTITIES[e.toLowerCase()] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lowercase without diacritics, so 'gas' finds 'gás'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Keys whose values are not reader-visible text. */
const NON_TEXT_KEYS =
  /^(__component|id|documentId|url|mime|hash|ext|provider|name|Link|link_url|href|createdAt|updatedAt|publishedAt|locale|formats|Cor|cor|stroke|passador|Tamanho|Posicao|tipo|Tipo|Exibicao|alinhamento|posicao|Rotulo)/;

/** All reader-visible text of a page's blocks, in order. */
export function textOfBlocks(value: unknown): string {
  const parts: string[] = [];
  const walk = (node: unknown, key: string) => {
    if (typeof node === 'string') {
      if (!NON_TEXT_KEYS.test(key) && !/^#[0-9a-f]{3,8}$/i.test(node)) parts.push(htmlToText(node));
    } else if (Array.isArray(node)) {
      node.forEach((item) => walk(item, key));
    } else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(v, k);
    }
  };
  walk(value, '');
  return parts.filter(Boolean).join(' ');
}
