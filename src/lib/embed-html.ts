/**
 * Policy of the html block (spec 04 §2.4): editors paste embed code; the build keeps basic
 * formatting, tables, images and https iframes (each with a title, for assistive technology)
 * and drops scripts, styles, forms and every inline handler or javascript: URL.
 */
import sanitizeHtml from 'sanitize-html';

/** Accessible name given to an iframe the editor left without a title. */
export const DEFAULT_IFRAME_TITLE = 'Conteúdo incorporado';

const FORMATTING = [
  'p',
  'br',
  'hr',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'span',
  'div',
  'blockquote',
  'code',
  'pre',
];
const STRUCTURE = ['h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption'];
const TABLES = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

const options: sanitizeHtml.IOptions = {
  allowedTags: [...FORMATTING, ...STRUCTURE, ...TABLES, 'iframe'],
  allowedAttributes: {
    '*': ['class', 'lang', 'dir'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan', 'headers'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  // Embedded documents and images only over https: no mixed content, no data:/javascript: sources.
  allowedSchemesByTag: { iframe: ['https'], img: ['https'] },
  allowProtocolRelative: false,
  // An iframe whose src was refused (http, javascript:, missing) would be an empty box: drop it.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !/^https:\/\//i.test(frame.attribs.src ?? ''),
  transformTags: {
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, title: attribs.title?.trim() || DEFAULT_IFRAME_TITLE, loading: 'lazy' },
    }),
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy' } }),
    // Headings below the block's own h2 keep the page outline: an h1 pasted in becomes an h2.
    h1: 'h2',
  },
};

export function sanitizeEmbedHtml(html: string | null | undefined): string {
  return sanitizeHtml(html ?? '', options);
}
