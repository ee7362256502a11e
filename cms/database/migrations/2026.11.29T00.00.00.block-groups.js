'use strict';
/**
 * The page blocks move from one component category (`blocks`) into groups by purpose, so the
 * admin's block picker shows them grouped (docs/cms-admin.md, "Block groups"). A component's uid
 * is `<category>.<name>`, so every uid changes (`blocks.paragraph` → `texto.paragraph`); the
 * components keep their `collectionName`, so no table changes. Strapi runs this file before it
 * syncs the database with the schemas; in one transaction it renames every stored copy of an old
 * uid:
 *
 * - the component type of each block row in the dynamic-zone and component join tables
 *   (`pages_cmps.component_type`, `menus_cmps`…) and of each media link of a block
 *   (`files_related_mph.related_type`): every type column of a join table the schemas declare;
 * - the content-manager's configuration of each component (core store key
 *   `plugin_content_manager_configuration_components::<uid>`, and the uid inside), so the layout
 *   an administrator set in "Configure the view" stays;
 * - the uids under which the admin-labels bootstrap remembers what it wrote (`plugin_necta_admin-labels`);
 * - the `__component` of the blocks kept in Strapi's content history (`strapi_history_versions`).
 *
 * A value already renamed is left alone, so a second run changes nothing. The list is frozen
 * here (not read from the schemas): it is the move of this release.
 */

/** Group → its blocks, as moved by this release (cms/src/components/<group>/<name>.json). */
const GROUPS = {
  navegacao: [
    'menu',
    'header-menu',
    'footer',
    'landing-page-footer',
    'logged-in-header',
    'logged-in-footer',
    'anchor',
    'quick-access',
    'search',
  ],
  texto: ['paragraph', 'special-paragraph', 'table', 'faq', 'timeline', 'institutional', 'html'],
  midia: ['banner', 'cover', 'image-gallery', 'video-with-text', 'pdf-viewer', 'side-slider', 'slider-cards'],
  destaques: ['highlights', 'marketing-banner', 'solutions', 'want-to-hire', 'popup', 'landing-page'],
  noticias: ['news', 'news-list'],
  'area-do-cliente': ['login', 'logged-area', 'digital-account', 'simplified-digital-account', 'simplified-invoice-login'],
  pagina: ['seo', 'not-found'],
};

/** Old uid → new uid. */
const RENAMED = new Map(Object.entries(GROUPS).flatMap(([group, names]) => names.map((name) => [`blocks.${name}`, `${group}.${name}`])));

const STORE = 'strapi_core_store_settings';
const CONFIGURATION = 'plugin_content_manager_configuration_components::';
const ADMIN_LABELS = 'plugin_necta_admin-labels';
const HISTORY = 'strapi_history_versions';

/** @param {import('knex').Knex.Transaction} trx */
async function rename(trx, db, renamed) {
  const schema = () => db.getSchemaConnection(trx);
  const table = (name) => (db.getSchemaName() ? trx(name).withSchema(db.getSchemaName()) : trx(name));
  const exists = async (name, column) => (await schema().hasTable(name)) && (!column || (await schema().hasColumn(name, column)));
  const olds = [...renamed.keys()];

  // Every column holding a uid in a join table: the block rows of each dynamic zone (a morph type
  // column) and of each component field (its `component_type` pivot column), and media links.
  const seen = new Set();
  for (const meta of db.metadata.values()) {
    for (const attribute of Object.values(meta.attributes)) {
      const joinTable = attribute.joinTable;
      if (!joinTable) continue;
      const columns = [joinTable.morphColumn?.typeColumn?.name, ...(joinTable.pivotColumns ?? []).filter((c) => c === 'component_type')];
      for (const column of columns) {
        if (!column || seen.has(`${joinTable.name}.${column}`)) continue;
        seen.add(`${joinTable.name}.${column}`);
        if (!(await exists(joinTable.name, column))) continue;
        const found = await table(joinTable.name).distinct(column).whereIn(column, olds);
        for (const row of found)
          await table(joinTable.name)
            .where(column, row[column])
            .update({ [column]: renamed.get(row[column]) });
      }
    }
  }

  if (await exists(STORE)) {
    // The content-manager's configuration of each component, under its new key.
    const configurations = await table(STORE).whereIn(
      'key',
      olds.map((uid) => CONFIGURATION + uid),
    );
    for (const row of configurations) {
      const to = renamed.get(row.key.slice(CONFIGURATION.length));
      const taken = await table(STORE)
        .where({ key: CONFIGURATION + to })
        .first('id');
      if (taken) {
        await table(STORE).where({ id: row.id }).del();
        continue;
      }
      const value = parse(row.value);
      if (value && typeof value === 'object') value.uid = to;
      await table(STORE)
        .where({ id: row.id })
        .update({ key: CONFIGURATION + to, value: value ? JSON.stringify(value) : row.value });
    }
    // What the admin-labels bootstrap wrote, by uid (cms/src/bootstrap/admin-labels.ts).
    const labels = await table(STORE).where({ key: ADMIN_LABELS }).first('id', 'value');
    const applied = labels && parse(labels.value);
    if (applied && typeof applied === 'object' && Object.keys(applied).some((uid) => renamed.has(uid))) {
      const next = Object.fromEntries(Object.entries(applied).map(([uid, text]) => [renamed.get(uid) ?? uid, text]));
      await table(STORE)
        .where({ id: labels.id })
        .update({ value: JSON.stringify(next) });
    }
  }

  // Content history: a version restored later must name blocks the schemas know.
  if (await exists(HISTORY, 'data')) {
    for (const row of await table(HISTORY).select('id', 'data')) {
      const data = typeof row.data === 'string' ? parse(row.data) : row.data;
      if (!data || !renameComponents(data, renamed)) continue;
      await table(HISTORY)
        .where({ id: row.id })
        .update({ data: JSON.stringify(data) });
    }
  }
}

/** Renames every `__component` in a stored entry (in place); answers whether one changed. */
function renameComponents(value, renamed) {
  if (!value || typeof value !== 'object') return false;
  let changed = false;
  if (!Array.isArray(value) && typeof value.__component === 'string' && renamed.has(value.__component)) {
    value.__component = renamed.get(value.__component);
    changed = true;
  }
  for (const child of Object.values(value)) if (renameComponents(child, renamed)) changed = true;
  return changed;
}

function parse(text) {
  if (typeof text !== 'string') return text ?? null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function up(trx, db) {
  await rename(trx, db, RENAMED);
}

/** Back to the one `blocks` category (only with the code of the release before the groups). */
async function down(trx, db) {
  await rename(trx, db, new Map([...RENAMED].map(([from, to]) => [to, from])));
}

module.exports = { up, down };
