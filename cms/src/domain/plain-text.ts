/** Plain-text helpers for search: rich text to text and accent folding (excerpts: search-text.ts). */
import { isBlocks, richTextToPlain } from './rich-text';

/** The reader-visible text of a rich-text value (Blocks, or a legacy Markdown/HTML string): no tags, no marks. */
export function htmlToText(value: unknown): string {
  return richTextToPlain(value);
}

/** A Blocks tree (the Blocks editor's JSON): an array of nodes, each with a type and children. */
function isBlocksTree(value: unknown): boolean {
  return (
    isBlocks(value) &&
    value.length > 0 &&
    value.every(
      (node) => node && typeof node === 'object' && typeof (node as { type?: unknown }).type === 'string' && !('__component' in node),
    )
  );
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
    if (isBlocksTree(node)) {
      parts.push(richTextToPlain(node));
    } else if (typeof node === 'string') {
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
