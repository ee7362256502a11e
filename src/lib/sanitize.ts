import sanitizeHtml from 'sanitize-html';
import { richTextToHtml, richTextToPlain } from '@domain/rich-text';

/**
 * The rich-text fields are Strapi 5's Blocks editor: its JSON is printed as HTML at build time by
 * `richTextToHtml` (cms/src/domain/rich-text.ts) — what the editor formats with the toolbar is what
 * the page shows; no client JavaScript. A Markdown/HTML string stored before the move to Blocks
 * is still rendered as before (Markdown with stored HTML kept).
 *
 * Then sanitized as always: formatting, links, lists, images and tables; no scripts
 * or inline handlers, and no `id` (an editor's id could clobber the page's own elements or
 * globals: DOM clobbering).
 */
export function sanitizeRichText(value: unknown): string {
  return sanitizeHtml(richTextToHtml(value), {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'h1', 'h2', 'span', 'u', 's']),
    allowedAttributes: {
      ...sanitizeHtml.defaults.allowedAttributes,
      '*': ['class', 'style'],
      a: ['href', 'name', 'target', 'rel', 'title'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
    },
    allowedStyles: { '*': { color: [/^#[0-9a-f]{3,8}$/i, /^rgb/], 'text-align': [/^(left|right|center|justify)$/] } },
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }, true) },
  });
}

/** Plain text of an editor's rich text, Blocks or a legacy string (search excerpts, meta descriptions). */
export function toPlainText(value: unknown): string {
  return richTextToPlain(value);
}
