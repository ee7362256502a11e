'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- Strapi loads migration files with require() (CommonJS only) */
/**
 * Rich text moves from Strapi's Markdown editor to the Blocks editor (docs/cms-admin.md, "Rich
 * text"): the fields' columns change from text to JSON. Strapi runs this file before it syncs the
 * database with the new schemas, so the stored Markdown/HTML of every `blocks` field — in entries
 * and in component rows — is converted here, in place, into the Blocks editor's JSON (written as
 * JSON text; the sync then changes the column's type, which PostgreSQL casts from that text).
 *
 * - a value already in Blocks (an array) is left alone, so a field that was Blocks before and a
 *   second run change nothing;
 * - an image is looked up in the Media Library by its address, so the editor opens it as any
 *   image it inserted;
 * - what Blocks cannot hold (a table, a script…) stops the migration with the table, row and
 *   field named: nothing is written (one transaction), the text is converted by hand, and the
 *   CMS started again.
 *
 * The converter is the one of the seed (cms/src/domain/rich-text-import.ts), from the compiled app.
 */
const path = require('node:path');

/** @param {import('knex').Knex.Transaction} trx */
async function up(trx, db) {
  const { legacyRichTextToBlocks } = require(path.join(global.strapi.dirs.dist.src, 'domain', 'rich-text-import.js'));
  const schema = () => db.getSchemaConnection(trx);
  const table = (name) => (db.getSchemaName() ? trx(name).withSchema(db.getSchemaName()) : trx(name));
  const filesTable = db.metadata.has('plugin::upload.file') ? db.metadata.get('plugin::upload.file').tableName : null;
  let files;
  const mediaFor = async () => {
    if (files) return files;
    files = new Map();
    if (filesTable && (await schema().hasTable(filesTable))) {
      for (const file of await table(filesTable).select('*')) files.set(file.url, file);
    }
    return files;
  };

  for (const meta of db.metadata.values()) {
    for (const [name, attribute] of Object.entries(meta.attributes)) {
      if (attribute.type !== 'blocks') continue;
      const column = attribute.columnName || name;
      if (!(await schema().hasTable(meta.tableName)) || !(await schema().hasColumn(meta.tableName, column))) continue;
      const rows = await table(meta.tableName).select('id', column).whereNotNull(column);
      for (const row of rows) {
        const value = row[column];
        if (typeof value !== 'string' || isBlocksJson(value)) continue;
        const media = await mediaFor();
        let blocks;
        try {
          blocks = legacyRichTextToBlocks(value, { image: (src, alt) => imageOf(media.get(src), src, alt) });
        } catch (error) {
          throw new Error(`${meta.tableName} row ${row.id}, field ${name}: ${error.message}`, { cause: error });
        }
        await table(meta.tableName)
          .where({ id: row.id })
          .update({ [column]: blocks ? JSON.stringify(blocks) : null });
      }
    }
  }
}

function isBlocksJson(text) {
  const trimmed = text.trim();
  if (!trimmed.startsWith('[')) return false;
  try {
    return Array.isArray(JSON.parse(trimmed));
  } catch {
    return false;
  }
}

/** The image's media object as the Blocks editor stores it; an address not in the Media Library keeps what the text had. */
function imageOf(file, src, alt) {
  const parse = (v) => (typeof v === 'string' ? safeJson(v) : (v ?? null));
  if (!file) return { url: src, alternativeText: alt || null, name: path.basename(src.split('?')[0]) || src };
  return {
    name: file.name,
    alternativeText: alt || file.alternative_text || null,
    url: file.url,
    caption: file.caption ?? null,
    width: file.width,
    height: file.height,
    formats: parse(file.formats),
    hash: file.hash,
    ext: file.ext,
    mime: file.mime,
    size: Number(file.size),
    previewUrl: file.preview_url ?? null,
    provider: file.provider,
    provider_metadata: parse(file.provider_metadata),
    createdAt: new Date(file.created_at).toISOString(),
    updatedAt: new Date(file.updated_at).toISOString(),
  };
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function down() {
  throw new Error('rich text cannot go back from Blocks to Markdown: restore the backup taken before the upgrade');
}

module.exports = { up, down };
