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
    if (typeof obj.pattern === 'string' && /^\/\^.*\$\/$/.test(obj.pattern)) obj.pattern = obj.pattern.slice(1, -1);
    for (const value of Object.values(obj)) fix(value);
  };
  fix(spec);
  (schemas.PixConsultados as Json).required = ['parametros'];
  delete (schemas.DadosRecebedor as Json).required;
  for (const name of ['PayloadLocation', 'PayloadLocationRecGerada']) {
    const location = ((schemas[name] as Json).properties as Record<string, Json>).location!;
    delete location.format;
  }
  (schemas.RecBase as Json).required = ['calendario', 'vinculo'];
  (schemas.RecNotification as Json).required = ['idRec', 'status', 'atualizacao'];
  // Pix Automático (see SOURCE.md): `ispbParticipante` is required of the payer, not of the recurrence;
  // `encerramento`'s alternatives say which object they carry; a Pix's `valor` is the string it declares.
  const payer = schemas.DadosPagadorRec as Json;
  delete payer.required;
  ((payer.properties as Record<string, Json>).pagador!.allOf as Json[])[0]!.required = ['ispbParticipante'];
  const closing = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const obj = node as Json;
    if (Array.isArray(obj.oneOf))
      for (const branch of obj.oneOf as Json[]) {
        const props = branch.properties as Json | undefined;
        const keys = props ? Object.keys(props) : [];
        if (!branch.required && keys.length === 1 && ['rejeicao', 'cancelamento'].includes(keys[0]!)) branch.required = keys;
      }
    for (const value of Object.values(obj)) closing(value);
  };
  closing(schemas);
  delete ((schemas.PixAutomatico as Json).properties as Record<string, Json>).valor!.anyOf;
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
  locRecCreated: 'components/schemas/PayloadLocationRecGerada',
  recRequest: 'components/schemas/RecSolicitada',
  recRevision: 'components/schemas/RecRevisada',
  recCreated: 'components/schemas/RecGerada',
  recComplete: 'components/schemas/RecCompleta',
  cobrRequest: 'components/schemas/CobRSolicitada',
  cobrRevision: 'components/schemas/CobRRevisada',
  cobrCreated: 'components/schemas/CobRGerada',
  cobrComplete: 'components/schemas/CobRCompleta',
  webhookRecBody: 'components/requestBodies/WebhookRecBody/content/application~1json/schema',
  webhookCobrBody: 'components/requestBodies/WebhookCobRBody/content/application~1json/schema',
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
