// The gas programmer's dashboard and decision calls (PORTAL-API §17) at distributor scale: the
// industrial network grown to 2,000 contracts × 3 years of daily programming and measurements
// (scripts/lib/industrial-bench.mjs, bulk INSERTs straight into the database), on the throwaway
// SQLite stack and on a second throwaway stack on PostgreSQL (a database `bench_<random>`,
// dropped after). Each call straight at the CMS with programador@demo.test's bearer: the first
// answer after the load (nothing kept yet), then 10 connections for 5 s; the decision writes
// under the same load; the one-way decisions (approve, reprove, the axis's final volume) one
// after another. The figures are in docs/benchmarks.md, the design in docs/scaling.md.
import { measure } from '../lib/load.mjs';
import { growIndustrial, networkSize, postgresDb, sqliteDb } from '../lib/industrial-bench.mjs';
import { pgAdmin, withPostgresStack } from './api.mjs';
import { cmsBearer, loadLine } from './common.mjs';

const BASE = '/api/consumption-schedule';
const LOAD = { connections: 10, seconds: 5 };
const TARGET_MS = 300;
/** 1,976 more contracts join the seed's 24: 2,000 industrial contracts. */
const GROW = { contracts: 1976, days: 1095 };

/** Every GET of the gas programmer's screens: dashboard, decision, projection, analysis. */
export const READS = [
  'dashboard/axis-proportion',
  'dashboard/get-map-and-infos',
  'dashboard/pending-clients',
  'dashboard/top-clients',
  'dashboard/consumed-graph?dateOptions=last15Days',
  'dashboard/daily?month=all',
  'decision/get-axis-usage',
  'projection/get-axis-projection',
  'companies-situation',
  'companies-by-axis',
  'total-qdc',
  'total-requested',
];

/** The reads measured again while a write lands every WRITE_EVERY_MS. */
const WHILE_WRITING = ['dashboard/daily?month=all', 'dashboard/top-clients', 'companies-by-axis', 'decision/get-axis-usage'];
const WRITE_EVERY_MS = 500;

const ms = (n) => `${n.toFixed(1)} ms`;

async function timed(url, init) {
  let began = process.hrtime.bigint();
  let res;
  try {
    res = await fetch(url, init);
  } catch (error) {
    // A kept-alive connection the CMS closed while the database grew (minutes without a call):
    // a GET is asked again once, on a new connection.
    if ((init?.method ?? 'GET') !== 'GET' || error?.cause?.code !== 'UND_ERR_SOCKET') throw error;
    began = process.hrtime.bigint();
    res = await fetch(url, init);
  }
  const text = await res.text();
  const elapsed = Number(process.hrtime.bigint() - began) / 1e6;
  if (!res.ok) throw new Error(`bench industrial: ${init?.method ?? 'GET'} ${url} answered ${res.status} ${text.slice(0, 300)}`);
  return { elapsed, body: JSON.parse(text) };
}

/**
 * Growing the database blocks this process for minutes (synchronous SQLite writes), so the
 * kept-alive connections to the CMS from the sections before were closed by the CMS unseen: each
 * is found dead on its next use. Calls are made until five in a row answer, dropping them all.
 */
async function dropStaleConnections(url) {
  for (let answered = 0, tries = 0; answered < 5 && tries < 200; tries++) {
    try {
      await (await fetch(url)).arrayBuffer();
      answered++;
    } catch (error) {
      if (error?.cause?.code !== 'UND_ERR_SOCKET') throw error;
      answered = 0;
    }
  }
}

