/**
 * The search index's tables and SQL, per engine (raw, parameterised SQL on strapi.db.connection).
 *
 * SQLite: `portal_search`, an FTS5 virtual table (tokenizer `unicode61 remove_diacritics 2`,
 * prefix indexes for 2 and 3 characters). PostgreSQL: `portal_search` with a `tsvector` column
 * (title weight A, body weight B, GIN index) under the `portal_pt` text-search configuration —
 * a copy of `portuguese` whose words pass through `unaccent` before the Portuguese stemmer. When
 * the `unaccent` extension cannot be created, the configuration is `simple` over text folded in
 * Node (lowercase, no accents): still accent- and case-insensitive, without stemming.
 *
 * `portal_search_meta` keeps the schema version (with the engine and configuration): a CMS that
 * finds another version drops the table, makes it again and rebuilds it.
 */
import type { Core } from '@strapi/strapi';
import { foldText } from '../../domain/plain-text';
import { fts5Match, tsQueryText } from '../../domain/search-text';

/** Bump when the table or what is stored in it changes: every database then rebuilds its index. */
export const SEARCH_SCHEMA_VERSION = 2;

export type Sql = Core.Strapi['db']['connection'];

export interface IndexEntry {
  kind: 'page' | 'news';
  docId: string;
  title: string;
  /** Reader-visible text, no markup. */
  body: string;
  link: string;
  /** Order among results of the same weight: pages first by id, then news newest first. */
  order: number;
}

export interface IndexRow {
  title: string;
  body: string;
  link: string;
}

export interface SearchStore {
  engine: 'sqlite' | 'postgres';
  /** PostgreSQL text-search configuration: `portal_pt`, or `simple` over folded text. */
  config: 'portal_pt' | 'simple' | null;
  /** What `portal_search_meta` holds for an index built by this code on this engine. */
  version: string;
}

const rowsOf = <T>(store: SearchStore, answer: unknown): T[] =>
  (store.engine === 'postgres' ? (answer as { rows: T[] }).rows : answer) as T[];

/** Makes `portal_pt` (unaccent + Portuguese stemmer) if it can; answers the configuration to use. */
async function postgresConfig(strapi: Core.Strapi, db: Sql): Promise<'portal_pt' | 'simple'> {
  try {
    await db.raw('CREATE EXTENSION IF NOT EXISTS unaccent');
    const exists = await db.raw("SELECT 1 FROM pg_ts_config WHERE cfgname = 'portal_pt'");
    if (!exists.rows.length) {
      await db.transaction(async (trx) => {
        await trx.raw('CREATE TEXT SEARCH CONFIGURATION portal_pt ( COPY = portuguese )');
        await trx.raw('ALTER TEXT SEARCH CONFIGURATION portal_pt ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem');
      });
    }
    return 'portal_pt';
  } catch (error) {
    // Another CMS on the same database may have made it in the meantime.
    const again = await db.raw("SELECT 1 FROM pg_ts_config WHERE cfgname = 'portal_pt'").catch(() => ({ rows: [] }));
    if (again.rows.length) return 'portal_pt';
    strapi.log.warn(
      `Search: the unaccent extension could not be created (${(error as Error).message}); ` +
        'indexing with the simple configuration over accent-folded text (no Portuguese stemming).',
    );
    return 'simple';
  }
}

async function storedVersion(db: Sql, store: SearchStore): Promise<string | null> {
  const answer = await db.raw("SELECT value FROM portal_search_meta WHERE name = 'schema'");
  return rowsOf<{ value: string }>(store, answer)[0]?.value ?? null;
}

async function createTable(db: Sql, store: SearchStore): Promise<void> {
  if (store.engine === 'sqlite') {
    await db.raw(
      'CREATE VIRTUAL TABLE IF NOT EXISTS portal_search USING fts5(title, body, kind UNINDEXED, doc_id UNINDEXED, link UNINDEXED, ord UNINDEXED, ' +
        "tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')",
    );
    return;
  }
  await db.raw(`CREATE TABLE IF NOT EXISTS portal_search (
    kind varchar(8) NOT NULL, doc_id varchar(64) NOT NULL, title text NOT NULL, body text NOT NULL, link text NOT NULL,
    ord double precision NOT NULL, document tsvector NOT NULL, PRIMARY KEY (kind, doc_id))`);
  await db.raw('CREATE INDEX IF NOT EXISTS portal_search_document ON portal_search USING gin (document)');
}

/**
 * Opens the index: makes its tables; when the stored schema version differs (or there is none),
 * drops the old table first and answers `stale: true` (the caller rebuilds, then markBuilt).
 */
