/** GET /api/openapi.json: the portal API's OpenAPI 3.1 document (public, cacheable; docs/PORTAL-API.md). */
import { endpoints, open } from './define';

export const OPENAPI_ENDPOINTS = endpoints([
  { method: 'GET', path: '/openapi.json', handler: 'openapi.document', query: 'none', access: open(false), summary: 'This document' },
]);