/** The figures of one stack: grow, then each read (first answer, load), the writes, the one-way decisions. */
async function measureStack(env, open) {
  const db = await open();
  let grew;
  try {
    const began = Date.now();
    const rows = await growIndustrial(db, GROW);
    grew = { rows, seconds: (Date.now() - began) / 1000, size: await networkSize(db) };
  } finally {
    await db.close();
  }
  await dropStaleConnections(`${env.CMS_URL}/_health`);
  const bearer = await cmsBearer(env, 'programador@demo.test');
  const headers = { authorization: `Bearer ${bearer}` };
  const url = (call) => `${env.CMS_URL}${BASE}/${call}`;
  const reads = [];
  for (const call of READS) {
    const first = await timed(url(call), { headers });
    reads.push({ call, first: first.elapsed, load: await measure(url(call), { ...LOAD, headers }) });
  }
  // The decision writes: today's rows and axes, as the decision screen sends them.
  const usage = (await timed(url('decision/get-axis-usage'), { headers })).body.data;
  const axis = usage.axis.find((a) => a.clients.some((c) => c.id && c.consumptions[0].availableVolume === null)) ?? usage.axis[0];
  const json = { ...headers, 'content-type': 'application/json' };
  const patch = (body) => ({ method: 'PATCH', headers: json, body: JSON.stringify(body) });
  for (const a of usage.axis) await timed(url('decision/stage'), patch({ axisId: a.id, stage: 'defined-axel' }));
  const row = axis.clients.find((c) => c.id).id;
  const writes = [];
  for (const [label, call, body] of [
    ["`decision/stage` ('Definir')", 'decision/stage', { axisId: axis.id, stage: 'defined-axel' }],
    ['`:id/available-volume`', `${row}/available-volume`, { availableVolume: '4321.5' }],
    ['`:id/projected-volume`', `${row}/projected-volume`, { consumptionBaseHour: '06:00', partialConsumedVolume: '1500.25' }],
    ['`projection/update-axis`', 'projection/update-axis', { axisId: axis.id, partialConsumedVolume: '90000.5' }],
  ])
    writes.push({ label, load: await measure(url(call), { ...LOAD, headers, method: 'PATCH', body }) });
  // Right after the writes, the decision screen's read again: its kept answer is for the revision before them.
  const afterWrite = (await timed(url('decision/get-axis-usage'), { headers })).elapsed;
  // Reads while the programmer writes: a final programmed volume changed twice a second, so the
  // kept answers keep going stale and are computed again.
  const whileWriting = [];
  for (const call of WHILE_WRITING) {
    let writing = true;
    let writes = 0;
    const writer = (async () => {
      while (writing) {
        await timed(url(`${row}/available-volume`), patch({ availableVolume: writes % 2 ? '4321.5' : '4321.25' }));
        writes += 1;
        await new Promise((resolve) => setTimeout(resolve, WRITE_EVERY_MS));
      }
    })();
    const load = await measure(url(call), { ...LOAD, headers });
    writing = false;
    await writer;
    whileWriting.push({ call, load, writes });
  }
  const oneWay = [];
  const series = async (label, ids, make) => {
    const times = [];
    for (const id of ids) times.push((await timed(url(make(id)[0]), patch(make(id)[1]))).elapsed);
    times.sort((a, b) => a - b);
    oneWay.push({ label, n: times.length, median: times[Math.floor(times.length / 2)], max: times.at(-1) });
  };
  // Today's requests still to analyse (situation 0), as 'Analisar' lists them.
  const waiting = (await timed(url('companies-situation'), { headers })).body.data.pending.map((p) => p.id).filter((id) => id !== row);
  await series('`:id/approve`', waiting.slice(0, 20), (id) => [`${id}/approve`, { sendEmail: false, approvedVolume: '1000' }]);
  await series('`:id/reprove`', waiting.slice(20, 40), (id) => [`${id}/reprove`, { sendEmail: false }]);
  await series(
    '`decision/update-axis` (confirm)',
    usage.axis.map((a) => a.id),
    (id) => ['decision/update-axis', { axisId: id, finalVolume: '100000' }],
  );
  return { grew, reads, writes, afterWrite, whileWriting, oneWay };
}

const over = (r) => (r.p99 > TARGET_MS ? ' ✗' : '');

