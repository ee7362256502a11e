/**
 * What an operator watches on a CMS (docs/operations.md, "Monitoring"), against a real Strapi:
 * metrics, liveness and readiness on the internal listener (loopback, CMS_INTERNAL_PORT), never
 * on the public port; the request id carried in and back; refused sign-ins counted; no personal
 * data in the metrics.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../support/factories';
import { freePort, startCms, type RunningCms } from './helpers/cms';
import { call, login } from './auth-support';

let cms: RunningCms;
let internal: string;

beforeAll(async () => {
  const port = await freePort();
  cms = await startCms({ CMS_INTERNAL_PORT: String(port) });
  internal = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await cms?.stop();
});

const metricValue = (text: string, line: RegExp) => Number(line.exec(text)?.[1] ?? 0);

describe('the CMS internal listener', () => {
  it('answers liveness and readiness (the database answers)', async () => {
    expect((await fetch(`${internal}/livez`)).status).toBe(200);
    const ready = await fetch(`${internal}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.text()).toBe('ready');
  });

  it('counts refused sign-ins and requests per route pattern, without e-mails or document numbers', async () => {
    const { user } = await createCustomer(cms);
    const before = metricValue(await (await fetch(`${internal}/metrics`)).text(), /^portal_login_failures_total (\d+)/m);
    expect((await login(cms, user.email, 'Senha-Errada-1')).status).toBe(400);
    expect((await login(cms, user.email, 'Senha-Errada-2')).status).toBe(400);
    const res = await fetch(`${internal}/metrics`);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(metricValue(text, /^portal_login_failures_total (\d+)/m)).toBe(before + 2);
    expect(text).toMatch(/^portal_http_requests_total\{route="\/api\/portal\/auth\/login",method="POST",status="400"\} \d+/m);
    expect(text).toMatch(/^portal_jobs_waiting \d+/m);
    expect(text).toMatch(/^portal_db_pool_connections\{state="used"\} \d+/m);
    expect(text).toMatch(/^portal_auth_cache_lookups_total\{result="hit"\} \d+/m);
    expect(text).toMatch(/^portal_cms_process_resident_memory_bytes \d+/m);
    expect(text).not.toContain(user.email);
    expect(text).not.toContain(user.cpfCnpj!);
  });

  it('is not on the public port', async () => {
    for (const path of ['/metrics', '/readyz', '/livez']) expect((await fetch(new URL(path, cms.url))).status, path).toBe(404);
  });
});

describe('the request id', () => {
  it('comes back with the answer: the one sent by the web server, else a new one', async () => {
    const sent = await fetch(new URL('/api/portal/auth/providers', cms.url), { headers: { 'x-request-id': 'web-abcdef0123' } });
    expect(sent.status).toBe(200);
    expect(sent.headers.get('x-request-id')).toBe('web-abcdef0123');
    const fresh = await call(cms, 'GET', '/portal/auth/providers');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
