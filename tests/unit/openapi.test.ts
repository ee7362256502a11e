/**
 * The OpenAPI 3.1 document of the portal API (docs/PORTAL-API.md, "Shapes"): generated from the
 * endpoint table, valid for a well-kept OpenAPI validator, and the committed docs/openapi.json is
 * exactly what the generator writes (`npm run openapi` after a change of routes or schemas).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../cms/src/domain/endpoints';
import { openApiDocument, openApiPath } from '../../cms/src/portal/core/openapi';

const committed = path.resolve(__dirname, '../../docs/openapi.json');
const doc = openApiDocument() as { openapi: string; paths: Record<string, Record<string, any>> };

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('a broken document is refused by the same validator', async () => {
    const broken = structuredClone(doc) as any;
    broken.paths['/api/portal/me'].get.responses = 'none';
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('has one operation per endpoint of the table, with its access', () => {
    const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item));
    expect(operations.length).toBe(ENDPOINTS.length);
    expect(ENDPOINTS.length).toBeGreaterThan(100);
    const invoice = doc.paths['/api/invoices/{numDoc}']!.get;
    expect(invoice.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/InvoiceDetailsAnswer' });
    expect((doc as any).components.schemas.InvoiceDetailsAnswer.anyOf).toHaveLength(2);
    expect(invoice.security).toEqual([{ bearer: [] }]);
    expect(invoice.parameters).toEqual([
      { name: 'numDoc', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'type', in: 'query', required: false, schema: { type: 'string' }, example: 'pix' },
      { name: 'docDate', in: 'query', required: false, schema: { type: 'string' }, example: '2025-01-10' },
    ]);
    expect(invoice['x-portal-access'].ownership).toBe('contract');
    const login = doc.paths['/api/portal/auth/login']!.post;
    expect(login.security).toEqual([]);
    expect(login['x-rate-limited']).toBe('failed calls');
    expect(login.requestBody.content['application/json'].example).toEqual({
      email: 'pessoa@exemplo.test',
      password: 'Qualquer@123',
      keepConnected: false,
    });
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual(['email', 'password', 'keepConnected']);
    const register = doc.paths['/api/auth/user/register']!.post.requestBody.content['application/json'].schema;
    expect(Object.keys(register.properties)).toEqual(['name', 'email', 'password', 'consumerCod', 'cpfcnpj', 'provider']);
    expect(openApiPath('/a/:id/files/:position')).toBe('/api/a/{id}/files/{position}');
    // Query parameters: optional text, with the schema's example.
    expect(doc.paths['/api/invoices']!.get.parameters).toEqual([
      { name: 'period', in: 'query', required: false, schema: { type: 'string' }, example: '2025' },
    ]);
  });

  it('is committed as generated (docs/openapi.json; run `npm run openapi`)', () => {
    expect(JSON.parse(fs.readFileSync(committed, 'utf8'))).toEqual(JSON.parse(JSON.stringify(doc)));
  });
});
