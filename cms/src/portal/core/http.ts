/**
 * Expected failures of the portal API: a status, a catalogue message and optional field
 * errors. They are http-errors instances (the module Strapi itself uses), so Strapi's own
 * error middleware answers them in its error shape `{ data: null, error: { status, name,
 * message, details } }` and does not log them as server faults. A throw inside a transaction
 * also rolls its writes back.
 */
import createError, { type HttpError } from 'http-errors';
import type { Context } from 'koa';
import type * as v from 'valibot';
import type { REQUEST_SCHEMAS, RequestSchemaId } from '../../domain/request-schemas';

const NAMES: Record<number, string> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  409: 'ConflictError',
  413: 'PayloadTooLargeError',
  422: 'UnprocessableEntityError',
  429: 'RateLimitError',
};

export type FieldErrors = Record<string, string>;
export type PortalError = HttpError & { details: { fields?: FieldErrors } };

export function portalError(status: number, message: string, fields?: FieldErrors): PortalError {
  return createError(status, message, { name: NAMES[status] ?? 'ApplicationError', details: fields ? { fields } : {} }) as PortalError;
}

export const badRequest = (message: string, fields?: FieldErrors) => portalError(400, message, fields);
export const unauthorized = (message: string) => portalError(401, message);
export const forbidden = (message: string) => portalError(403, message);
export const notFound = (message: string, fields?: FieldErrors) => portalError(404, message, fields);
export const conflict = (message: string, fields?: FieldErrors) => portalError(409, message, fields);
export const unprocessable = (message: string, fields?: FieldErrors) => portalError(422, message, fields);
export const tooManyRequests = (message: string) => portalError(429, message);

export function isPortalError(error: unknown): error is PortalError {
  return createError.isHttpError(error) && error.status < 500;
}

/** The request body as a plain object (a JSON array, string or nothing gives {}). */
export function bodyOf(ctx: Context): Record<string, unknown> {
  const body = (ctx.request as { body?: unknown }).body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A use case's body: the output of the schema its endpoint names (`body` in cms/src/domain/endpoints). */
export type Body<Id extends RequestSchemaId> = v.InferOutput<(typeof REQUEST_SCHEMAS)[Id]['schema']>;

/**
 * The request's body typed by the route's schema. The route must declare that schema (its
 * endpoint's `body`), so the type says what `global::portal-input` or the use case checks; a
 * controller naming another is a wiring error.
 */
export function bodyFor<Id extends RequestSchemaId>(ctx: Context, id: Id): Body<Id> {
  const declared: unknown = ctx.state.route?.config?.schema;
  if (declared !== id) throw new Error(`${ctx.method} ${ctx.path}: its route declares the body ${String(declared)}, not ${id}`);
  return bodyOf(ctx);
}

export function stringField(source: Record<string, unknown>, key: string): string {
  const value = source[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** A query value that must be one plain string (repeated or bracketed keys are refused). */
export function queryText(query: Record<string, unknown>, key: string): string | undefined {
  const value = query[key];
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : '';
}

/**
 * An expected failure whose answer carries a `data` member besides Strapi's `error` (the spec's
 * legacy error bodies, e.g. `{ data: { error: 'ExtensionNotAllowed' }, error: {...} }`).
 * Strapi's error middleware always answers `data: null`, so routes that throw these run their
 * use case through `answering`.
 */
export type DataError = PortalError & { data: Record<string, unknown> };

export function isDataError(error: unknown): error is DataError {
  return isPortalError(error) && typeof (error as DataError).data === 'object' && (error as DataError).data !== null;
}

/** Answers `ctx` with what `run` returns; a DataError becomes `{ data, error }` with its status. */
export async function answering(ctx: Context, run: () => Promise<unknown>): Promise<void> {
  try {
    ctx.body = await run();
  } catch (error) {
    if (!isDataError(error)) throw error;
    ctx.status = error.status;
    ctx.body = { data: error.data, error: { status: error.status, name: error.name, message: error.message, details: error.details } };
  }
}
