// Invoice CSV batches straight to the CMS (docs/jobs.md, "Chunks"): a 10,000-row and a
// 100,000-row file, upload to PROCESSED, rows/s and the CMS's resident memory (before, peak while
// the batch runs, growth) — on the bench's SQLite stack and on a CMS of its own on a fresh
// PostgreSQL database (`bench_<random>`, created and dropped here; on the bench's CMS port + 1).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../../server/env.mjs';
import { startCmsProcess, waitForHttp } from '../../tools/processes.mjs';
import { PG_URL, pgAdmin } from './api.mjs';
import { cmsBearer, loadLine } from './common.mjs';

/** The upload limit of a file (spec 02 §5, cms/src/domain/batches/constants.ts UPLOAD_MAX_BYTES). */
const MAX_BYTES = 10_485_760;
const SIZES = [10_000, 100_000];

/** Resident memory of a process in bytes (Linux /proc). */
function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
}

/** The demo contracts of Maria and João (cms/src/seed/demo-portal-data.ts): code and CPF. */
const contracts = fs
  .readFileSync(path.join(root, 'site/samples/faturas-programadas.csv'), 'utf8')
  .split('\r\n')
  .slice(1, 4)
  .map((line) => line.split(';').slice(0, 2));

/** A CSV of `rows` valid bills for the demo contracts, programmed for today; bill numbers start with `prefix`. */
function invoiceCsv(rows, prefix) {
  const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const stamp = String(Date.now()).slice(-6);
  const lines = [
    'consumerCode;consumerCpfCnpj;numDoc;referenceMonth;issueDate;deadline;price;previousReading;currentReading;consumptionM3;scheduledDate',
  ];
  for (let i = 0; i < rows; i++) {
    const [code, doc] = contracts[i % contracts.length];
    lines.push(`${code};${doc};${prefix}${stamp}${String(i).padStart(6, '0')};10/2026;05/11/2026;20/11/2026;187,65;1000;1023,5;;${today}`);
  }
  const csv = Buffer.from(`${lines.join('\r\n')}\r\n`);
  if (csv.length > MAX_BYTES) throw new Error(`bench: a ${rows}-row CSV is ${csv.length} bytes, over the 10 MB upload limit`);
  return csv;
}

/** Uploads one CSV and follows the batch until it ends, sampling the CMS's memory every 100 ms. */
export async function oneBatch(cmsUrl, pid, jwt, rows, prefix) {
  const csv = invoiceCsv(rows, prefix);
  const auth = { authorization: `Bearer ${jwt}` };
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 100);
  try {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), `bench-${rows}.csv`);
    const started = performance.now();
    const res = await fetch(`${cmsUrl}/api/batch`, { method: 'POST', headers: auth, body: form });
    const accepted = (performance.now() - started) / 1000;
    const uploadPeak = Math.max(peak, rssOf(pid));
    const body = await res.json();
    if (res.status !== 201) throw new Error(`bench: upload of ${rows} rows answered ${res.status} ${JSON.stringify(body)}`);
    let batch;
    for (;;) {
      const list = await (await fetch(`${cmsUrl}/api/batches`, { headers: auth })).json();
      batch = list.data.find((b) => b.id === body.data.id);
      if (batch.status === 'PROCESSED' || batch.status === 'ERROR') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const total = (performance.now() - started) / 1000;
    peak = Math.max(peak, rssOf(pid));
    return { rows, bytes: csv.length, accepted, total, batch, before, uploadPeak, peak };
  } finally {
    clearInterval(sampler);
  }
}

/** A CMS of its own on a fresh PostgreSQL database (seeded at start), stopped and dropped after `work`. */
async function withPostgresCms(ctx, work) {
  const name = `bench_${crypto.randomBytes(6).toString('hex')}`;
  await pgAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const port = Number(ctx.env.CMS_PORT) + 1;
  const dir = path.join(ctx.work, 'postgres-batches');
  fs.mkdirSync(dir, { recursive: true });
  const env = {
    ...ctx.env,
    DATABASE_URL: url.href,
    CMS_PORT: String(port),
    CMS_URL: `http://127.0.0.1:${port}`,
    CMS_PUBLIC_URL: `http://127.0.0.1:${port}`,
    SITE_REBUILD_URL: '',
    SESSION_DIR: path.join(dir, 'sessions'),
    MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    PRIVATE_FILES_DIR: path.join(dir, 'private'),
  };
  let cms = null;
  try {
    cms = startCmsProcess(env, { quiet: true });
    await waitForHttp(`${env.CMS_URL}/_health`, { child: cms, timeoutMs: 600_000 });
    return await work(env, cms.pid);
  } finally {
    if (cms) {
      cms.kill('SIGTERM');
      await new Promise((r) => (cms.exitCode !== null ? r() : cms.once('exit', r)));
    }
    await pgAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

/** Both sizes, one after the other, on one CMS. */
async function bothSizes(env, pid) {
  const jwt = await cmsBearer(env, 'admin@demo.test');
  const out = [];
  for (const [i, rows] of SIZES.entries()) out.push(await oneBatch(env.CMS_URL, pid, jwt, rows, String(5 + i)));
  return out;
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export async function run(ctx) {
  const { say } = ctx;
  say('### Invoice batch: 10,000 and 100,000-row CSVs (programar-faturas)');
  say('');
  const results = [['SQLite', await bothSizes(ctx.env, ctx.cms.pid)]];
  let pgNote = '';
  const reachable = await pgAdmin((c) => c.query('SELECT 1')).then(
    () => true,
    (error) => ((pgNote = `PostgreSQL not measured: no server at ${new URL(PG_URL).host} (${error.message}).`), false),
  );
  if (reachable) results.push(['PostgreSQL', await withPostgresCms(ctx, bothSizes)]);
  // For the summary: each size's figures on each database.
  ctx.figures.batches = results.map(([db, runs]) => ({
    db,
    runs: runs.map((r) => ({ rows: r.rows, seconds: r.total, rowsPerSecond: r.rows / r.total, growthBytes: r.peak - r.before })),
  }));
  say(
    "`POST /api/batch` of a CSV straight to the CMS (valid rows for the demo contracts), then `GET /api/batches` every 250 ms until the batch ends; the CMS's resident memory sampled every 100 ms from the upload on (before = at the upload; peak until the upload was answered, then over the whole batch; growth = peak − before). The rows are applied in chunks of 500 per transaction (`JOBS_CHUNK_ROWS`, docs/jobs.md \"Chunks\"). SQLite: the bench's stack; PostgreSQL: a CMS of its own on a fresh seeded database on this machine's server, dropped after. Goals: ≥ 2,000 rows/s for 10,000 rows; 100,000 rows ≤ 60 s with growth ≤ 200 MB.",
  );
  say('');
  say('| database | rows (file) | ends | upload answered | upload to end | rows/s | RSS before | peak until answered | peak | growth |');
  say('|---|---:|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [db, runs] of results)
    for (const r of runs)
      say(
        `| ${db} | ${r.rows.toLocaleString('en')} (${(r.bytes / 1024 / 1024).toFixed(1)} MB) | ${r.batch.status}, ${r.batch.processedItems} processed, ${r.batch.errorItems} refused | ${r.accepted.toFixed(2)} s | ${r.total.toFixed(1)} s | ${(r.rows / r.total).toFixed(0)} | ${mb(r.before)} | ${mb(r.uploadPeak)} | ${mb(r.peak)} | ${mb(r.peak - r.before)} |`,
      );
  say('');
  if (pgNote) {
    say(pgNote);
    say('');
  }
  say(loadLine());
  say('');
}
