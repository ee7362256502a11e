/**
 * The portal API as an OpenAPI 3.1 document, generated from the endpoint table
 * (cms/src/domain/endpoints): paths and methods, access (bearer or public, with the policy's
 * roles, permissions, screen and ownership under `x-portal-access`), rate limits, body schemas
 * and their examples (cms/src/domain/request-schemas.ts), query parameters (query-schemas.ts), the documented answers, and the
 * error shape of every refusal (`details.fields`). Served at GET /api/openapi.json and written
 * to docs/openapi.json by `npm run openapi`; docs/PORTAL-API.md keeps the narrative.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { ENDPOINTS, type Endpoint } from '../../domain/endpoints';
import { ANSWERS } from '../../domain/endpoints/answers';
import { QUERY_SCHEMAS } from '../../domain/query-schemas';
import { PARSED_AT_EDGE, REQUEST_SCHEMAS } from '../../domain/request-schemas';

type Json = Record<string, unknown>;

/** JSON Schema (2020-12, OpenAPI 3.1's dialect) of a valibot schema; rules written as checks are left out. */
export function jsonSchemaOf(schema: v.GenericSchema): Json {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, { target: 'draft-2020-12', errorMode: 'ignore' }) as Json;
  return rest;
}

/**
 * A body's JSON Schema: its fields as the schema declares them, and every other field of its
 * well-formed example by name (a whole-body rule — `fieldsOf` — declares no field of its own).
 */
function bodySchemaOf(schema: v.GenericSchema, example: Record<string, unknown>): Json {
  const json = jsonSchemaOf(schema);
  const declared = (json.properties ?? {}) as Json;
  const named = Object.fromEntries(Object.keys(example).map((key) => [key, {}]));
  return { ...json, properties: { ...named, ...declared } };
}

/** `/invoices/:numDoc` → `/invoices/{numDoc}`. */
export const openApiPath = (path: string) => `/api${path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The refusals every operation may answer, described once (components.responses). */
const REFUSALS = {
  BadRequest: errorAnswer('Malformed input: `error.message` is the first field’s message, `error.details.fields` every field’s.'),
  Unauthorized: errorAnswer('No valid session.'),
  Forbidden: errorAnswer('The caller’s role, permissions or screen do not allow the call.'),
  NotFound: errorAnswer('Contract not found (not the caller’s own).'),
  TooManyRequests: errorAnswer('Too many calls from this address.'),
};
const refusal = (name: keyof typeof REFUSALS) => ({ $ref: `#/components/responses/${name}` });

/** The name of a documented answer schema (components.schemas). */
const answerName = (schema: v.GenericSchema) => Object.entries(ANSWERS).find(([, answer]) => answer === schema)?.[0];
const schemaName = (key: string) => `${key[0]!.toUpperCase()}${key.slice(1)}Answer`;

function operation(endpoint: Endpoint & { domain: string }): Json {
  const access = endpoint.access;
  const query = endpoint.query ? QUERY_SCHEMAS[endpoint.query] : null;
  const parameters = [
    ...[...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    // Every query parameter is optional text (absent takes the use case's default); its rules are the schema's.
    ...Object.entries(query?.example ?? {}).map(([name, example]) => ({
      name,
      in: 'query',
      required: false,
      schema: { type: 'string' },
      example,
    })),
  ];
  const answer = endpoint.answer ? answerName(endpoint.answer) : undefined;
  if (endpoint.answer && !answer) throw new Error(`${endpoint.handler}: its answer schema is not in ANSWERS`);
  const responses: Json = {
    '200': answer
      ? { description: 'OK', content: { 'application/json': { schema: { $ref: `#/components/schemas/${schemaName(answer)}` } } } }
      : { description: 'OK (shape in docs/PORTAL-API.md)' },
    '400': refusal('BadRequest'),
  };
  if (access.kind === 'portal') {
    responses['401'] = refusal('Unauthorized');
    responses['403'] = refusal('Forbidden');
    if (access.policy.ownership) responses['404'] = refusal('NotFound');
  }
  if (access.limited || (access.kind === 'portal' && access.policy.tokenScope)) responses['429'] = refusal('TooManyRequests');
  const body = endpoint.body ? REQUEST_SCHEMAS[endpoint.body] : null;
  return {
    operationId: `${endpoint.handler}`,
    tags: [endpoint.domain],
    ...(endpoint.summary ? { summary: endpoint.summary } : {}),
    // A route that declares a token scope also accepts a personal access token with it (docs/access-tokens.md).
    ...(access.kind === 'portal'
      ? {
          security: access.policy.tokenScope ? [{ bearer: [] }, { accessToken: [access.policy.tokenScope] }] : [{ bearer: [] }],
          'x-portal-access': access.policy,
        }
      : { security: [] }),
    ...(access.limited ? { 'x-rate-limited': access.limited === true ? 'every call' : 'failed calls' } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: bodySchemaOf(body.schema, body.example), example: body.example } },
          },
          'x-parsed-at-edge': PARSED_AT_EDGE.has(endpoint.body!),
        }
      : {}),
    responses,
  };
}

export function openApiDocument(): Json {
  const paths: Record<string, Json> = {};
  for (const endpoint of ENDPOINTS) {
    const path = openApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portal API',
      version: '1.0.0',
      description: 'Generated from cms/src/domain/endpoints (npm run openapi). Rules and decisions: docs/PORTAL-API.md.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        accessToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'ngp_…',
          description:
            'Personal access token of an industrial administrator (Authorization: Bearer ngp_…), created in "Acesso por API". ' +
            'Accepted only by the operations that list its scope (consumption:read, programming:write); rate-limited per token ' +
            '(429 with Retry-After); every call audited. docs/access-tokens.md.',
        },
      },
      responses: REFUSALS,
      schemas: {
        ...Object.fromEntries(Object.entries(ANSWERS).map(([key, schema]) => [schemaName(key), jsonSchemaOf(schema)])),
        Error: {
          type: 'object',
          required: ['data', 'error'],
          properties: {
            data: {},
            error: {
              type: 'object',
              required: ['status', 'name', 'message'],
              properties: {
                status: { type: 'integer' },
                name: { type: 'string' },
                message: { type: 'string' },
                details: {
                  type: 'object',
                  properties: { fields: { type: 'object', additionalProperties: { type: 'string' } } },
                },
              },
            },
          },
        },
      },
    },
    paths,
  };
}