export async function openStore(strapi: Core.Strapi): Promise<{ store: SearchStore; stale: boolean }> {
  const db = strapi.db.connection;
  const client = strapi.db.dialect.client;
  if (client !== 'sqlite' && client !== 'postgres') throw new Error(`Site search: database client ${client} is not supported.`);
  const config = client === 'postgres' ? await postgresConfig(strapi, db) : null;
  const store: SearchStore = {
    engine: client,
    config,
    version: `${SEARCH_SCHEMA_VERSION}:${client === 'sqlite' ? 'fts5-unicode61' : config}`,
  };
  await db.raw('CREATE TABLE IF NOT EXISTS portal_search_meta (name varchar(32) PRIMARY KEY, value text NOT NULL)');
  const stale = (await storedVersion(db, store)) !== store.version;
  if (stale) await db.raw('DROP TABLE IF EXISTS portal_search');
  await createTable(db, store);
  return { store, stale };
}

/** Records that the index now holds what this code builds (after a full rebuild). */
export async function markBuilt(db: Sql, store: SearchStore): Promise<void> {
  await db.raw("DELETE FROM portal_search_meta WHERE name = 'schema'");
  await db.raw("INSERT INTO portal_search_meta (name, value) VALUES ('schema', ?)", [store.version]);
}

export async function countEntries(db: Sql, store: SearchStore): Promise<number> {
  const answer = await db.raw('SELECT count(*) AS n FROM portal_search');
  return Number(rowsOf<{ n: number | string }>(store, answer)[0]?.n ?? 0);
}

export async function clearEntries(db: Sql): Promise<void> {
  await db.raw('DELETE FROM portal_search');
}

export async function removeEntry(db: Sql, kind: IndexEntry['kind'], docId: string): Promise<void> {
  await db.raw('DELETE FROM portal_search WHERE kind = ? AND doc_id = ?', [kind, docId]);
}

/** Replaces the entry of one document. */
export async function writeEntry(db: Sql, store: SearchStore, entry: IndexEntry): Promise<void> {
  await removeEntry(db, entry.kind, entry.docId);
  const { kind, docId, title, body, link, order } = entry;
  if (store.engine === 'sqlite') {
    await db.raw('INSERT INTO portal_search (title, body, kind, doc_id, link, ord) VALUES (?, ?, ?, ?, ?, ?)', [
      title,
      body,
      kind,
      docId,
      link,
      order,
    ]);
    return;
  }
  // `simple` does not fold accents: the text is folded here instead.
  const text = (s: string) => (store.config === 'simple' ? foldText(s) : s);
  await db.raw(
    `INSERT INTO portal_search (kind, doc_id, title, body, link, ord, document)
     VALUES (?, ?, ?, ?, ?, ?, setweight(to_tsvector(?::regconfig, ?), 'A') || setweight(to_tsvector(?::regconfig, ?), 'B'))`,
    [kind, docId, title, body, link, order, store.config, text(title), store.config, text(body)],
  );
}

/**
 * Entries containing every word (as a word's beginning), best first: all words in the title,
 * then all in the text, then split between them; among equals, pages (by id) before news
 * (newest first). `words` come from searchWords (folded letters and digits).
 */
export async function queryEntries(db: Sql, store: SearchStore, words: readonly string[], limit: number): Promise<IndexRow[]> {
  if (!words.length) return [];
  if (store.engine === 'sqlite') {
    const answer = await db.raw(
      `SELECT title, body, link FROM portal_search WHERE portal_search MATCH ?
       ORDER BY 2 * (rowid IN (SELECT rowid FROM portal_search WHERE portal_search MATCH ?))
              + (rowid IN (SELECT rowid FROM portal_search WHERE portal_search MATCH ?)) DESC,
                kind = 'news', CAST(ord AS REAL)
       LIMIT ?`,
      [fts5Match(words), fts5Match(words, 'title'), fts5Match(words, 'body'), limit],
    );
    return rowsOf<IndexRow>(store, answer);
  }
  const answer = await db.raw(
    `SELECT title, body, link FROM portal_search WHERE document @@ to_tsquery(?::regconfig, ?)
     ORDER BY 2 * (document @@ to_tsquery(?::regconfig, ?))::int + (document @@ to_tsquery(?::regconfig, ?))::int DESC,
              kind = 'news', ord
     LIMIT ?`,
    [store.config, tsQueryText(words), store.config, tsQueryText(words, 'A'), store.config, tsQueryText(words, 'B'), limit],
  );
  return rowsOf<IndexRow>(store, answer);
}
