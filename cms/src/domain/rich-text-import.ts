/**
 * Converts rich text stored before the Blocks editor (Markdown from Strapi's former Markdown
 * editor, or HTML: the seed, pasted content) into the Blocks editor's JSON (./rich-text.ts).
 * Used by the seed (`site/` holds HTML) and by the database migration of existing installs
 * (`cms/database/migrations`). Markdown is first rendered to HTML with the former editor's
 * options (stored HTML passes through), then the HTML is read with htmlparser2.
 *
 * What Blocks cannot hold is refused with an error naming it (a table, a script, an iframe…),
 * never dropped silently. Attributes other than a link's address and an image's address and
 * text (classes, inline styles, handlers) are not carried: Blocks has no place for them.
 */
import MarkdownIt from 'markdown-it';
import { parseDocument } from 'htmlparser2';
import type { BlockImage, BlockNode, Blocks, InlineNode, ListItemNode, ListNode, TextNode } from './rich-text';

const markdown = new MarkdownIt({ html: true, breaks: true, linkify: true });

export class RichTextConversionError extends Error {}

export interface ImportOptions {
  /** An image's media object from its address and text (the migration looks it up in the Media Library). */
  image?: (src: string, alt: string) => BlockImage;
  /** Address of the page the text is on: an in-page link (`#x`) becomes `<page>#x`, which Blocks accepts. */
  pagePath?: string;
}

type Marks = Omit<TextNode, 'type' | 'text'>;

/** The minimal Node shape of domhandler's tree that this reader needs. */
export interface DomNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
}

const MARK_TAGS: Record<string, keyof Marks> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  ins: 'underline',
  s: 'strikethrough',
  strike: 'strikethrough',
  del: 'strikethrough',
  code: 'code',
};
/** Inline wrappers whose content is kept without a mark. */
const TRANSPARENT_INLINE = new Set(['span', 'small', 'sub', 'sup', 'abbr', 'mark', 'cite', 'q', 'time', 'label', 'font']);
/** Containers whose children are read as blocks. */
const TRANSPARENT_BLOCK = new Set([
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'figure',
  'figcaption',
  'center',
  'body',
  'html',
]);
const HEADINGS: Record<string, 1 | 2 | 3 | 4 | 5 | 6> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
/** Nothing a reader sees, dropped. */
const IGNORED = new Set(['hr', 'wbr', 'colgroup', 'col', 'meta', 'link', 'head', 'title']);

const isText = (n: DomNode) => n.type === 'text';
export const isTag = (n: DomNode) => n.type === 'tag' || n.type === 'script' || n.type === 'style';

export function refuse(what: string): never {
  throw new RichTextConversionError(`rich text holds ${what}, which the Blocks editor cannot hold: convert it by hand`);
}

function linkUrl(href: string | undefined, options: ImportOptions): string {
  const url = (href ?? '').trim();
  if (url.startsWith('#') && options.pagePath) return `${options.pagePath}${url}`;
  return url;
}

/** Merges neighbouring texts with the same marks, drops empty ones (the editor's own normal form). */
function normalizeInline(nodes: InlineNode[]): InlineNode[] {
  const out: InlineNode[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (node.type === 'text' && last?.type === 'text' && sameMarks(node, last)) last.text += node.text;
    else out.push(node.type === 'link' ? { ...node, children: normalizeInline(node.children) as TextNode[] } : { ...node });
  }
  for (const n of out) if (n.type === 'text') n.text = n.text.replace(/[ \t]*\n[ \t]*/g, '\n');
  const trimmed = out.filter((n) => n.type === 'link' || n.text !== '');
  // Whitespace around a block's text is not seen; a line break (`<br>`) inside it is.
  const first = trimmed[0];
  if (first?.type === 'text') first.text = first.text.replace(/^[ \t]+/, '');
  const lastNode = trimmed[trimmed.length - 1];
  if (lastNode?.type === 'text') lastNode.text = lastNode.text.replace(/[ \t\n]+$/, '');
  const result = trimmed.filter((n) => n.type === 'link' || n.text !== '');
  return result.length ? result : [{ type: 'text', text: '' }];
}

function sameMarks(a: TextNode, b: TextNode): boolean {
  return (['bold', 'italic', 'underline', 'strikethrough', 'code'] as const).every((k) => Boolean(a[k]) === Boolean(b[k]));
}

