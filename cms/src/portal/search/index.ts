/**
 * The site search (GET /api/search) answers from an index kept up to date on publish, never by
 * reading every page and news item per call. store.ts: tables and SQL per engine; indexing.ts:
 * what is indexed and how it follows the editors' writes; query.ts: the answer.
 */
import type { Core } from '@strapi/strapi';
import { followDocumentWrites, syncIndex } from './indexing';
import { searchSite, type SearchResult } from './query';
import { openStore, type SearchStore } from './store';

export type { SearchResult };

let current: SearchStore | null = null;

/**
 * Bootstrap: makes (or migrates) the index tables, follows every page and news write from now
 * on, and rebuilds the index when it is new, of another version or out of step.
 */
export async function startSearchIndex(strapi: Core.Strapi): Promise<void> {
  const { store, stale } = await openStore(strapi);
  followDocumentWrites(strapi, store);
  await syncIndex(strapi, store, stale);
  current = store;
}

/** GET /api/search's use case. */
export function searchPublished(strapi: Core.Strapi, term: string): Promise<SearchResult[]> {
  if (!current) throw new Error('Site search: the index was not started (startSearchIndex in bootstrap).');
  return searchSite(strapi, current, term);
}
