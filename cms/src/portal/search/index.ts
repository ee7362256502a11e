/**
 * The site search (GET /api/search) answers from an index kept up to date on publish, never by
 * reading every page and news item per call. store.ts: tables and SQL per engine; indexing.ts:
 * what is indexed and how it follows the editors' writes; query.ts: the answer.
 *
 * Answers are kept in memory for a few seconds per term (its words, accents and case folded):
 * the same popular words asked by many visitors at once are read from the index once. A write
 * of a page or news item on this instance drops them at once; one on another instance is seen
 * when they expire (`SEARCH_CACHE_TTL_MS`, 10 s; 0 turns the keeping off) — sooner than the
 * static site's own rebuild shows the change.
 */
import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { searchWords } from '../../domain/search-text';
import { followDocumentWrites, syncIndex } from './indexing';
import { searchSite, type SearchResult } from './query';
import { openStore, type SearchStore } from './store';

export type { SearchResult };

let current: SearchStore | null = null;

const ttl = Number.parseInt(process.env.SEARCH_CACHE_TTL_MS ?? '', 10);
const ANSWER_TTL_MS = Number.isInteger(ttl) && ttl >= 0 ? ttl : 10_000;
const answers = ANSWER_TTL_MS > 0 ? new LRUCache<string, Promise<SearchResult[]>>({ max: 500, ttl: ANSWER_TTL_MS }) : null;

/**
 * Bootstrap: makes (or migrates) the index tables, follows every page and news write from now
 * on, and rebuilds the index when it is new, of another version or out of step.
 */
export async function startSearchIndex(strapi: Core.Strapi): Promise<void> {
  const { store, stale } = await openStore(strapi);
  followDocumentWrites(strapi, store, () => answers?.clear());
  await syncIndex(strapi, store, stale);
  current = store;
}

/** GET /api/search's use case. */
export function searchPublished(strapi: Core.Strapi, term: string): Promise<SearchResult[]> {
  if (!current) throw new Error('Site search: the index was not started (startSearchIndex in bootstrap).');
  if (!answers) return searchSite(strapi, current, term);
  const key = searchWords(term).join(' ');
  let answer = answers.get(key);
  if (!answer) {
    answer = searchSite(strapi, current, term);
    answers.set(key, answer);
    // A failed read is not kept: the next visitor asks the index again.
    answer.catch(() => answers.delete(key));
  }
  return answer.then((results) => [...results]);
}