function hasContent(nodes: InlineNode[]): boolean {
  return nodes.some((n) => n.type === 'link' || n.text.trim() !== '');
}

class Reader {
  constructor(private readonly options: ImportOptions) {}

  /** Reads block-level content; loose inline content between blocks becomes a paragraph. */
  blocks(nodes: DomNode[]): Blocks {
    const out: Blocks = [];
    let inline: InlineNode[] = [];
    const flush = () => {
      const children = normalizeInline(inline);
      if (hasContent(children)) out.push({ type: 'paragraph', children });
      inline = [];
    };
    for (const node of nodes) {
      if (isText(node) || (isTag(node) && this.isInline(node))) {
        inline.push(...this.inline(node, {}, out, flush));
        continue;
      }
      if (!isTag(node)) continue;
      flush();
      out.push(...this.block(node));
    }
    flush();
    return out;
  }

  private isInline(node: DomNode): boolean {
    const name = node.name ?? '';
    return name in MARK_TAGS || TRANSPARENT_INLINE.has(name) || name === 'a' || name === 'br';
  }

  private block(node: DomNode): Blocks {
    const name = node.name ?? '';
    const children = node.children ?? [];
    if (name in HEADINGS) return [{ type: 'heading', level: HEADINGS[name], children: this.inlineOnly(children, name) }];
    if (name === 'p') return this.paragraph(children);
    if (name === 'ul' || name === 'ol') return [this.list(node, 0)];
    if (name === 'blockquote') {
      // A quote holds text: its paragraphs are joined by line breaks.
      const parts = this.blocks(children).map((b) => {
        if (b.type === 'paragraph' || b.type === 'heading' || b.type === 'quote') return b.children;
        return refuse(`a ${b.type} inside a quote`);
      });
      const joined = parts.flatMap((p, i) => (i ? [{ type: 'text', text: '\n' } as TextNode, ...p] : p));
      return [{ type: 'quote', children: normalizeInline(joined) }];
    }
    if (name === 'pre') return [{ type: 'code', children: [{ type: 'text', text: textOf(node).replace(/\n$/, '') }] }];
    if (name === 'img') return [this.image(node)];
    if (TRANSPARENT_BLOCK.has(name)) return this.blocks(children);
    if (IGNORED.has(name)) return [];
    return refuse(`<${name}>`);
  }

  /** A paragraph; an image inside it becomes an image block of its own (Blocks images are blocks). */
  private paragraph(children: DomNode[]): Blocks {
    const out: Blocks = [];
    let inline: InlineNode[] = [];
    const flush = () => {
      const nodes = normalizeInline(inline);
      if (hasContent(nodes)) out.push({ type: 'paragraph', children: nodes });
      inline = [];
    };
    for (const child of children) {
      if (isTag(child) && child.name === 'img') {
        flush();
        out.push(this.image(child));
      } else if (isText(child) || (isTag(child) && this.isInline(child))) {
        inline.push(...this.inline(child, {}, out, flush));
      } else if (isTag(child)) {
        refuse(`<${child.name}> inside a paragraph`);
      }
    }
    flush();
    return out;
  }

  private image(node: DomNode): BlockNode {
    const src = node.attribs?.src ?? '';
    const alt = node.attribs?.alt ?? '';
    if (!src) refuse('an image without an address');
    const image = this.options.image ? this.options.image(src, alt) : { url: src, alternativeText: alt };
    return { type: 'image', image, children: [{ type: 'text', text: '' }] };
  }

  private inlineOnly(children: DomNode[], where: string): InlineNode[] {
    return normalizeInline(
      children.flatMap((child) => {
        if (isText(child) || (isTag(child) && this.isInline(child))) return this.inline(child, {}, [], () => undefined, where);
        if (isTag(child)) refuse(`<${child.name}> inside <${where}>`);
        return [];
      }),
    );
  }

