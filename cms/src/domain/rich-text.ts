/**
 * Editors' rich text is Strapi 5's Blocks editor (`"type": "blocks"`): a JSON tree of paragraphs,
 * headings, lists, quotes, code and images whose text carries bold, italic, underline,
 * strikethrough and code marks and links (docs/cms-admin.md, "Rich text"). This module prints that
 * tree as HTML (the site's build, then `sanitizeRichText`) and as plain text (search, news
 * description, entry names). Pure: no Strapi, no React, no DOM — what the editor formats is what
 * this prints, node by node.
 *
 * A value stored before the move to Blocks (a Markdown or HTML string) is still accepted: it is
 * rendered as before (Markdown with stored HTML kept), so an installation whose database was not
 * migrated yet still shows its pages.
 */
import MarkdownIt from 'markdown-it';

export interface TextNode {
  type: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
}
export interface LinkNode {
  type: 'link';
  url: string;
  children: TextNode[];
}
export type InlineNode = TextNode | LinkNode;
export interface ListItemNode {
  type: 'list-item';
  children: InlineNode[];
}
export interface ListNode {
  type: 'list';
  format: 'ordered' | 'unordered';
  indentLevel?: number;
  children: Array<ListItemNode | ListNode>;
}
export interface BlockImage {
  url: string;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
  [key: string]: unknown;
}
export type BlockNode =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: InlineNode[] }
  | { type: 'quote'; children: InlineNode[] }
  | { type: 'code'; language?: string | null; children: InlineNode[] }
  | { type: 'image'; image: BlockImage; children?: InlineNode[] }
  | ListNode;
export type Blocks = BlockNode[];

/** What a rich-text field holds: Blocks, or a Markdown/HTML string stored before the move. */
export type RichTextValue = Blocks | string | null | undefined;

/** Legacy values: rendered with the options of Strapi's former Markdown editor preview. */
const markdown = new MarkdownIt({ html: true, breaks: true, linkify: true, typographer: true });

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A text with its marks; a line break typed with Shift+Enter is kept as `<br>`. */
function renderText(node: TextNode): string {
  let html = escapeHtml(node.text ?? '').replace(/\n/g, '<br>');
  if (!html) return '';
  if (node.code) html = `<code>${html}</code>`;
  if (node.strikethrough) html = `<s>${html}</s>`;
  if (node.underline) html = `<u>${html}</u>`;
  if (node.italic) html = `<em>${html}</em>`;
  if (node.bold) html = `<strong>${html}</strong>`;
  return html;
}

function renderInline(nodes: InlineNode[] | undefined): string {
  return (nodes ?? [])
    .map((node) =>
      node.type === 'link'
        ? `<a href="${escapeHtml(node.url ?? '')}">${renderInline(node.children)}</a>`
        : node.type === 'text'
          ? renderText(node)
          : '',
    )
    .join('');
}

/**
 * A list; a list nested in it (Tab in the editor: a `list` child with a deeper `indentLevel`) goes
 * inside the item before it, as HTML nests lists.
 */
function renderList(node: ListNode): string {
  const tag = node.format === 'ordered' ? 'ol' : 'ul';
  const items: string[] = [];
  for (const child of node.children ?? []) {
    if (child.type === 'list') {
      const nested = renderList(child);
      if (items.length) items[items.length - 1] = items[items.length - 1].replace(/<\/li>$/, `${nested}</li>`);
      else items.push(`<li>${nested}</li>`);
    } else if (child.type === 'list-item') {
      items.push(`<li>${renderInline(child.children)}</li>`);
    }
  }
  return `<${tag}>${items.join('')}</${tag}>`;
}

function renderBlock(node: BlockNode): string {
  switch (node.type) {
    case 'paragraph':
      return `<p>${renderInline(node.children)}</p>`;
    case 'heading': {
      const level = Math.min(6, Math.max(1, Number(node.level) || 2));
      return `<h${level}>${renderInline(node.children)}</h${level}>`;
    }
    case 'quote':
      return `<blockquote>${renderInline(node.children)}</blockquote>`;
    case 'code':
      return `<pre><code>${escapeHtml(inlineText(node.children))}</code></pre>`;
    case 'list':
      return renderList(node);
    case 'image': {
      const { url, alternativeText, width, height } = node.image ?? ({} as BlockImage);
      if (!url) return '';
      const size = width && height ? ` width="${Number(width)}" height="${Number(height)}"` : '';
      return `<p><img src="${escapeHtml(url)}" alt="${escapeHtml(alternativeText ?? '')}"${size} loading="lazy"></p>`;
    }
    default:
      return '';
  }
}

/** True when the value is a Blocks tree (an array), not a legacy string. */
export function isBlocks(value: unknown): value is Blocks {
  return Array.isArray(value);
}

/**
 * Whether a rich-text value has anything to show: a field the editor emptied keeps one empty
 * paragraph in Blocks, which shows nothing.
 */
export function hasRichText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (!isBlocks(value)) return false;
  return value.some((node) => node?.type === 'image') || richTextToPlain(value) !== '';
}

/** An editor's rich text as HTML, not yet sanitized (the site sanitizes it: src/lib/sanitize.ts). */
export function richTextToHtml(value: RichTextValue | unknown): string {
  if (!hasRichText(value)) return '';
  if (isBlocks(value)) return value.map((node) => (node && typeof node === 'object' ? renderBlock(node) : '')).join('\n');
  return typeof value === 'string' && value ? markdown.render(value) : '';
}

function inlineText(nodes: InlineNode[] | undefined): string {
  return (nodes ?? [])
    .map((node) => (node.type === 'link' ? inlineText(node.children) : node.type === 'text' ? (node.text ?? '') : ''))
    .join('');
}

function blockText(node: BlockNode): string[] {
  if (node.type === 'list')
    return (node.children ?? []).flatMap((child) => (child.type === 'list' ? blockText(child) : [inlineText(child.children)]));
  if (node.type === 'image') return [];
  return [inlineText(node.children)];
}

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The reader-visible text of a rich-text value (Blocks, or a legacy Markdown/HTML string): no tags, no marks. */
export function richTextToPlain(value: RichTextValue | unknown): string {
  if (isBlocks(value)) {
    return value
      .flatMap((node) => (node && typeof node === 'object' ? blockText(node) : []))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  }
  if (typeof value !== 'string' || !value) return '';
  return markdown
    .render(value)
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, (e) => ENTITIES[e.toLowerCase()] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
