import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * The rich-text fields are Strapi's Markdown editor: its buttons write Markdown (`**negrito**`,
 * `## Título`, `- item`, `[link](…)`, `> citação`, `![alt](…)`) and HTML typed or stored (the seed's
 * content) is kept. Rendered here at build time with the options of the editor's own preview
 * (`@strapi/content-manager` Wysiwyg `mdRenderer`: html, breaks, linkify, typographer), so what
 * the editor sees in the preview is what the site shows; no client JavaScript.
 */
const markdown = new MarkdownIt({ html: true, breaks: true, linkify: true, typographer: true });

/** An editor's rich text as HTML: Markdown rendered, stored HTML kept, then sanitized. */
function renderRichText(text: string | null | undefined): string {
  return text ? markdown.render(text) : '';
}

/**
 * Editors' rich text (Markdown or HTML): formatting, links, lists, images and tables; no scripts
 * or inline handlers, and no `id` (an editor's id could clobber the page's own elements or
 * globals: DOM clobbering).
 */
export function sanitizeRichText(text: string | null | undefined): string {
  return sanitizeHtml(renderRichText(text), {
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

/** Plain text of an editor's rich text, Markdown or HTML (search excerpts, meta descriptions). */
export function toPlainText(text: string | null | undefined): string {
  return sanitizeHtml(renderRichText(text), { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
