/**
 * The contract test of the API tests (docs/testing.md, "Contract check"): every 2xx JSON answer
 * a test receives from an endpoint whose answer schema is documented in the endpoint table
 * (cms/src/domain/endpoints, the same schemas as docs/openapi.json) is parsed with that schema;
 * a field added, dropped or of another type throws, so the test that received it fails.
 */
import * as v from 'valibot';
import { ENDPOINTS, type Endpoint } from '../../cms/src/domain/endpoints';

interface Matcher {
  endpoint: Endpoint;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** In table order, as Strapi matches them (`/invoices/export` before `/invoices/:numDoc`). */
const MATCHERS: Matcher[] = ENDPOINTS.map((endpoint) => ({
  endpoint,
  pattern: new RegExp(
    `^/api${endpoint.path
      .split(/(:[A-Za-z_]+)/)
      .map((part) => (part.startsWith(':') ? '[^/]+' : escape(part)))
      .join('')}/?$`,
  ),
}));

/** The endpoint of the table a call reaches (null: not a portal endpoint). */
export function endpointOf(method: string, pathname: string): Endpoint | null {
  return MATCHERS.find((m) => m.endpoint.method === method.toUpperCase() && m.pattern.test(pathname))?.endpoint ?? null;
}

/** Throws when a 2xx JSON answer does not match the documented answer schema of its endpoint. */
export function checkAnswer(method: string, url: URL | string, status: number, contentType: string | null, body: unknown): void {
  if (status < 200 || status >= 300 || !contentType?.includes('application/json')) return;
  const endpoint = endpointOf(method, new URL(url).pathname);
  if (!endpoint?.answer) return;
  const result = v.safeParse(endpoint.answer, body);
  if (result.success) return;
  const issues = result.issues.slice(0, 5).map((issue) => `${v.getDotPath(issue) ?? '(answer)'}: ${issue.message}`);
  throw new Error(
    `${endpoint.method} /api${endpoint.path} answered off its documented schema (docs/openapi.json):\n  ${issues.join('\n  ')}`,
  );
}
