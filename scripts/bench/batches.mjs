// A 10,000-row invoice CSV batch straight to the CMS: time to PROCESSED, rows/s, CMS memory.
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../../server/env.mjs';
import { cmsBearer, loadLine } from './common.mjs';

/** Resident memory of a process in bytes (Linux /proc): now and the peak since it started. */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kbOf = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kbOf('VmRSS'), peak: kbOf('VmHWM') };
}

export async function run({ env, say, cms }) {
  const { pid } = cms;
  const ROWS = 10_000;
  say(`### Invoice batch: a ${ROWS.toLocaleString('en')}-row CSV (programar-faturas)`);
  say('');
  const jwt = await cmsBearer(env, 'admin@demo.test');
  // Rows for the demo contracts of Maria and João (cms/src/seed/demo-portal-data.ts), programmed for today.
  const contracts = fs
    .readFileSync(path.join(root, 'site/samples/faturas-programadas.csv'), 'utf8')
    .split('\r\n')
    .slice(1, 4)
    .map((line) => line.split(';').slice(0, 2));
  const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const stamp = String(Date.now()).slice(-6);
  const header =
    'consumerCode;consumerCpfCnpj;numDoc;referenceMonth;issueDate;deadline;price;previousReading;currentReading;consumptionM3;scheduledDate';
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const [code, doc] = contracts[i % contracts.length];
    return `${code};${doc};5${stamp}${String(i).padStart(6, '0')};10/2026;05/11/2026;20/11/2026;187,65;1.000;1.023,5;;${today}`;
  });
  const csv = Buffer.from(`${[header, ...rows].join('\r\n')}\r\n`);
  const before = memoryOf(pid);
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const started = performance.now();
  const res = await fetch(`${env.CMS_URL}/api/batch`, { method: 'POST', headers: { authorization: `Bearer ${jwt}` }, body: form });
  const accepted = performance.now() - started;
  const { data } = await res.json();
  if (res.status !== 201) throw new Error(`bench: upload ${res.status}`);
  let peakRss = before.rss;
  let batch;
  for (;;) {
    peakRss = Math.max(peakRss, memoryOf(pid).rss);
    const list = await (await fetch(`${env.CMS_URL}/api/batches`, { headers: { authorization: `Bearer ${jwt}` } })).json();
    batch = list.data.find((b) => b.id === data.id);
    if (batch.status === 'PROCESSED' || batch.status === 'ERROR') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const total = (performance.now() - started) / 1000;
  const after = memoryOf(pid);
  say(
    `\`POST /api/batch\` of a ${(csv.length / 1024 / 1024).toFixed(1)} MB CSV straight to the CMS (SQLite), then \`GET /api/batches\` every 250 ms until the batch ends; the CMS's resident memory sampled at each poll.`,
  );
  say('');
  say('| figure | value |');
  say('|---|---:|');
  say(`| rows | ${ROWS.toLocaleString('en')} (${batch.processedItems} processed, ${batch.errorItems} refused; ends ${batch.status}) |`);
  say(`| upload answered (file checked, rows queued) | ${(accepted / 1000).toFixed(2)} s |`);
  say(`| upload to PROCESSED | ${total.toFixed(1)} s |`);
  say(`| rows per second (end to end) | ${(ROWS / total).toFixed(0)} |`);
  say(`| CMS resident memory before | ${(before.rss / 1024 / 1024).toFixed(0)} MB |`);
  say(`| CMS resident memory, peak while processing | ${(peakRss / 1024 / 1024).toFixed(0)} MB |`);
  say(`| CMS peak resident memory since start (VmHWM) | ${(after.peak / 1024 / 1024).toFixed(0)} MB |`);
  say('');
  say(loadLine());
  say('');
}
