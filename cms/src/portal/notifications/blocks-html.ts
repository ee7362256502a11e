/**
 * Strapi's rich-text blocks (the editor of the admin's "Aviso") as notification HTML:
 * paragraphs, headings (levels 1–4 become h3–h6, the panel's sizes), lists, quotes, code as
 * text, links, and bold/italic/underline/strikethrough. Images are left out. Text is escaped;
 * the result still goes through the notification sanitizer.
 */
type Node = { type?: unknown; children?: unknown; text?: unknown; url?: unknown; level?: unknown; format?: unknown } & Record<
  string,
  unknown
>;

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const list = (value: unknown): Node[] => (Array.isArray(value) ? value.filter((n): n is Node => Boolean(n) && typeof n === 'object') : []);

function inline(node: Node): string {
  if (node.type === 'text') {
    let html = escape(typeof node.text === 'string' ? node.text : '').replace(/\n/g, '<br>');
    if (node.code) html = `<span>${html}</span>`;
    if (node.bold) html = `<strong>${html}</strong>`;
    if (node.italic) html = `<em>${html}</em>`;
    if (node.underline) html = `<u>${html}</u>`;
    if (node.strikethrough) html = `<s>${html}</s>`;
    return html;
  }
  if (node.type === 'link') return `<a href="${escape(typeof node.url === 'string' ? node.url : '')}">${children(node)}</a>`;
  return children(node);
}

const children = (node: Node) =>
  list(node.children)
    .map((child) => (child.type === 'list' ? block(child) : inline(child)))
    .join('');

function block(node: Node): string {
  switch (node.type) {
    case 'paragraph':
      return `<p>${children(node)}</p>`;
    case 'heading': {
      const level = Math.min(6, Math.max(3, (typeof node.level === 'number' ? node.level : 1) + 2));
      return `<h${level}>${children(node)}</h${level}>`;
    }
    case 'list': {
      const tag = node.format === 'ordered' ? 'ol' : 'ul';
      return `<${tag}>${list(node.children)
        .map((item) => (item.type === 'list' ? block(item) : `<li>${children(item)}</li>`))
        .join('')}</${tag}>`;
    }
    case 'quote':
      return `<blockquote>${children(node)}</blockquote>`;
    case 'code':
      return `<p>${children(node)}</p>`;
    default:
      return '';
  }
}

/** HTML of a blocks value (an array of blocks); '' for anything else. */
export function blocksToHtml(value: unknown): string {
  return list(value).map(block).join('');
}
