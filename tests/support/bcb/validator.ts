/**
 * Validates JSON against the schemas of the BCB's Pix API (`openapi.yaml`, vendored here with its
 * source commit, SOURCE.md), with ajv (JSON Schema draft 7 + formats). OpenAPI 3.0's extra
 * keywords (`example`, `readOnly`, int32/int64 formats…) are accepted; the three published
 * defects listed in SOURCE.md are corrected, nothing else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

const file = path.join(import.meta.dirname, 'openapi.yaml');

type Json = Record<string, unknown>;

function loadSpec(): Json {
  const spec = parse(fs.readFileSync(file, 'utf8')) as Json;
  const schemas = (spec.components as Json).schemas as Record<string, Json>;
  const fix = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const obj = node as Json;
    if (obj.pattern === '/^\\d{11}$/') obj.pattern = '^\\d{11}$';
    for (const value of Object.values(obj)) fix(value);
  };
  fix(spec);
  (schemas.PixConsultados as Json).required = ['parametros'];
  delete (schemas.DadosRecebedor as Json).required;
  const location = ((schemas.PayloadLocation as Json).properties as Record<string, Json>).location!;
  delete location.format;
  return spec;
}

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
addFormats.default(ajv);
for (const name of ['int32', 'int64']) ajv.addFormat(name, { type: 'number', validate: (n: number) => Number.isInteger(n) });
ajv.addSchema(loadSpec(), 'bcb');

const compiled = new Map<string, ValidateFunction>();

/** The validator of a schema of the spec by JSON pointer, e.g. `components/schemas/CobVSolicitada`. */
function validatorOf(pointer: string): ValidateFunction {
  let fn = compiled.get(pointer);
  if (!fn) {
    fn = ajv.getSchema(`bcb#/${pointer}`);
    if (!fn) throw new Error(`no schema at ${pointer}`);
    compiled.set(pointer, fn);
  }
  return fn;
}

export const SCHEMAS = {
  cobvRequest: 'components/schemas/CobVSolicitada',
  cobvRevision: 'components/schemas/CobVRevisada',
  cobvCreated: 'components/schemas/CobVGerada',
  cobvComplete: 'components/schemas/CobVCompleta',
  txid: 'components/schemas/TxId',
  loteRequest: 'components/requestBodies/LoteCobVBody/content/application~1json/schema',
  loteAnswer: 'components/schemas/LoteCobVConsultado',
  pixList: 'components/schemas/PixConsultados',
  pix: 'components/schemas/Pix',
  webhookBody: 'components/requestBodies/WebhookPixBody/content/application~1json/schema',
  problem: 'components/schemas/Problema',
  dateTime: 'components/schemas/Inicio',
} as const;

export type SchemaName = keyof typeof SCHEMAS;

/** The schema's errors for `value` as readable lines; empty when it is valid. */
export function schemaErrors(name: SchemaName, value: unknown): string[] {
  const fn = validatorOf(SCHEMAS[name]);
  if (fn(value)) return [];
  return (fn.errors ?? []).map(
    (e: ErrorObject) => `${name}${e.instancePath} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
  );
}
