/**
 * The HTML a notification may carry (spec 01 §2.5 "HTML description"). Descriptions are
 * sanitized once, when written: the answer of GET /api/notification is already safe to render.
 * Allowed: text formatting (p, br, strong/b, em/i, u, s, small, span), lists (ul, ol, li),
 * headings h3–h6, blockquote, hr, and links (a href with http, https, mailto or tel; a link
 * always gets target="_blank" and rel="noopener noreferrer"). Everything else — script, style,
 * iframe, img, forms, event handlers (on*), style and class attributes, javascript: URLs — is
 * removed; the text of a removed tag stays (but never the content of script/style).
 */
import sanitizeHtml from 'sanitize-html';

export const NOTIFICATION_HTML_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'span',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'hr',
  'a',
] as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...NOTIFICATION_HTML_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/** The description as stored: allowed tags only, trimmed. */
export function sanitizeNotificationHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