export async function run(ctx) {
  const { say } = ctx;
  say(
    `### Industrial dashboards at distributor scale (2,000 contracts × 3 years, ${LOAD.connections} connections, ${LOAD.seconds} s each)`,
  );
  say('');
  say(
    `The industrial network grown to 2,000 contracts (the seed's 24 and ${GROW.contracts.toLocaleString('en')} more, each in an axis's first city) with ${GROW.days.toLocaleString('en')} days of requested, final programmed and final volumes up to today (today's still waiting for the programmer) and the QDR of every day before, written straight into the database in batched multi-row INSERTs (\`scripts/lib/industrial-bench.mjs\`); then every GET of the gas programmer's screens and the decision writes (PORTAL-API §17), straight at the CMS with programador@demo.test's bearer. \`first\`: the first answer after the load (nothing kept yet: the dashboards' answers are kept per revision of the data, docs/scaling.md); then ${LOAD.connections} connections for ${LOAD.seconds} s. Goal: p99 ≤ ${TARGET_MS} ms (✗ marks a miss).`,
  );
  say('');
  const figures = { sqlite: await measureStack(ctx.env, async () => sqliteDb(ctx.env.DATABASE_FILENAME)) };
  let pgNote = '';
  const reachable = await pgAdmin((c) => c.query('SELECT 1')).then(
    () => true,
    (error) => ((pgNote = `PostgreSQL not measured: ${error.message}.`), false),
  );
  if (reachable)
    figures.postgres = await withPostgresStack(ctx, (env) => measureStack(env, () => postgresDb(env.DATABASE_URL)), { site: false });
  ctx.figures.industrial = figures;
  const { sqlite, postgres } = figures;
  for (const [name, f] of [
    ['SQLite', sqlite],
    ['PostgreSQL', postgres],
  ]) {
    if (!f) continue;
    const s = f.grew.size;
    say(
      `${name}: ${s.contracts.toLocaleString('en')} industrial contracts, ${s.rows.toLocaleString('en')} day rows and ${s.measured.toLocaleString('en')} measurements (${s.first} to ${s.last}); ${f.grew.rows.toLocaleString('en')} rows written in ${f.grew.seconds.toFixed(0)} s.`,
    );
    say('');
  }
  const cell = (r) => (r ? `${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)}${over(r)} | ${r.errors}` : '— | — | — | —');
  say('| call | SQLite first | req/s | p50 | p99 | errors | PostgreSQL first | req/s | p50 | p99 | errors |');
  say('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  sqlite.reads.forEach((r, i) => {
    const p = postgres?.reads[i];
    say(`| \`${r.call}\` | ${ms(r.first)} | ${cell(r.load)} | ${p ? ms(p.first) : '—'} | ${cell(p?.load)} |`);
  });
  sqlite.writes.forEach((w, i) => {
    const p = postgres?.writes[i];
    say(`| ${w.label} (PATCH) | — | ${cell(w.load)} | — | ${cell(p?.load)} |`);
  });
  say('');
  say(
    `\`decision/get-axis-usage\` right after those writes (its kept answer was for the revision before them): SQLite ${ms(sqlite.afterWrite)}${postgres ? `, PostgreSQL ${ms(postgres.afterWrite)}` : ''}.`,
  );
  say('');
  say(
    `The same reads while the programmer writes (a company's final programmed volume changed every ${WRITE_EVERY_MS} ms, each write a new revision: the kept answer is computed again after each):`,
  );
  say('');
  say('| call | SQLite req/s | p50 | p99 | errors | PostgreSQL req/s | p50 | p99 | errors |');
  say('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  sqlite.whileWriting.forEach((r, i) => {
    say(`| \`${r.call}\` | ${cell(r.load)} | ${cell(postgres?.whileWriting[i]?.load)} |`);
  });
  say('');
  say("One-way decisions, one after another (each on another of today's rows, or axis):");
  say('');
  say('| call | n | SQLite median | max | PostgreSQL median | max |');
  say('|---|---:|---:|---:|---:|---:|');
  sqlite.oneWay.forEach((o, i) => {
    const p = postgres?.oneWay[i];
    say(`| ${o.label} | ${o.n} | ${ms(o.median)} | ${ms(o.max)} | ${p ? ms(p.median) : '—'} | ${p ? ms(p.max) : '—'} |`);
  });
  say('');
  if (pgNote) {
    say(pgNote);
    say('');
  }
  say(loadLine());
  say('');
}
