/**
 * The tabs block's content becoming fields on an existing installation (docs/cms-admin.md,
 * "Tables of the tabs block"): the database migration (cms/database/migrations) converts each
 * tab's former Markdown `Conteudo` into its `Texto` (Blocks) and `Tabelas` (structured tables)
 * before Strapi syncs the schemas.
 *
 * The CMS's database is put back as an installation from before: the migration not yet run, the
 * tables of the structured tables and the tab's `Texto` column not there, every tab's content as
 * Markdown (text, a table, text, another table) in a `conteudo` column, and a page version in the
 * content history holding a tab's Markdown. After a restart the API answers every tab of the
 * catalogue page with that text and those tables, and the history version holds them too. A second
 * run of the migration changes nothing. Runs on SQLite (`api`) and PostgreSQL (`api-pg`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from './auth-support';
import { launchCms, startCms, type RunningCms } from './helpers/cms';

const MIGRATION = '2026.11.30T00.00.00.tab-tables.js';
const HISTORY_DOCUMENT = 'historia-antes-das-tabelas';
const PAGE = '/catalogo-de-blocos';
/** The tables this release adds (components and their join tables), dropped to stand for the release before. */
const NEW_TABLES = [
  'components_items_tab_tables_cmps',
  'components_items_table_tabs_cmps',
  'components_items_table_rows',
  'components_items_tab_tables',
];

const MARKDOWN = [
  'Valores com impostos.',
  '',
  '| Faixa (m³/mês) | Preço do m³ (R$) |',
  '| --- | ---: |',
  '| 0 a 7 | 6,92 |',
  '| Acima de 7 | 7,35 |',
  '',
  'Valores de **2026**.',
  '',
  '| Serviço | Prazo |',
  '| --- | --- |',
  '| Religação | 24 horas |',
].join('\n');

const text = (t: string, marks: Record<string, boolean> = {}) => ({ type: 'text', text: t, ...marks });
/** What every tab holds after the migration, written from the Markdown above. */
const CONVERTED = {
  Texto: [{ type: 'paragraph', children: [text('Valores com impostos.')] }],
  Tabelas: [
    {
      Titulo: null,
      Cabecalho: ['Faixa (m³/mês)', 'Preço do m³ (R$)'],
      Linhas: [
        ['0 a 7', '6,92'],
        ['Acima de 7', '7,35'],
      ],
      Texto: [{ type: 'paragraph', children: [text('Valores de '), text('2026', { bold: true }), text('.')] }],
    },
    { Titulo: null, Cabecalho: ['Serviço', 'Prazo'], Linhas: [['Religação', '24 horas']], Texto: null },
  ],
};

let cms: RunningCms;
let url: string;
let stopRestarted: (() => Promise<void>) | undefined;

beforeAll(async () => {
  cms = await startCms();
  url = cms.url;
});
afterAll(async () => {
  await stopRestarted?.();
  await cms?.stop();
});

type Row = Record<string, string | null>;
interface Table {
  Titulo: string | null;
  Cabecalho: Row | null;
  Linhas: Row[];
  Texto: unknown;
}
interface Tab {
  Titulo: string;
  Texto: unknown;
  Tabelas: Table[];
  Conteudo?: unknown;
}

/** A row's cells up to the last filled one. */
const cells = (row: Row | null) => {
  const values = [1, 2, 3, 4, 5, 6].map((i) => row?.[`Coluna_${i}`] ?? '');
  while (values.length && !values[values.length - 1]) values.pop();
  return values;
};
const shape = (tab: Tab) => ({
  Texto: tab.Texto,
  Tabelas: tab.Tabelas.map((t) => ({ Titulo: t.Titulo, Cabecalho: cells(t.Cabecalho), Linhas: t.Linhas.map(cells), Texto: t.Texto })),
});

async function tabsOfPage(): Promise<Tab[]> {
  const res = await fetch(`${url}/api/pages?filters[path][$eq]=${encodeURIComponent(PAGE)}`, {
    headers: { Authorization: `Bearer ${cms.readToken}` },
  });
  expect(res.status).toBe(200);
  const [page] = ((await res.json()) as { data: { blocks: { __component: string; abas?: Tab[] }[] }[] }).data;
  return page!.blocks.filter((b) => b.__component === 'texto.table').flatMap((b) => b.abas ?? []);
}

const count = async (table: string) =>
  Number((await sql<{ n: number | string }>(cms, `SELECT count(*) AS n FROM ${table}`, `SELECT count(*) AS n FROM ${table}`))[0]!.n);

