/**
 * `call(endpoint, input)` (src/lib/api-call.ts): the browser calls a route of the endpoint table
 * with its path parameters filled, its query and body, and reads a refusal's field messages.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVOICES_ENDPOINTS } from '@domain/endpoints/invoices';
import { ADMINISTRATION_ENDPOINTS } from '@domain/endpoints/administration';
import { call, endpointOf, fieldErrors } from '~/lib/api-call';
import { ApiError } from '~/lib/api-client';

interface Sent {
  method: string;
  url: string;
  body?: unknown;
}

function answerWith(status: number, body: unknown) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    sent.push({ method: init.method ?? 'GET', url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('call(endpoint, input)', () => {
  it('fills the path parameters, encoded, and sends the query', async () => {
    const sent = answerWith(200, { success: true });
    await call(endpointOf(INVOICES_ENDPOINTS, 'GET', '/invoices/:numDoc/send'), {
      params: { numDoc: '12/34' },
      query: { docDate: '2026-01-05', email: 'a@b.com', contractId: 'k1' },
    });
    expect(sent).toEqual([
      { method: 'GET', url: '/api/invoices/12%2F34/send?docDate=2026-01-05&email=a%40b.com&contractId=k1', body: undefined },
    ]);
  });

  it("sends the body as JSON with the endpoint's method and returns the answer", async () => {
    const sent = answerWith(200, { data: { id: 7 } });
    const group = endpointOf(ADMINISTRATION_ENDPOINTS, 'PATCH', '/auth/group/:id');
    const answer = await call(group, { params: { id: 7 }, body: { name: 'Financeiro' } });
    expect(sent).toEqual([{ method: 'PATCH', url: '/api/auth/group/7', body: { name: 'Financeiro' } }]);
    expect(answer).toEqual({ data: { id: 7 } });
  });

  it('refuses to call without a path parameter', () => {
    answerWith(200, {});
    const send = endpointOf(INVOICES_ENDPOINTS, 'GET', '/invoices/:numDoc/send');
    expect(() => call(send, { params: { numDoc: '' } })).toThrow('Missing path parameter "numDoc"');
  });

  it('names a route that is not in the table', () => {
    // @ts-expect-error the path is not one of the table's
    expect(() => endpointOf(INVOICES_ENDPOINTS, 'GET', '/invoices/:numDoc/print')).toThrow('GET /invoices/:numDoc/print');
  });

  it("exposes a refusal's field messages (details.fields)", async () => {
    answerWith(400, {
      data: null,
      error: { status: 400, name: 'ValidationError', message: 'Campo obrigatório', details: { fields: { name: 'Campo obrigatório' } } },
    });
    const group = endpointOf(ADMINISTRATION_ENDPOINTS, 'PATCH', '/auth/group/:id');
    const error = await call(group, { params: { id: 7 }, body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect(fieldErrors(error)).toEqual({ name: 'Campo obrigatório' });
    expect(fieldErrors(new Error('rede'))).toEqual({});
  });
});
