/**
 * PostgreSQL drops the CMS's connections and refuses new ones for a while (docs/scaling.md): during the
 * outage the CMS answers portal calls with an error and a JSON body — never a request left
 * hanging — and once the database takes connections again the same process answers correctly,
 * reads and writes, without a restart (cms/config/database.ts: pool min 0, bounded acquire,
 * keep-alive, idle connections dropped).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, createCustomer } from '../support/factories';
import { pgAdmin } from '../api/helpers/cms';
import { PG_URL, startCmsCluster, type CmsCluster } from './helpers/cms';

let cluster: CmsCluster;

beforeAll(async () => {
  cluster = await startCmsCluster({ db: 'postgres', env: { JOBS_POLL_MS: '500' } });
});
afterAll(async () => {
  // The database takes connections again whatever happened, so it can be dropped.
  if (cluster) await pgAdmin(PG_URL, (c) => c.query(`ALTER DATABASE ${cluster.database} ALLOW_CONNECTIONS true`)).catch(() => undefined);
  await cluster?.stop();
});

/** A portal call; a request still unanswered after `limitMs` counts as hanging (status 0). */
async function portal(method: string, route: string, token: string, body?: unknown, limitMs = 90_000) {
  try {
    const res = await fetch(new URL(`/api${route}`, cluster.first.url), {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(limitMs),
    });
    const text = await res.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON: the assertion below says so */
    }
    return { status: res.status, json, text };
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') return { status: 0, json: null, text: 'no answer' };
    throw error;
  }
}

const terminateBackends = (database: string) =>
  pgAdmin(PG_URL, (c) =>
    c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]),
  );

async function login(email: string) {
  const res = await fetch(new URL('/api/portal/auth/login', cluster.first.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: FACTORY_PASSWORD, keepConnected: false }),
  });
  const body = (await res.json()) as { jwt?: string };
  if (res.status !== 200 || !body.jwt) throw new Error(`login ${res.status} ${JSON.stringify(body)}`);
  return body.jwt;
}

describe('PostgreSQL connections dropped and refused for a while', () => {
  it('the CMS answers errors as JSON during the outage and reads and writes again afterwards without a restart', async () => {
    const made = await createCustomer(cluster.first, { phone: '14991234567', invoiceByEmail: true });
    const token = await login(made.user.email);
    const before = await portal('GET', '/user/sap', token);
    expect(before.status, before.text).toBe(200);

    // Every connection of the database ends, and none can be opened meanwhile.
    await pgAdmin(PG_URL, (c) => c.query(`ALTER DATABASE ${cluster.database} ALLOW_CONNECTIONS false`));
    await terminateBackends(cluster.database);
    try {
      const during = await Promise.all([
        portal('GET', '/user/sap', token),
        portal('GET', '/notification', token),
        portal('PATCH', '/user/sap/data', token, { faturaEmail: false, telefone: '(16) 9 8877-6655' }),
      ]);
      const [sap, ...needDatabase] = during;
      // The signed-in user's own data is the login the CMS keeps in memory (the login cache): it
      // may still answer from there, with the same data; if not, it fails like the others.
      if (sap!.status === 200) expect(sap!.json.data).toEqual(before.json.data);
      else needDatabase.push(sap!);
      for (const answer of needDatabase) {
        expect(answer.status, answer.text).toBeGreaterThanOrEqual(500);
        expect(answer.json?.error, answer.text).toBeTruthy();
      }
    } finally {
      await pgAdmin(PG_URL, (c) => c.query(`ALTER DATABASE ${cluster.database} ALLOW_CONNECTIONS true`));
    }

    // The same process, no restart: the first calls after the outage already find the database.
    let after = await portal('GET', '/user/sap', token);
    for (let i = 0; i < 20 && after.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 500));
      after = await portal('GET', '/user/sap', token);
    }
    expect(after.status, after.text).toBe(200);
    expect(after.json.data).toEqual(before.json.data);

    const written = await portal('PATCH', '/user/sap/data', token, { faturaEmail: false, telefone: '(16) 9 8877-6655' });
    expect(written.status, written.text).toBe(200);
    expect((await portal('GET', '/user/sap', token)).json.data).toMatchObject({ faturaEmail: false, telefone: '16988776655' });
    // A new sign-in works too (users, sessions and the rate limit's tables all reachable).
    expect(await login(made.user.email)).toMatch(/^ey/);

    // Connections dropped again while the CMS is idle (no refusal this time): once they are gone
    // (the CMS's pool has had the moment to see its sockets closed), the very next call answers.
    // A call racing the termination itself may fail once, as during the outage above.
    await terminateBackends(cluster.database);
    for (let i = 0; i < 50; i++) {
      const left = await pgAdmin(PG_URL, (c) =>
        c.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
          cluster.database,
        ]),
      );
      if (left.rows[0]!.n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 500));
    const next = await portal('GET', '/notification', token);
    expect(next.status, next.text).toBe(200);
  });
});
