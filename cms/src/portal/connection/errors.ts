/**
 * Failures of the contracting-flow calls. Field errors go in `error.details.errors` (the
 * contract with the island, connection-contract.md) and, the same map, in `error.details.fields`
 * (the portal's convention, PORTAL-API.md §0), so both readers find them.
 */
import createError from 'http-errors';
import type { DataError, FieldErrors, PortalError } from '../core/http';

const NAMES: Record<number, string> = { 400: 'ValidationError', 404: 'NotFoundError', 503: 'ServiceUnavailableError' };

export function connectionError(status: number, message: string, errors?: FieldErrors, data?: Record<string, unknown>): PortalError {
  const details = errors ? { errors, fields: errors } : {};
  // expose: a 503 is an expected answer here (a third party is down), with its own message.
  const error = createError(status, message, { name: NAMES[status] ?? 'ApplicationError', details, expose: true }) as PortalError;
  if (data) (error as DataError).data = data;
  return error;
}

/** 400 whose message is the first field's (what the portal does everywhere). */
export function fieldErrors(errors: FieldErrors): PortalError {
  return connectionError(400, Object.values(errors)[0] ?? 'Requisição inválida', errors);
}
