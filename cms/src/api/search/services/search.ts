import type { Core } from '@strapi/strapi';
import { searchPublished, type SearchResult } from '../../../portal/search';

export type { SearchResult };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Published pages and news holding every word of the term, from the search index (cms/src/portal/search). */
  search(term: string): Promise<SearchResult[]> {
    return searchPublished(strapi, term);
  },
});
