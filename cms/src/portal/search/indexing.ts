/**
 * What the search index holds and how it stays in step: one entry per PUBLISHED page (but the
 * technical ones) and news item — drafts are never read. A document-service middleware follows
 * every create, update, publish, unpublish, discard, clone and delete of pages and news and
 * rewrites that document's entry from its published version (none → no entry), in the caller's
 * transaction when there is one. A full rebuild runs at start when the index is new, of another
 * schema version, or does not hold as many entries as there are published documents.
 */
import type { Core } from '@strapi/strapi';
import { buildPopulate } from '../../lib/deep-populate';
import { htmlToText, textOfBlocks } from '../../domain/plain-text';
import { clearEntries, countEntries, markBuilt, removeEntry, writeEntry, type IndexEntry, type SearchStore, type Sql } from './store';

const PAGE_UID = 'api::page.page';
const NEWS_UID = 'api::news.news';
type IndexedUid = typeof PAGE_UID | typeof NEWS_UID;
const KIND: Record<IndexedUid, IndexEntry['kind']> = { [PAGE_UID]: 'page', [NEWS_UID]: 'news' };
const isIndexed = (uid: string): uid is IndexedUid => uid === PAGE_UID || uid === NEWS_UID;

/** Pages that exist for machinery, not for readers. */
const HIDDEN_PATHS = new Set(['/404', '/catalogo-de-blocos']);
/** Document-service actions that can change what is published. */
const WRITES = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft', 'clone']);
const BATCH = 100;

interface PublishedPage {
  id: number;
  documentId: string;
  title: string;
  path: string;
  blocks?: unknown[];
}
interface PublishedNews {
  documentId: string;
  Titulo: string;
  slug: string;
  Resumo?: string | null;
  /** Blocks (or a Markdown/HTML string stored before the Blocks editor). */
  Conteudo?: unknown;
  publishedAt: string | Date;
}

function pageEntry(page: PublishedPage): IndexEntry | null {
  if (HIDDEN_PATHS.has(page.path)) return null;
  return {
    kind: 'page',
    docId: page.documentId,
    title: page.title,
    body: textOfBlocks(page.blocks ?? []),
    link: page.path,
    order: page.id,
  };
}

function newsEntry(item: PublishedNews): IndexEntry {
  const body = [item.Resumo ?? '', htmlToText(item.Conteudo ?? '')].join(' ').trim();
  return {
    kind: 'news',
    docId: item.documentId,
    title: item.Titulo,
    body,
    link: `/noticias/${item.slug}`,
    // Newest first: a later publication sorts lower.
    order: -(new Date(item.publishedAt).getTime() || 0),
  };
}

const readParams = (strapi: Core.Strapi, uid: IndexedUid) =>
  ({ status: 'published', ...(uid === PAGE_UID ? { populate: buildPopulate(strapi, PAGE_UID, 0) } : {}) }) as never;

const entryOfDocument = (uid: IndexedUid, doc: unknown): IndexEntry | null =>
  uid === PAGE_UID ? pageEntry(doc as PublishedPage) : newsEntry(doc as PublishedNews);

/** Runs `work` in the caller's transaction (or a new one), inside a savepoint: a failed index write never spoils the caller's. */
const inTransaction = (strapi: Core.Strapi, work: (db: Sql) => Promise<void>) =>
  strapi.db.transaction(({ trx }) => trx.transaction((savepoint: Sql) => work(savepoint)));

/** Brings one document's entry in step with its published version. */
export async function reindexDocument(strapi: Core.Strapi, store: SearchStore, uid: string, documentId: string): Promise<void> {
  if (!isIndexed(uid) || !documentId) return;
  await strapi.db.transaction(async () => {
    const doc = await strapi.documents(uid).findOne({ documentId, ...(readParams(strapi, uid) as object) } as never);
    const entry = doc ? entryOfDocument(uid, doc) : null;
    await inTransaction(strapi, (db) => (entry ? writeEntry(db, store, entry) : removeEntry(db, KIND[uid], documentId)));
  });
}

/** How many entries an index in step holds: published pages (but the hidden ones) and news. */
async function expectedEntries(strapi: Core.Strapi): Promise<number> {
  const published = { publishedAt: { $notNull: true } };
  const pages = (await strapi.db.query(PAGE_UID).findMany({ where: published, select: ['documentId', 'path'] })) as {
    documentId: string;
    path: string;
  }[];
  const visible = new Set(pages.filter((p) => !HIDDEN_PATHS.has(p.path)).map((p) => p.documentId));
  const news = (await strapi.db.query(NEWS_UID).findMany({ where: published, select: ['documentId'] })) as { documentId: string }[];
  return visible.size + new Set(news.map((n) => n.documentId)).size;
}

/** Empties the index and writes every published page and news item again, in one transaction. */
export async function rebuildIndex(strapi: Core.Strapi, store: SearchStore): Promise<number> {
  let written = 0;
  await strapi.db.transaction(async ({ trx }) => {
    await clearEntries(trx);
    for (const uid of [PAGE_UID, NEWS_UID] as const) {
      for (let start = 0; ; start += BATCH) {
        const docs = (await strapi
          .documents(uid)
          .findMany({ ...(readParams(strapi, uid) as object), sort: 'id:asc', start, limit: BATCH } as never)) as unknown[];
        for (const doc of docs) {
          const entry = entryOfDocument(uid, doc);
          if (!entry) continue;
          await writeEntry(trx, store, entry);
          written += 1;
        }
        if (docs.length < BATCH) break;
      }
    }
    await markBuilt(trx, store);
  });
  return written;
}

/** At start: rebuilds the index when it is new, of another version, or out of step with what is published. */
export async function syncIndex(strapi: Core.Strapi, store: SearchStore, stale: boolean): Promise<void> {
  const expected = await expectedEntries(strapi);
  const count = await countEntries(strapi.db.connection, store);
  if (!stale && count === expected) return;
  const started = Date.now();
  const written = await rebuildIndex(strapi, store);
  strapi.log.info(`Search index rebuilt: ${written} entries in ${Date.now() - started} ms (${stale ? 'new schema' : `held ${count}`}).`);
}

/**
 * Keeps the index in step with every write of pages and news through the document service;
 * `changed` is called after each (the answers kept in memory are dropped).
 */
export function followDocumentWrites(strapi: Core.Strapi, store: SearchStore, changed: () => void = () => {}): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (!isIndexed(context.uid) || !WRITES.has(context.action)) return result;
    // create and clone make a new document: its id is in the answer; the others name it.
    const made = context.action === 'create' || context.action === 'clone';
    const documentId = made
      ? (result as { documentId?: string } | null)?.documentId
      : (context.params as { documentId?: string }).documentId;
    if (!documentId) return result;
    try {
      await reindexDocument(strapi, store, context.uid, documentId);
    } catch (error) {
      // The editor's write stands; the entry is rewritten by the next write or the next start's check.
      strapi.log.error(`Search index: updating ${context.uid} ${documentId} failed: ${(error as Error).message}`);
    } finally {
      changed();
    }
    return result;
  });
}
