/**
 * The move of the page blocks from the one `blocks` category into groups by purpose on an
 * existing installation (docs/cms-admin.md, "Block groups"): the database migration
 * (cms/database/migrations) renames every stored `blocks.<name>` uid to `<group>.<name>` before
 * Strapi syncs the schemas.
 *
 * The CMS's database is put back as an installation from before: the migration not yet run,
 * every block row, media link of a block and content-manager configuration of a block under its
 * `blocks.<name>` uid, one block's admin layout changed by an administrator, and a page version in
 * the content history. After a restart the API answers the pages and the menu as before, the
 * stored uids are the new ones, the administrator's layout is kept and the history version names
 * the block by its new uid. Runs on SQLite (`api`) and PostgreSQL (`api-pg`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from './auth-support';
import { launchCms, startCms, type RunningCms } from './helpers/cms';

const MIGRATION = '2026.11.29T00.00.00.block-groups.js';
const CONFIGURATION = 'plugin_content_manager_configuration_components::';
const HISTORY_DOCUMENT = 'historia-antes-dos-grupos';
/** The picker's groups (docs/cms-admin.md, "Block groups"). */
const GROUPS = ['area-do-cliente', 'destaques', 'midia', 'navegacao', 'noticias', 'pagina', 'texto'];

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

async function api(path: string) {
  const res = await fetch(`${url}${path}`, { headers: { Authorization: `Bearer ${cms.readToken}` } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as { data: unknown };
}

/**
 * Blocks added after the release that made the groups: they never had a `blocks.<name>` uid, so an
 * installation from before has none of them to rename (the catalogue page shows them today).
 */
const BORN_IN_GROUPS = ['destaques.tariff-simulator'];
/** SQL: the column holds a block of a group that was once under `blocks.` (not items, other components or content types). */
const inGroups = (column: string) =>
  `(${GROUPS.map((g) => `${column} LIKE '${g}.%'`).join(' OR ')}) AND ${column} NOT IN (${BORN_IN_GROUPS.map((uid) => `'${uid}'`).join(', ')})`;

/** `texto.paragraph` → `blocks.paragraph`; item and other components, content types and blocks born in a group stay. */
const oldUid = (uid: string) =>
  GROUPS.includes(uid.split('.')[0]!) && !uid.includes('::') && !BORN_IN_GROUPS.includes(uid)
    ? `blocks.${uid.slice(uid.indexOf('.') + 1)}`
    : uid;

async function componentJoinTables(): Promise<string[]> {
  const rows = await sql<{ name: string }>(
    cms,
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%cmps'",
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name LIKE '%cmps'",
  );
  return rows.map((r) => r.name).filter((name) => name.endsWith('_cmps'));
}

/** Every uid stored in a type column: the block rows of every dynamic zone and component field, and media links. */
async function storedTypes(): Promise<string[]> {
  const types = new Set<string>();
  for (const table of await componentJoinTables())
    for (const row of await sql<{ t: string }>(
      cms,
      `SELECT DISTINCT component_type AS t FROM ${table}`,
      `SELECT DISTINCT component_type AS t FROM ${table}`,
    ))
      types.add(row.t);
  for (const row of await sql<{ t: string }>(
    cms,
    'SELECT DISTINCT related_type AS t FROM files_related_mph',
    'SELECT DISTINCT related_type AS t FROM files_related_mph',
  ))
    types.add(row.t);
  return [...types].sort();
}

async function configurationKeys(): Promise<string[]> {
  const rows = await sql<{ key: string }>(
    cms,
    'SELECT key FROM strapi_core_store_settings WHERE key LIKE ?',
    'SELECT key FROM strapi_core_store_settings WHERE key LIKE $1',
    [`${CONFIGURATION}%`],
  );
  return rows.map((r) => r.key.slice(CONFIGURATION.length)).sort();
}

async function configuration(uid: string) {
  const [row] = await sql<{ value: string }>(
    cms,
    'SELECT value FROM strapi_core_store_settings WHERE key = ?',
    'SELECT value FROM strapi_core_store_settings WHERE key = $1',
    [CONFIGURATION + uid],
  );
  return row ? (JSON.parse(row.value) as { uid: string; metadatas: Record<string, { edit: { label: string } }> }) : undefined;
}

describe('page blocks stored before the block groups', () => {
  it('are renamed into their groups when the CMS starts, and every page, menu, image and admin layout is kept', async () => {
    const pagePath = '/catalogo-de-blocos';
    const pageBefore = (await api(`/api/pages?filters[path][$eq]=${encodeURIComponent(pagePath)}`)).data;
    const menuBefore = (await api('/api/menu')).data;
    const typesBefore = await storedTypes();
    const keysBefore = await configurationKeys();
    expect(typesBefore).toContain('texto.paragraph');

    await cms.kill();
    // As before the upgrade: every block under `blocks.<name>`.
    for (const table of await componentJoinTables()) {
      await sql(
        cms,
        `UPDATE ${table} SET component_type = 'blocks.' || substr(component_type, instr(component_type, '.') + 1) WHERE ${inGroups('component_type')}`,
        `UPDATE ${table} SET component_type = 'blocks.' || split_part(component_type, '.', 2) WHERE ${inGroups('component_type')}`,
      );
    }
    await sql(
      cms,
      `UPDATE files_related_mph SET related_type = 'blocks.' || substr(related_type, instr(related_type, '.') + 1) WHERE ${inGroups('related_type')}`,
      `UPDATE files_related_mph SET related_type = 'blocks.' || split_part(related_type, '.', 2) WHERE ${inGroups('related_type')}`,
    );
    for (const uid of keysBefore.filter((u) => oldUid(u) !== u)) {
      const value = (await configuration(uid))!;
      value.uid = oldUid(uid);
      // An administrator renamed a field in "Configure the view" of the special paragraph.
      if (uid === 'texto.special-paragraph') value.metadatas.Titulo!.edit.label = 'Título do parágrafo (do painel)';
      await sql(
        cms,
        'UPDATE strapi_core_store_settings SET key = ?, value = ? WHERE key = ?',
        'UPDATE strapi_core_store_settings SET key = $1, value = $2 WHERE key = $3',
        [CONFIGURATION + oldUid(uid), JSON.stringify(value), CONFIGURATION + uid],
      );
    }
    // A version of a page in the content history, saved before the upgrade.
    await sql(
      cms,
      "INSERT INTO strapi_history_versions (content_type, related_document_id, status, data, schema, created_at) VALUES ('api::page.page', ?, 'draft', ?, '{}', CURRENT_TIMESTAMP)",
      "INSERT INTO strapi_history_versions (content_type, related_document_id, status, data, schema, created_at) VALUES ('api::page.page', $1, 'draft', $2, '{}', CURRENT_TIMESTAMP)",
      [HISTORY_DOCUMENT, JSON.stringify({ title: 'Antes', blocks: [{ __component: 'blocks.paragraph', Titulo: 'Dicas' }] })],
    );
    expect((await storedTypes()).filter((t) => t.startsWith('blocks.'))).not.toEqual([]);
    await sql(cms, 'DELETE FROM strapi_migrations WHERE name = ?', 'DELETE FROM strapi_migrations WHERE name = $1', [MIGRATION]);

    const restarted = await launchCms(cms.env);
    stopRestarted = restarted.stop;
    url = restarted.url;

    // The site reads the same pages and menu, blocks and images included.
    expect((await api(`/api/pages?filters[path][$eq]=${encodeURIComponent(pagePath)}`)).data).toEqual(pageBefore);
    expect((await api('/api/menu')).data).toEqual(menuBefore);
    const page = (pageBefore as { blocks: { __component: string }[] }[])[0]!;
    expect(new Set(page.blocks.map((b) => b.__component.split('.')[0]))).toEqual(new Set(GROUPS));

    // Nothing is left under the old uids, and each block's admin configuration moved with it.
    expect(await storedTypes()).toEqual(typesBefore);
    expect(await configurationKeys()).toEqual(keysBefore);
    const layout = await configuration('texto.special-paragraph');
    expect(layout?.uid).toBe('texto.special-paragraph');
    expect(layout?.metadatas.Titulo?.edit.label).toBe('Título do parágrafo (do painel)');
    const [version] = await sql<{ data: unknown }>(
      cms,
      'SELECT data FROM strapi_history_versions WHERE related_document_id = ?',
      'SELECT data FROM strapi_history_versions WHERE related_document_id = $1',
      [HISTORY_DOCUMENT],
    );
    const restored = (typeof version?.data === 'string' ? JSON.parse(version.data) : version?.data) as { blocks: unknown[] };
    expect(restored.blocks).toEqual([{ __component: 'texto.paragraph', Titulo: 'Dicas' }]);
    expect(
      await sql(cms, 'SELECT name FROM strapi_migrations WHERE name = ?', 'SELECT name FROM strapi_migrations WHERE name = $1', [
        MIGRATION,
      ]),
    ).toHaveLength(1);
  });
});
