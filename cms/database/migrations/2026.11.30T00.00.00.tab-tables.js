'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- Strapi loads migration files with require() (CommonJS only) */
/**
 * The tabs block's content becomes fields an editor fills without Markdown (docs/cms-admin.md,
 * "Tables of the tabs block"): a tab (`items.table-tab`) loses its Markdown `Conteudo` and gains
 * `Texto` (Blocks) and `Tabelas` (`items.tab-table`: title, header row and body rows of
 * `items.table-row`, text below). Strapi runs this file before it syncs the database with the
 * schemas, so the new tables and columns do not exist yet: they are created here from the very
 * definitions Strapi computed from the schemas (the sync then finds them as it would have made
 * them), and each stored `Conteudo` — drafts and published versions alike, one component row each
 * — is converted in place:
 *
 * - the text before the first table → the tab's `Texto`, as Blocks (the converter of the move to
 *   Blocks);
 * - each Markdown or HTML table → one `Tabelas` entry, its header cells and rows as fields, with
 *   the text after it (up to the next table) as that table's `Texto`.
 *
 * The tabs blocks kept in Strapi's content history (`strapi_history_versions`) are converted the
 * same way, so a version restored later holds its text and tables.
 *
 * A converted tab's `Conteudo` is emptied, so a second run changes nothing (the sync then drops
 * the column). What a structured table cannot hold (a link in a cell, more than 6 columns…)
 * stops the migration naming the tab's row: nothing is written (one transaction). The converter
 * is cms/src/domain/rich-text-table-import.ts, from the compiled app.
 */
const path = require('node:path');

const TAB = 'items.table-tab';
const TABLE = 'items.tab-table';
const ROW = 'items.table-row';
/** The former Markdown field's column. */
const CONTENT = 'conteudo';
const HISTORY = 'strapi_history_versions';

/** @param {import('knex').Knex.Transaction} trx */
async function up(trx, db) {
  if (!db.metadata.has(TAB) || !db.metadata.has(TABLE) || !db.metadata.has(ROW)) return;
  const { legacyTabContentToStructured } = require(path.join(global.strapi.dirs.dist.src, 'domain', 'rich-text-table-import.js'));
  await convertTabs(trx, db, legacyTabContentToStructured);
  await convertHistory(trx, db, legacyTabContentToStructured);
}

/** Every tab row still holding `Conteudo` → its `Texto` and `Tabelas` rows. */
async function convertTabs(trx, db, convert) {
  const schema = () => db.getSchemaConnection(trx);
  const table = (name) => (db.getSchemaName() ? trx(name).withSchema(db.getSchemaName()) : trx(name));
  const tab = db.metadata.get(TAB);
  const tableMeta = db.metadata.get(TABLE);
  const rowMeta = db.metadata.get(ROW);
  if (!(await schema().hasTable(tab.tableName)) || !(await schema().hasColumn(tab.tableName, CONTENT))) return;
  const pending = await table(tab.tableName).select('id', CONTENT).whereNotNull(CONTENT);
  if (!pending.length) return;
  await ensureTables(trx, db, [
    tab.tableName,
    tab.attributes.Tabelas.joinTable.name,
    tableMeta.tableName,
    tableMeta.attributes.Linhas.joinTable.name,
    rowMeta.tableName,
  ]);

  const column = (meta, name) => meta.attributes[name].columnName || name;
  const insert = async (name, row) => {
    const [inserted] = await table(name).insert(row).returning('id');
    return typeof inserted === 'object' ? inserted.id : inserted;
  };
  /** One component row linked to its parent, as Strapi links them (the join table's pivot columns). */
  const link = (meta, field, entityId, componentId, order) => {
    const { name, pivotColumns, orderColumnName } = meta.attributes[field].joinTable;
    const [entityColumn, componentColumn, fieldColumn, typeColumn] = pivotColumns;
    return table(name).insert({
      [entityColumn]: entityId,
      [componentColumn]: componentId,
      [fieldColumn]: field,
      [typeColumn]: meta.attributes[field].target,
      [orderColumnName]: order,
    });
  };
  const cellsOf = (cells) => Object.fromEntries(Object.entries(cells).map(([name, text]) => [column(rowMeta, name), text || null]));
  const blocks = (value) => (value ? JSON.stringify(value) : null);

  for (const row of pending) {
    if (typeof row[CONTENT] !== 'string') continue;
    let content;
    try {
      content = convert(row[CONTENT]);
    } catch (error) {
      throw new Error(`${tab.tableName} row ${row.id}, field Conteudo: ${error.message}`, { cause: error });
    }
    await table(tab.tableName)
      .where({ id: row.id })
      .update({ [column(tab, 'Texto')]: blocks(content.Texto), [CONTENT]: null });
    let order = 0;
    for (const structured of content.Tabelas) {
      const tableId = await insert(tableMeta.tableName, {
        [column(tableMeta, 'Titulo')]: structured.Titulo ?? null,
        [column(tableMeta, 'Texto')]: blocks(structured.Texto),
      });
      await link(tab, 'Tabelas', row.id, tableId, ++order);
      if (structured.Cabecalho)
        await link(tableMeta, 'Cabecalho', tableId, await insert(rowMeta.tableName, cellsOf(structured.Cabecalho)), 1);
      let line = 0;
      for (const cells of structured.Linhas)
        await link(tableMeta, 'Linhas', tableId, await insert(rowMeta.tableName, cellsOf(cells)), ++line);
    }
  }
}

