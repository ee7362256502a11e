// The consumption dashboard's calls under load (spec 03, `BENCH_ONLY=consumption`): first on the
// seeded demo network (24 industrial contracts × 183 days), then after 476 more contracts with
// 365 days each are written straight into the throwaway SQLite database (500 contracts). Each
// call is signed in as programador@demo.test through the web server; p50/p99 per call.
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../../server/env.mjs';
import { measure } from './load.mjs';
import { SITE_REQUEST_HEADERS } from '../../src/lib/site-request.mjs';

const require = createRequire(path.join(root, 'cms/package.json'));

export const DASHBOARD_CALLS = [
  'dashboard/axis-proportion',
  'dashboard/get-map-and-infos',
  'dashboard/pending-clients',
  'dashboard/top-clients',
  'dashboard/consumed-graph?dateOptions=last15Days',
  'dashboard/daily?month=all',
  'decision/get-axis-usage',
  'total-qdc',
];

const isoDay = (d) => d.toISOString().slice(0, 10);

/** 476 contracts with 365 days of requested, programmed and measured volumes, in one transaction. */
export function addContracts(dbFile, { contracts = 476, days = 365 } = {}) {
  const Database = require('better-sqlite3');
  const db = new Database(dbFile);
  db.pragma('busy_timeout = 30000');
  const axes = db.prepare('SELECT id FROM consumption_axes ORDER BY id').all();
  const now = new Date().toISOString();
  const insertContract = db.prepare(
    `INSERT INTO contracts (document_id, consumer_code, consumer_cpf_cnpj, consumer_name, consumer_address, sap_name, situation, segment, created_at, updated_at, published_at)
     VALUES (?, ?, ?, ?, 'Distrito Industrial, 1', ?, 'ACTIVE', 'INDUSTRIAL', ?, ?, ?)`,
  );
  const insertIndustrial = db.prepare(
    'INSERT INTO consumption_industrial_contracts (document_id, contract_ref, qdc, axis_ref, consumption_base_hour, created_at, updated_at, published_at) VALUES (?, ?, ?, ?, 360, ?, ?, ?)',
  );
  const insertDay = db.prepare(
    `INSERT INTO consumption_programmings (document_id, contract_ref, date, volume, accepted_volume, projected_volume, available_volume, final_volume, situation, protocol, created_at, updated_at, published_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
  );
  const insertQdr = db.prepare(
    'INSERT INTO consumption_measurements (document_id, contract_ref, date, qdr, created_at, updated_at, published_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const id = () => crypto.randomBytes(12).toString('hex').slice(0, 24);
  const today = new Date();
  db.transaction(() => {
    for (let c = 0; c < contracts; c++) {
      const code = `29${String(c).padStart(7, '0')}`;
      const name = `Indústria de Bench ${c + 1} Ltda`;
      const contractId = insertContract.run(id(), code, `9${String(c).padStart(11, '0')}01`, name, name, now, now, now).lastInsertRowid;
      const qdc = 5000 + (c % 50) * 1000;
      insertIndustrial.run(id(), contractId, String(qdc), axes[c % axes.length].id, now, now, now);
      for (let k = days; k >= 1; k--) {
        const date = isoDay(new Date(today.getTime() - k * 86_400_000));
        const volume = String(Math.round(qdc * (0.6 + ((c * 7 + k) % 30) / 100)));
        insertDay.run(
          id(),
          contractId,
          date,
          volume,
          volume,
          volume,
          volume,
          volume,
          `${date.replace(/-/g, '')}${code}0001`,
          now,
          now,
          now,
        );
        insertQdr.run(id(), contractId, date, String(Math.round(Number(volume) * 0.97)), now, now, now);
      }
    }
  })();
  db.close();
}

export async function dashboardLoad(siteUrl, cookie, say) {
  say('| call | requests/s | p50 | p99 | errors |');
  say('|---|---:|---:|---:|---:|');
  for (const call of DASHBOARD_CALLS) {
    const r = await measure(`${siteUrl}/api/consumption-schedule/${call}`, {
      connections: 10,
      seconds: 5,
      headers: { cookie, ...SITE_REQUEST_HEADERS },
    });
    say(`| \`${call}\` | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.errors} |`);
  }
  say('');
}
