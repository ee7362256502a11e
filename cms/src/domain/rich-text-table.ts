/**
 * The tables of the tabs block (`texto.table`, docs/cms-admin.md "Tables of the tabs block"): an
 * editor fills them in the admin as fields, no syntax — a tab's `Tabelas` holds tables
 * (`items.tab-table`), each with a title, a header row and body rows (`items.table-row`), a row
 * being up to `TABLE_COLUMNS` plain-text cells `Coluna_1`…`Coluna_6`.
 *
 * This module prints one table as semantic HTML: `<caption>` (the table's title, or the tab's
 * title for screen readers only), column headers `<th scope="col">`, body cells `<td>`. Pure: no
 * Strapi, no DOM; every text is escaped here, so the result needs no sanitizing.
 */
import type { Blocks, RichTextValue } from './rich-text';

/** Cells of a row: the admin shows one text field per cell (a tariff table has 3 to 5 columns). */
export const TABLE_COLUMNS = 6;
export const COLUMN_FIELDS = ['Coluna_1', 'Coluna_2', 'Coluna_3', 'Coluna_4', 'Coluna_5', 'Coluna_6'] as const;
export type ColumnField = (typeof COLUMN_FIELDS)[number];

/** One row (`items.table-row`): a cell per column, empty or missing for none. */
export type TableRow = Partial<Record<ColumnField, string | null | undefined>>;

/** One table (`items.tab-table`). */
export interface TabTable {
  /** Caption; empty: the tab's title, for screen readers only. */
  Titulo?: string | null | undefined;
  /** Column headers. */
  Cabecalho?: TableRow | null | undefined;
  Linhas?: TableRow[] | null | undefined;
  /** Rich text (Blocks) shown below the table. */
  Texto?: RichTextValue | unknown;
}

/** A tab's content: the text above its tables, then each table with the text below it. */
export interface TabContent {
  Texto: Blocks | null;
  Tabelas: Array<TabTable & { Texto: Blocks | null }>;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const cell = (row: TableRow | null | undefined, column: number) => {
  const value = row?.[COLUMN_FIELDS[column]!];
  return typeof value === 'string' ? value.trim() : '';
};

/** The cells of a row, `columns` of them ('' for an empty one). */
export function cellsOf(row: TableRow | null | undefined, columns: number): string[] {
  return Array.from({ length: columns }, (_, i) => cell(row, i));
}

/** How many columns a table shows: up to the last one with text, in the header or in any row. */
export function tableColumns(table: TabTable | null | undefined): number {
  const rows = [table?.Cabecalho, ...(table?.Linhas ?? [])];
  let columns = 0;
  for (const row of rows) for (let i = TABLE_COLUMNS - 1; i >= columns; i--) if (cell(row, i)) columns = i + 1;
  return columns;
}

/** A row with no text in any cell is not shown (an editor's added but unfilled row). */
const filled = (row: TableRow | null | undefined) => COLUMN_FIELDS.some((_, i) => cell(row, i) !== '');

export interface TableRenderOptions {
  /** Caption when the table has no title of its own (the tab's title), read by screen readers only. */
  caption?: string | undefined;
}

/** One table as HTML; '' when it has no cell with text. */
export function tabTableToHtml(table: TabTable, options: TableRenderOptions = {}): string {
  const columns = tableColumns(table);
  if (!columns) return '';
  const title = (table.Titulo ?? '').trim();
  const fallback = (options.caption ?? '').trim();
  const caption = title
    ? `<caption>${escapeHtml(title)}</caption>`
    : fallback
      ? `<caption class="visually-hidden">${escapeHtml(fallback)}</caption>`
      : '';
  const head = filled(table.Cabecalho)
    ? `<thead><tr>${cellsOf(table.Cabecalho, columns)
        .map((text) => `<th scope="col">${escapeHtml(text)}</th>`)
        .join('')}</tr></thead>`
    : '';
  const rows = (table.Linhas ?? []).filter(filled);
  const body = rows.length
    ? `<tbody>${rows
        .map(
          (row) =>
            `<tr>${cellsOf(row, columns)
              .map((text) => `<td>${escapeHtml(text)}</td>`)
              .join('')}</tr>`,
        )
        .join('')}</tbody>`
    : '';
  return `<table>${caption}${head}${body}</table>`;
}