/** Content history: a page version restored later must hold the tab's text and tables. */
async function convertHistory(trx, db, convert) {
  const schema = () => db.getSchemaConnection(trx);
  const table = (name) => (db.getSchemaName() ? trx(name).withSchema(db.getSchemaName()) : trx(name));
  if (!(await schema().hasTable(HISTORY)) || !(await schema().hasColumn(HISTORY, 'data'))) return;
  for (const version of await table(HISTORY).select('id', 'data')) {
    const data = typeof version.data === 'string' ? parse(version.data) : version.data;
    let changed;
    try {
      changed = data && convertTabsIn(data, convert);
    } catch (error) {
      throw new Error(`${HISTORY} row ${version.id}, a tab's Conteudo: ${error.message}`, { cause: error });
    }
    if (!changed) continue;
    await table(HISTORY)
      .where({ id: version.id })
      .update({ data: JSON.stringify(data) });
  }
}

/** Converts, in place, every tab of a tabs block stored in a history version; answers whether one changed. */
function convertTabsIn(value, convert) {
  if (!value || typeof value !== 'object') return false;
  let changed = false;
  if (!Array.isArray(value) && value.__component === 'texto.table' && Array.isArray(value.abas)) {
    for (const aba of value.abas) {
      if (!aba || typeof aba.Conteudo !== 'string') continue;
      const content = convert(aba.Conteudo);
      delete aba.Conteudo;
      aba.Texto = content.Texto;
      aba.Tabelas = content.Tabelas;
      changed = true;
    }
    return changed;
  }
  for (const child of Object.values(value)) if (convertTabsIn(child, convert)) changed = true;
  return changed;
}

function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Creates the tables of this release that do not exist yet, and adds the missing columns of
 * those that do, exactly as Strapi's schema sync would (its own definitions and builder).
 */
async function ensureTables(trx, db, names) {
  const schema = () => db.getSchemaConnection(trx);
  const wanted = db.schema.schema.tables.filter((t) => names.includes(t.name));
  const missing = [];
  for (const definition of wanted) {
    if (!(await schema().hasTable(definition.name))) {
      missing.push(definition);
      continue;
    }
    const absent = [];
    for (const column of definition.columns) if (!(await schema().hasColumn(definition.name, column.name))) absent.push(column);
    if (absent.length)
      await schema().alterTable(definition.name, (builder) => {
        for (const { type, name, args = [] } of absent) builder[type](name, ...args).nullable();
      });
  }
  if (missing.length) await db.schema.builder.createTables(missing, trx);
}

async function down() {
  throw new Error("the tabs' tables cannot go back to Markdown: restore the backup taken before the upgrade");
}

module.exports = { up, down };
