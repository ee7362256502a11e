/**
 * SQLite under concurrent writes (docs/scaling.md): 60 portal writes at once — profile updates,
 * notifications marked read, service requests — while the job runner applies an invoice batch
 * and another process holds the database's write lock for a moment. No answer is a 500 and every
 * write is there afterwards: the CMS's connections run in WAL mode with a busy timeout
 * (cms/config/database.ts, pool afterCreate), so a write that meets a lock waits for it.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceCsv, freshNumDoc } from '../support/batch-files';
import { FACTORY_PASSWORD, createCustomer, createStaff, setClock } from '../support/factories';
import { sendNotification } from '../support/notifications';
import { startCmsCluster, type CmsCluster } from './helpers/cms';

let cluster: CmsCluster;
const CUSTOMERS = 20;
const BATCH_ROWS = 150;

beforeAll(async () => {
  // Chunks of 10 rows: the batch's transactions come and go among the portal writes.
  cluster = await startCmsCluster({ db: 'sqlite', env: { JOBS_POLL_MS: '200', JOBS_CHUNK_ROWS: '10' } });
});
afterAll(async () => {
  await cluster?.stop();
});

async function api(method: string, route: string, token: string, body?: unknown) {
  const res = await fetch(new URL(`/api${route}`, cluster.first.url), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { route: `${method} ${route}`, status: res.status, text, body: text ? JSON.parse(text) : null };
}

async function login(email: string) {
  const res = await fetch(new URL('/api/portal/auth/login', cluster.first.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: FACTORY_PASSWORD, keepConnected: false }),
  });
  const body = (await res.json()) as { jwt?: string };
  if (!body.jwt) throw new Error(`login ${res.status} ${JSON.stringify(body)}`);
  return body.jwt;
}

async function uploadBatch(token: string, csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'lote.csv');
  const res = await fetch(new URL('/api/batch', cluster.first.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('SQLite with another process holding the write lock', () => {
  it('a portal write whose transaction reads before it writes waits for the lock instead of failing', async () => {
    // PATCH /user/sap/data reads the user, then updates it, in one transaction. A transaction that
    // has read cannot wait for the write lock (SQLite answers SQLITE_BUSY at once rather than risk
    // a deadlock), so the CMS's transactions take the write lock first (cms/src/portal/core/db.ts).
    const made = await createCustomer(cluster.first, { contractSituation: 'ACTIVE' });
    const token = await login(made.user.email);
    const other = new Database(cluster.database, { timeout: 30_000 });
    try {
      other.exec('BEGIN IMMEDIATE');
      const write = api('PATCH', '/user/sap/data', token, { faturaEmail: false, telefone: '14991234567' });
      await new Promise((r) => setTimeout(r, 1000));
      other.exec('COMMIT');
      const answer = await write;
      expect(answer.status, answer.status === 200 ? '' : `${answer.text}\n${cluster.first.log().slice(-3000)}`).toBe(200);
    } finally {
      other.close();
    }
    expect((await api('GET', '/user/sap', token)).body.data).toMatchObject({ faturaEmail: false, telefone: '14991234567' });
  });
});

describe('SQLite with many writers at once', () => {
  it('answers every concurrent portal write without a 500 while a batch runs and another process holds the lock, and keeps every write', async () => {
    // Friday: a temporary block may start on Monday.
    await setClock(cluster.first, '2026-08-07T10:00:00-03:00');
    const customers = [];
    for (let i = 0; i < CUSTOMERS; i++) {
      const made = await createCustomer(cluster.first, { contractSituation: 'ACTIVE' });
      await sendNotification(cluster.first, { userIds: [made.user.id] }, { title: `Aviso ${i}`, description: 'Leia' });
      const token = await login(made.user.email);
      const list = await api('GET', '/notification', token);
      customers.push({
        made,
        token,
        phone: `14991${String(1000000 + i).slice(1)}`,
        notificationId: list.body.notifications[0].id as string,
      });
    }
    const staff = await createStaff(cluster.first, { role: 'admin' });
    const admin = await login(staff.user.email);
    const holder = customers[0]!.made.contracts[0]!;
    const rows = Array.from({ length: BATCH_ROWS }, () => ({
      consumerCode: holder.consumerCode,
      consumerCpfCnpj: holder.consumerCpfCnpj,
      numDoc: freshNumDoc(),
      scheduledDate: '31/12/2099',
    }));

    const uploaded = await uploadBatch(admin, invoiceCsv(rows));
    expect(uploaded.status).toBe(201);
    const batchId = uploaded.body.data.id as number;

    // Another process takes the write lock for a moment while the writes arrive.
    const other = new Database(cluster.database, { timeout: 30_000 });
    const writes = customers.flatMap((c) => [
      api('PATCH', '/user/sap/data', c.token, { faturaEmail: false, telefone: c.phone }),
      api('PATCH', `/notification/${c.notificationId}/read`, c.token),
      api('POST', '/services/temporary-block', c.token, { reason: 'Viagem', date: '2026-08-10' }),
    ]);
    other.exec('BEGIN IMMEDIATE');
    await new Promise((r) => setTimeout(r, 1500));
    other.exec('COMMIT');
    const answers = await Promise.all(writes);
    // A refused write names itself and carries the CMS's log (the error's stack), so a rare failure says why.
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(
      refused.map((answer) => `${answer.route} ${answer.status} ${answer.text}`),
      refused.length ? cluster.first.log().slice(-6000) : '',
    ).toEqual([]);

    // Every write is there.
    for (const c of customers) {
      expect((await api('GET', '/user/sap', c.token)).body.data).toMatchObject({ faturaEmail: false, telefone: c.phone });
      // (The service request adds a notification of its own: the one sent above is the one read.)
      const sent = (await api('GET', '/notification', c.token)).body.notifications.find((n: any) => n.id === c.notificationId);
      expect(sent.readedAt).not.toBeNull();
    }
    const protocols = answers.filter((a) => a.body?.data?.protocol).map((a) => a.body.data.protocol as string);
    expect(protocols).toHaveLength(CUSTOMERS);
    const stored = other
      .prepare(`SELECT COUNT(*) AS n FROM service_requests WHERE protocol IN (${protocols.map(() => '?').join(',')})`)
      .get(...protocols) as { n: number };
    expect(stored.n).toBe(CUSTOMERS);

    let batch: any;
    for (let i = 0; i < 600; i++) {
      batch = (await api('GET', '/batches', admin)).body.data.find((b: any) => b.id === batchId);
      if (batch.status === 'PROCESSED' || batch.status === 'ERROR') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(batch).toMatchObject({ status: 'PROCESSED', processedItems: BATCH_ROWS, errorItems: 0 });

    // The CMS's connections put the file in WAL mode (it is the file's own setting from then on).
    expect(other.pragma('journal_mode', { simple: true })).toBe('wal');
    other.close();
  });
});
