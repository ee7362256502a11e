/**
 * Converts a tab's content stored before the tables became fields (`items.table-tab.Conteudo`:
 * Markdown of Strapi's former Markdown editor, or HTML) into what the tab now holds
 * (./rich-text-table.ts): the text before the first table as Blocks (`Texto`), and each table as
 * a structured table (`Tabelas`) carrying the text that follows it up to the next table. Used by
 * the database migration (cms/database/migrations/2026.11.30T00.00.00.tab-tables.js).
 *
 * Markdown is rendered with the former editor's options (GitHub-flavoured tables included), then
 * read as HTML. A cell is plain text: its bold, italics or code marks are not kept (the site's
 * tables never had them), its words are. What a structured table cannot hold is refused with its
 * name, never dropped: a link or an image in a cell, a cell spanning columns or rows, a table
 * inside a table, more than one header row, more than `TABLE_COLUMNS` columns. Column alignment
 * of the Markdown (`:-:`) is not kept: the site's tables align left.
 */
import {
  isTag,
  legacyMarkdownToHtml,
  nodesToBlocks,
  parseHtml,
  refuse,
  textOf,
  walk,
  type DomNode,
  type ImportOptions,
} from './rich-text-import';
import { COLUMN_FIELDS, TABLE_COLUMNS, type TabContent, type TableRow } from './rich-text-table';

/** Containers a table may sit in (pasted HTML): their children are read in their place. */
const CONTAINERS = new Set(['div', 'section', 'article', 'figure', 'center', 'body', 'html', 'main']);

const tags = (node: DomNode, ...names: string[]) => (node.children ?? []).filter((n) => isTag(n) && names.includes(n.name ?? ''));
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

function cellText(cell: DomNode): string {
  for (const node of walk(cell)) {
    if (node === cell) continue;
    if (node.name === 'a' && (node.attribs?.href ?? '').trim()) refuse('a link inside a table cell');
    if (node.name === 'img') refuse('an image inside a table cell');
    if (node.name === 'table') refuse('a table inside a table');
  }
  if (Number(cell.attribs?.colspan ?? 1) > 1 || Number(cell.attribs?.rowspan ?? 1) > 1) refuse('a table cell spanning columns or rows');
  return clean(textOf(cell));
}

function rowOf(tr: DomNode): string[] {
  return tags(tr, 'th', 'td').map(cellText);
}

function fields(cells: string[]): TableRow {
  return Object.fromEntries(cells.map((text, i) => [COLUMN_FIELDS[i]!, text]));
}

/** One `<table>` → a structured table: its caption, header row and body rows. */
function readTable(table: DomNode): TabContent['Tabelas'][number] {
  const sections = tags(table, 'thead', 'tbody', 'tfoot');
  const direct = tags(table, 'tr');
  const headRows = sections.filter((s) => s.name === 'thead').flatMap((s) => tags(s, 'tr'));
  let bodyRows = [...direct, ...sections.filter((s) => s.name !== 'thead').flatMap((s) => tags(s, 'tr'))];
  // A table without <thead> whose first row is all header cells (hand-written HTML).
  const first = bodyRows[0];
  if (!headRows.length && first && tags(first, 'th', 'td').every((c) => c.name === 'th') && tags(first, 'th').length) {
    headRows.push(first);
    bodyRows = bodyRows.slice(1);
  }
  if (headRows.length > 1) refuse('a table with more than one header row');
  const [headRow] = headRows;
  const header = headRow ? rowOf(headRow) : [];
  const rows = bodyRows.map(rowOf);
  const columns = Math.max(header.length, ...rows.map((r) => r.length));
  if (columns > TABLE_COLUMNS) refuse(`a table of ${columns} columns (a table holds at most ${TABLE_COLUMNS})`);
  const [caption] = tags(table, 'caption');
  const title = caption ? cellText(caption) : '';
  return {
    Titulo: title || null,
    Cabecalho: header.length ? fields(header) : null,
    Linhas: rows.map(fields),
    Texto: null,
  };
}

/** Top-level nodes, with a container holding a table opened in place. */
function flatten(nodes: DomNode[]): DomNode[] {
  return nodes.flatMap((node) =>
    isTag(node) && CONTAINERS.has(node.name ?? '') && [...walk(node)].some((n) => n.name === 'table')
      ? flatten(node.children ?? [])
      : [node],
  );
}

/**
 * A tab's former Markdown/HTML content → the text above its tables and its tables (each with
 * the text after it). Throws `RichTextConversionError` naming what cannot be converted.
 */
export function legacyTabContentToStructured(text: string, options: ImportOptions = {}): TabContent {
  const out: TabContent = { Texto: null, Tabelas: [] };
  if (!text.trim()) return out;
  let segment: DomNode[] = [];
  const flush = () => {
    const blocks = segment.length ? nodesToBlocks(segment, options) : [];
    segment = [];
    const value = blocks.length ? blocks : null;
    const last = out.Tabelas[out.Tabelas.length - 1];
    if (last) last.Texto = value;
    else out.Texto = value;
  };
  for (const node of flatten(parseHtml(legacyMarkdownToHtml(text)))) {
    if (isTag(node) && node.name === 'table') {
      flush();
      out.Tabelas.push(readTable(node));
    } else segment.push(node);
  }
  flush();
  return out;
}
