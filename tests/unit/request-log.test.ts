/**
 * The CMS's request log (cms/src/middlewares/request-log.ts, `global::request-log` in place of
 * `strapi::logger`): real HTTP requests through a Koa server running the middleware, the log line
 * captured — no query string, e-mail, CPF/CNPJ or token is printed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import requestLog, { redactUrl } from '../../cms/src/middlewares/request-log';

const lines: string[] = [];
let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = new Koa();
  const strapi = { log: { http: (line: string) => lines.push(line) } };
  app.use(requestLog({}, { strapi } as never));
  app.use((ctx) => {
    ctx.status = ctx.path.startsWith('/api/missing') ? 404 : 200;
    ctx.body = 'ok';
  });
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function logged(path: string, headers: Record<string, string> = {}): Promise<string> {
  lines.length = 0;
  await (await fetch(`${base}${path}`, { headers })).text();
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

describe('the CMS request log keeps personal data and secrets out', () => {
  it('drops the query string of a real request (tokens, e-mails, CPF)', async () => {
    const line = await logged(
      '/api/auth/email-confirmation?confirmation=9f8e7d6c5b4a39281706f5e4d3c2b1a0&email=ana%40test.local&cpf=52998224725',
    );
    expect(line).toMatch(/^GET \/api\/auth\/email-confirmation\?\[redacted\] \(\d+ ms\) 200 \[[\w-]+\]$/);
    expect(line).not.toContain('9f8e7d6c5b4a');
    expect(line).not.toContain('ana');
    expect(line).not.toContain('52998224725');
  });

  it('redacts e-mails, CPF/CNPJ, long numbers and tokens in the path and keeps its shape', async () => {
    const line = await logged('/api/missing/ana%40test.local/529.982.247-25/11222333000181/eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.sig/faturas');
    expect(line).toMatch(/^GET \/api\/missing\/\[redacted\]\/\[redacted\]\/\[redacted\]\/\[redacted\]\/faturas \(\d+ ms\) 404 \[[\w-]+\]$/);
  });

  it('keeps ordinary paths readable', () => {
    expect(redactUrl('/api/invoices/export')).toBe('/api/invoices/export');
    expect(redactUrl('/api/batches/42/file-download')).toBe('/api/batches/42/file-download');
    expect(redactUrl('/admin/content-manager?')).toBe('/admin/content-manager');
    expect(redactUrl('/api/contracts/12ABC34501DE35/faturas')).toBe('/api/contracts/[redacted]/faturas');
  });
});

describe('the request id', () => {
  it('comes back in X-Request-Id and ends the log line: the one the web server sent, else a new one', async () => {
    const sent = await fetch(`${base}/api/invoices`, { headers: { 'x-request-id': 'web-1234abcd' } });
    expect(sent.headers.get('x-request-id')).toBe('web-1234abcd');
    expect(await logged('/api/invoices', { 'x-request-id': 'web-1234abcd' })).toMatch(/ \[web-1234abcd\]$/);

    for (const bad of ['short', 'has spaces in it', '<script>alert(1)</script>', 'x'.repeat(65)]) {
      const res = await fetch(`${base}/api/invoices`, { headers: { 'x-request-id': bad } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});
