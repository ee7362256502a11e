/**
 * Parses a route's body and query with their schemas of the endpoint table (cms/src/domain/endpoints,
 * the schemas of cms/src/domain/request-schemas.ts and query-schemas.ts) before the controller, so
 * malformed input never reaches a use case. Every route built by `routesOf`
 * (portal/core/route-config.ts) with a body or a query schema carries it, after the access policy and the rate limiter: 401, 403 and 404 answer first,
 * as they always did, and a refused body still counts as a failed call.
 *
 * A refusal is a 400 in Strapi's error shape, `details.fields` = { field: message } and the first
 * field's message on top — what the use case answers for the same input (docs/architecture.md,
 * "Where input is parsed"). The query comes first (the use cases read it before the body). Body
 * schemas not in `PARSED_AT_EDGE` would check in their use case only. The controller reads the
 * same `ctx.query` and body it always did: the schemas refuse, they do not rewrite.
 */
import type { Context, Next } from 'koa';
import { QUERY_SCHEMAS, queryMessages, type QuerySchemaId } from '../domain/query-schemas';
import { PARSED_AT_EDGE, REQUEST_SCHEMAS, fieldMessages, type RequestSchema, type RequestSchemaId } from '../domain/request-schemas';
import { badRequest, bodyOf } from '../portal/core/http';
import { removeTemporaryFiles } from '../portal/core/uploads';

interface InputConfig {
  method: string;
  path: string;
  body: RequestSchemaId | null;
  query?: QuerySchemaId | null;
}

/** Inputs (body and query) each route let through to its controller (read by the route-table tests through /api/test-support/routes). */
const passes = new Map<string, number>();

export function inputPasses(): Record<string, number> {
  return Object.fromEntries(passes);
}

/** Field errors of a body for a schema parsed here (empty when the body is well-formed or the schema is not parsed here). */
export function refusalOf(id: RequestSchemaId, body: Record<string, unknown>): Record<string, string> {
  return PARSED_AT_EDGE.has(id) ? fieldMessages(id, body) : {};
}

export default (config: InputConfig) => {
  const key = `${config.method} /api${config.path}`;
  return async (ctx: Context, next: Next) => {
    const fields = {
      ...(config.query ? queryMessages(config.query, ctx.query ?? {}) : {}),
      ...(config.body ? refusalOf(config.body, bodyOf(ctx)) : {}),
    };
    const first = Object.values(fields)[0];
    if (first) {
      // A refused multipart body's files never reach the use case that would remove them.
      await removeTemporaryFiles((ctx.request as { files?: unknown }).files);
      const schema: RequestSchema | null = config.body ? REQUEST_SCHEMAS[config.body] : null;
      const refusal = badRequest(schema?.topMessage?.(fields) ?? first, fields);
      const querySchema: RequestSchema | null = config.query ? QUERY_SCHEMAS[config.query] : null;
      if (schema?.errorsToo || querySchema?.errorsToo) Object.assign(refusal.details, { errors: fields });
      throw refusal;
    }
    passes.set(key, (passes.get(key) ?? 0) + 1);
    await next();
  };
};
