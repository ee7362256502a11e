/** The site search's answer: published pages and news from the index, with an excerpt each. */
import type { Core } from '@strapi/strapi';
import { searchExcerpt, searchWords } from '../../domain/search-text';
import { queryEntries, type SearchStore } from './store';

export interface SearchResult {
  Titulo: string;
  Conteudo: string;
  Link: string;
}

/** A ceiling on one answer (the site shows 10 per page); the seeded content is far below it. */
export const SEARCH_MAX_RESULTS = 1000;

/**
 * Every published page and news item whose title or text holds each word of the term as a
 * word's beginning, accents and case ignored; all words in the title first, then all in the
 * text, then the rest; among equals pages, then news newest first.
 */
export async function searchSite(strapi: Core.Strapi, store: SearchStore, term: string): Promise<SearchResult[]> {
  const words = searchWords(term);
  if (!words.length) return [];
  const rows = await queryEntries(strapi.db.connection, store, words, SEARCH_MAX_RESULTS);
  return rows.map((row) => ({ Titulo: row.title, Conteudo: searchExcerpt(row.body, words), Link: row.link }));
}
