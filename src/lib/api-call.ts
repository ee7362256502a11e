/**
 * `call(endpoint, input)`: the browser calls a route of the portal's endpoint table
 * (`cms/src/domain/endpoints/<domain>.ts`, the same definitions the CMS builds its routes from),
 * so a path, method or path parameter the server does not have fails to compile.
 *
 * - `params` fill the path's `:name` parameters (URL-encoded); the type asks for exactly those.
 * - `query` becomes the query string, `body` the JSON (or FormData) body, as `request` sends them.
 * - The answer is typed from the endpoint's answer schema when the table documents one
 *   (`ANSWERS`); otherwise it is `unknown` and the feature's fetcher names the type it reads.
 * - Errors are `ApiError` (Strapi's shape); `fieldErrors(error)` reads `details.fields`.
 *
 * Import the domain's endpoint file (`@domain/endpoints/invoices`), never the table's index:
 * the index pulls every domain into the bundle.
 */
import type * as v from 'valibot';
import type { Endpoint } from '@domain/endpoints/define';
import { ApiError, buildUrl, request, type RequestOptions } from './api-client';

/** The `:name` parameters of a path (`/invoices/:numDoc/send` → `'numDoc'`). */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsInput<P extends string> = [PathParams<P>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParams<P>, string | number> };

export type CallInput<E extends Endpoint> = ParamsInput<E['path']> & {
  query?: RequestOptions['query'];
  body?: unknown;
};

export type CallOptions = Pick<RequestOptions, 'signal' | 'responseType' | 'headers' | 'bearer'>;

/** The documented answer of an endpoint, or `unknown` where the table has none. */
export type AnswerOf<E extends Endpoint> = E extends { answer: infer S extends v.GenericSchema } ? v.InferOutput<S> : unknown;

/** The entry of a domain's table with this method and path (a typo does not compile; a missing entry throws at load). */
export function endpointOf<
  const L extends readonly Endpoint[],
  M extends L[number]['method'],
  P extends Extract<L[number], { method: M }>['path'],
>(table: L, method: M, path: P): Extract<L[number], { method: M; path: P }> {
  const found = table.find((e) => e.method === method && e.path === path);
  if (!found) throw new Error(`Endpoint not in the table: ${method} ${path}`);
  return found as Extract<L[number], { method: M; path: P }>;
}

/** The path with its parameters filled in (`/invoices/:numDoc` + `{numDoc: 'A/1'}` → `/invoices/A%2F1`). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new TypeError(`Missing path parameter "${name}" of ${path}`);
    return encodeURIComponent(String(value));
  });
}

export function call<const E extends Endpoint>(endpoint: E, input: CallInput<E>, options: CallOptions = {}): Promise<AnswerOf<E>> {
  const { params, query, body } = input as { params?: Record<string, string | number>; query?: RequestOptions['query']; body?: unknown };
  const path = fillPath(endpoint.path, params);
  return request<AnswerOf<E>>(path, { ...options, method: endpoint.method, query, body });
}

/** The same-origin address of a GET route, for a link or a new window (a file the browser opens itself). */
export function urlOf<const E extends Endpoint>(endpoint: E, input: Omit<CallInput<E>, 'body'>): string {
  const { params, query } = input as { params?: Record<string, string | number>; query?: RequestOptions['query'] };
  return buildUrl(fillPath(endpoint.path, params), query);
}

/** A field's messages of a 400 answer (`error.details.fields`, the shape of `global::portal-input`). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const details = error.body?.error?.details;
  const fields = details && typeof details === 'object' ? (details as { fields?: unknown }).fields : undefined;
  if (!fields || typeof fields !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) if (typeof value === 'string') out[name] = value;
  return out;
}