async function restart() {
  await sql(cms, 'DELETE FROM strapi_migrations WHERE name = ?', 'DELETE FROM strapi_migrations WHERE name = $1', [MIGRATION]);
  const restarted = await launchCms(cms.env);
  stopRestarted = restarted.stop;
  url = restarted.url;
}

describe('tabs whose content is Markdown, stored before the tables became fields', () => {
  it('get their text as Blocks and each table as rows of cells when the CMS starts; a second run changes nothing', async () => {
    const seeded = await tabsOfPage();
    expect(seeded.length).toBeGreaterThan(0);
    const tabRows = await count('components_items_table_tabs');

    await cms.kill();
    // As before the upgrade: no structured tables, the tab's Markdown in `conteudo`.
    for (const table of NEW_TABLES) await sql(cms, `DROP TABLE ${table}`, `DROP TABLE ${table} CASCADE`);
    await sql(
      cms,
      'ALTER TABLE components_items_table_tabs DROP COLUMN texto',
      'ALTER TABLE components_items_table_tabs DROP COLUMN texto',
    );
    await sql(
      cms,
      'ALTER TABLE components_items_table_tabs ADD COLUMN conteudo text',
      'ALTER TABLE components_items_table_tabs ADD COLUMN conteudo text',
    );
    await sql(cms, 'UPDATE components_items_table_tabs SET conteudo = ?', 'UPDATE components_items_table_tabs SET conteudo = $1', [
      MARKDOWN,
    ]);
    // A version of a page in the content history, saved before the upgrade.
    await sql(
      cms,
      "INSERT INTO strapi_history_versions (content_type, related_document_id, status, data, schema, created_at) VALUES ('api::page.page', ?, 'draft', ?, '{}', CURRENT_TIMESTAMP)",
      "INSERT INTO strapi_history_versions (content_type, related_document_id, status, data, schema, created_at) VALUES ('api::page.page', $1, 'draft', $2, '{}', CURRENT_TIMESTAMP)",
      [
        HISTORY_DOCUMENT,
        JSON.stringify({ title: 'Antes', blocks: [{ __component: 'texto.table', abas: [{ Titulo: 'Residencial', Conteudo: MARKDOWN }] }] }),
      ],
    );
    await restart();

    // Every tab of the page, draft and published alike, holds the text and the two tables.
    const migrated = await tabsOfPage();
    expect(migrated.map((tab) => tab.Titulo)).toEqual(seeded.map((tab) => tab.Titulo));
    for (const tab of migrated) {
      expect(shape(tab)).toEqual(CONVERTED);
      expect(tab).not.toHaveProperty('Conteudo');
    }
    expect(await count('components_items_table_tabs')).toBe(tabRows);
    expect(await count('components_items_tab_tables')).toBe(2 * tabRows);
    const [version] = await sql<{ data: unknown }>(
      cms,
      'SELECT data FROM strapi_history_versions WHERE related_document_id = ?',
      'SELECT data FROM strapi_history_versions WHERE related_document_id = $1',
      [HISTORY_DOCUMENT],
    );
    const restored = (typeof version?.data === 'string' ? JSON.parse(version.data) : version?.data) as {
      blocks: { abas: { Titulo: string; Conteudo?: string; Texto: unknown; Tabelas: { Cabecalho: Row; Linhas: Row[] }[] }[] }[];
    };
    const [historyTab] = restored.blocks[0]!.abas;
    expect(historyTab).not.toHaveProperty('Conteudo');
    expect(historyTab?.Texto).toEqual(CONVERTED.Texto);
    expect(historyTab?.Tabelas.map((t) => [cells(t.Cabecalho), ...t.Linhas.map(cells)])).toEqual([
      [
        ['Faixa (m³/mês)', 'Preço do m³ (R$)'],
        ['0 a 7', '6,92'],
        ['Acima de 7', '7,35'],
      ],
      [
        ['Serviço', 'Prazo'],
        ['Religação', '24 horas'],
      ],
    ]);

    // Run again (as if its record were lost): nothing is converted twice.
    const rows = await count('components_items_table_rows');
    await stopRestarted!();
    stopRestarted = undefined;
    await restart();
    expect((await tabsOfPage()).map(shape)).toEqual(migrated.map(shape));
    expect(await count('components_items_tab_tables')).toBe(2 * tabRows);
    expect(await count('components_items_table_rows')).toBe(rows);
    expect(
      await sql(cms, 'SELECT name FROM strapi_migrations WHERE name = ?', 'SELECT name FROM strapi_migrations WHERE name = $1', [
        MIGRATION,
      ]),
    ).toHaveLength(1);
  });
});
