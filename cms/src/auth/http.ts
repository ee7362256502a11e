/**
 * Expected failures of the portal API: a status, a catalogue message and optional field
 * errors, answered in Strapi's error shape. Controllers throw them (inside a transaction the
 * throw also rolls the writes back) and `handled` turns them into the answer, so an expected
 * 4xx is never logged as a server error.
 */
import type { Context } from 'koa';

const NAMES: Record<number, string> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  409: 'ConflictError',
  429: 'RateLimitError',
};

export type FieldErrors = Record<string, string>;

export class PortalError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = NAMES[status] ?? 'ApplicationError';
  }
}

export const badRequest = (message: string, fields?: FieldErrors) => new PortalError(400, message, fields);
export const unauthorized = (message: string) => new PortalError(401, message);
export const forbidden = (message: string) => new PortalError(403, message);
export const notFound = (message: string, fields?: FieldErrors) => new PortalError(404, message, fields);
export const conflict = (message: string, fields?: FieldErrors) => new PortalError(409, message, fields);

export function sendError(ctx: Context, error: PortalError): void {
  ctx.status = error.status;
  ctx.body = {
    data: null,
    error: { status: error.status, name: error.name, message: error.message, details: error.fields ? { fields: error.fields } : {} },
  };
}

type Action = (ctx: Context) => Promise<unknown>;

/** Wraps a controller action: PortalError → its 4xx answer; anything else stays a real error. */
export function handled(action: Action): Action {
  return async (ctx) => {
    try {
      await action(ctx);
    } catch (error) {
      if (error instanceof PortalError) return sendError(ctx, error);
      throw error;
    }
  };
}

/** The request body as a plain object (a JSON array, string or nothing gives {}). */
export function bodyOf(ctx: Context): Record<string, unknown> {
  const body = (ctx.request as { body?: unknown }).body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export function stringField(source: Record<string, unknown>, key: string): string {
  const value = source[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
