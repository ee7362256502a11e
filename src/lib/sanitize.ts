import sanitizeHtml from 'sanitize-html';

/**
 * Editors' rich text: formatting, links, lists, images and tables; no scripts or inline handlers,
 * and no `id` (an editor's id could clobber the page's own elements or globals: DOM clobbering).
 */
export function sanitizeRichText(html: string | null | undefined): string {
  return sanitizeHtml(html ?? '', {
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

/** Plain text of an HTML fragment (search excerpts, meta descriptions). */
export function toPlainText(html: string | null | undefined): string {
  return sanitizeHtml(html ?? '', { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim();
}
