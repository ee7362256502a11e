import { endpoints, open } from './define';

export const SEARCH_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/search',
    handler: 'search.find',
    access: open(false),
    query: 'search',
  },
]);