  /** Inline content with the marks of its ancestors. An image met inline is moved out as a block (via `flush`). */
  private inline(node: DomNode, marks: Marks, out: Blocks, flush: () => void, where = 'text'): InlineNode[] {
    if (isText(node)) {
      const text = (node.data ?? '').replace(/[ \t\r\n]+/g, ' ');
      return text ? [{ type: 'text', text, ...marks }] : [];
    }
    const name = node.name ?? '';
    const children = node.children ?? [];
    if (name === 'br') return [{ type: 'text', text: '\n', ...marks }];
    if (name === 'a') {
      const texts = children.flatMap((c) => this.inline(c, marks, out, flush, where));
      if (texts.some((t) => t.type === 'link')) refuse('a link inside a link');
      const url = linkUrl(node.attribs?.href, this.options);
      if (!url) return texts;
      return [{ type: 'link', url, children: normalizeInline(texts) as TextNode[] }];
    }
    if (name === 'img') {
      if (where !== 'text') refuse(`an image inside <${where}>`);
      flush();
      out.push(this.image(node));
      return [];
    }
    if (name in MARK_TAGS) return children.flatMap((c) => this.inline(c, { ...marks, [MARK_TAGS[name]]: true }, out, flush, where));
    if (TRANSPARENT_INLINE.has(name)) return children.flatMap((c) => this.inline(c, marks, out, flush, where));
    return refuse(`<${name}> inside ${where === 'text' ? 'a text' : `<${where}>`}`);
  }

  /** A list; a list inside an item follows that item as a nested list (`indentLevel` one deeper). */
  list(node: DomNode, indentLevel: number): ListNode {
    const format = node.name === 'ol' ? 'ordered' : 'unordered';
    const children: Array<ListItemNode | ListNode> = [];
    for (const li of node.children ?? []) {
      if (isText(li)) {
        if ((li.data ?? '').trim()) refuse('text directly inside a list');
        continue;
      }
      if (!isTag(li)) continue;
      if (li.name !== 'li') refuse(`<${li.name}> directly inside a list`);
      const inline: InlineNode[] = [];
      const nested: ListNode[] = [];
      for (const child of li.children ?? []) {
        if (isTag(child) && (child.name === 'ul' || child.name === 'ol')) nested.push(this.list(child, indentLevel + 1));
        else if (isTag(child) && child.name === 'p') {
          if (inline.length) inline.push({ type: 'text', text: '\n' });
          inline.push(...this.inlineOnly(child.children ?? [], 'li'));
        } else if (isText(child) || (isTag(child) && this.isInline(child)))
          inline.push(...this.inline(child, {}, [], () => undefined, 'li'));
        else if (isTag(child)) refuse(`<${child.name}> inside a list item`);
      }
      children.push({ type: 'list-item', children: normalizeInline(inline) });
      children.push(...nested);
    }
    if (!children.length) children.push({ type: 'list-item', children: [{ type: 'text', text: '' }] });
    return { type: 'list', format, indentLevel, children };
  }
}

export function textOf(node: DomNode): string {
  if (isText(node)) return node.data ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/** HTML → the top-level nodes the converter reads (comments and doctypes left out), entities decoded. */
export function parseHtml(html: string): DomNode[] {
  const doc = parseDocument(html, { decodeEntities: true }) as unknown as DomNode;
  return (doc.children ?? []).filter((n) => n.type !== 'comment' && n.type !== 'directive');
}

/** Parsed HTML (`parseHtml`) → Blocks. Throws `RichTextConversionError` naming what Blocks cannot hold. */
export function nodesToBlocks(nodes: DomNode[], options: ImportOptions = {}): Blocks {
  for (const node of nodes.flatMap((n) => [...walk(n)])) {
    if (node.type === 'script' || node.name === 'script') refuse('a script');
    if (node.type === 'style' || node.name === 'style') refuse('a style sheet');
    if (node.name === 'table') refuse('a table');
  }
  return new Reader(options).blocks(nodes);
}

/** HTML → Blocks. Throws `RichTextConversionError` naming what Blocks cannot hold. */
export function htmlToBlocks(html: string, options: ImportOptions = {}): Blocks {
  return nodesToBlocks(parseHtml(html), options);
}

export function* walk(node: DomNode): Generator<DomNode> {
  yield node;
  for (const child of node.children ?? []) yield* walk(child);
}

/** Markdown of the former editor (stored HTML passes through) → HTML, with that editor's options. */
export function legacyMarkdownToHtml(text: string): string {
  return markdown.render(text);
}

/** A value stored before the Blocks editor (Markdown or HTML) → Blocks. An empty text is no content (null). */
export function legacyRichTextToBlocks(text: string, options: ImportOptions = {}): Blocks | null {
  if (!text.trim()) return null;
  const blocks = htmlToBlocks(legacyMarkdownToHtml(text), options);
  return blocks.length ? blocks : null;
}
