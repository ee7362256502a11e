/**
 * The name of an entry in the CMS admin's lists when the entry has no title of its own (the texts
 * of a special paragraph): the beginning of its text, without markup. Framework-free.
 */
import { htmlToText } from './plain-text';
import { isBlocks } from './rich-text';

export const ENTRY_NAME_MAX = 60;

/** `text`: the Blocks editor's tree, or a Markdown/HTML string stored before it (marks left there are dropped). */
export function entryNameFromText(text: unknown, max = ENTRY_NAME_MAX): string {
  const plain = isBlocks(text)
    ? htmlToText(text)
    : htmlToText(text ?? '')
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[*_#>`~|]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
