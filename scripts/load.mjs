// `node scripts/load.mjs [--kill-cms] [--users 200] [--seconds 60]`: the load-and-faults run of
// the scaling goals on a throwaway stack in production mode (as `npm start` runs it) on this machine's
// ports LOAD_CMS_PORT / LOAD_SITE_PORT (default 1453 / 4453; the site's internal listener is the
// site port + 1000). The users (tools/load-mix.mjs) sign in through the web server and mix
// public pages, the invoice list, invoice PDFs, notifications, a supply-suspension request and
// invoice-batch uploads. `--kill-cms` SIGKILLs the CMS at a third of the run and starts it
// again on the same database. Prints a markdown table per call and what the server holds of the
// users' writes (nothing twice, every 2xx there, every batch row applied once).
//
// `run(options)` answers the same lines for `npm run bench` (one import).
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../server/env.mjs';
import { callTable, runLoadMix } from '../tools/load-mix.mjs';
import { compareWrites, prepareAccounts, settledWrites, startLoadStack } from '../tools/load-stack.mjs';

/** Settings of a load run, documented in .env.example: the login limit out of reach (every user comes from 127.0.0.1), a short job lease. */
export const LOAD_SETTINGS = { AUTH_RATE_LIMIT_MAX: '100000', JOBS_LEASE_MS: '15000' };

export async function run({
  users = 200,
  seconds = 60,
  killCms = false,
  cmsPort = Number(process.env.LOAD_CMS_PORT ?? 1453),
  sitePort = Number(process.env.LOAD_SITE_PORT ?? 4453),
  log = (line) => console.error(line),
} = {}) {
  const work = path.join(root, `var/load-${cmsPort}`);
  const uploaders = Math.max(1, Math.round(users / 20));
  let accounts = [];
  const load1 = os.loadavg()[0];
  log(`load: starting the stack (production mode) and ${users - uploaders} customers + ${uploaders} administrators…`);
  const stack = await startLoadStack({
    work,
    cmsPort,
    sitePort,
    production: true,
    // LOAD_CPU_PROF_DIR: CPU profiles of the stack's processes (node --cpu-prof) written there when they stop.
    env: process.env.LOAD_CPU_PROF_DIR
      ? { ...LOAD_SETTINGS, NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(process.env.LOAD_CPU_PROF_DIR)}` }
      : LOAD_SETTINGS,
    prepare: async (cms) => {
      accounts = await prepareAccounts(cms, { customers: users - uploaders, uploaders, invoices: 2 });
    },
  });
  const fault = { killedAt: null, upAt: null, restartMs: null, staticDuring: { ok: 0, errors: 0 } };
  try {
    log(`load: ${users} users × ${seconds} s${killCms ? ', the CMS killed at a third' : ''}…`);
    let killing = null;
    const result = await runLoadMix({
      users,
      seconds,
      maxRequests: users * seconds * 20,
      siteUrl: stack.siteUrl,
      cmsUrl: stack.cmsUrl,
      accounts,
      staticPaths: ['/', '/busca', '/login', '/meu-codigo-cliente'],
      onTick: ({ elapsed }) => {
        if (!killCms || killing || elapsed < seconds / 3) return;
        fault.killedAt = elapsed;
        killing = stack
          .killCms()
          .then(() => stack.startCms())
          .then((ms) => {
            fault.restartMs = ms;
            fault.upAt = fault.killedAt + ms / 1000;
            log(`load: CMS back after ${(ms / 1000).toFixed(1)} s`);
          });
        log(`load: CMS killed at ${elapsed.toFixed(0)} s`);
      },
    });
    await killing;
    if (fault.killedAt !== null) {
      const to = fault.upAt ?? seconds;
      for (let s = Math.floor(fault.killedAt); s < Math.ceil(to); s++) {
        fault.staticDuring.ok += result.timeline[s]?.ok.static ?? 0;
        fault.staticDuring.errors += result.timeline[s]?.errors.static ?? 0;
      }
    }
    log('load: waiting for the batches to end…');
    const writes = compareWrites(result.writes, await settledWrites(stack.env, result.tag));
    const load2 = os.loadavg()[0];
    return report({ users, seconds, killCms, result, writes, fault, load: [load1, load2] });
  } finally {
    await stack.stop();
  }
}

function report({ users, seconds, killCms, result, writes, fault, load }) {
  const lines = [];
  lines.push(`### Mixed load: ${users} users × ${seconds} s${killCms ? ', CMS killed (SIGKILL) and restarted' : ''}`);
  lines.push('');
  lines.push(
    `Each user signs in once through the web server and goes round public pages, the invoice list, an invoice PDF and notifications, one supply-suspension request (customers), or invoice CSV uploads (1 user in 20, administrators). Production mode, SQLite, one CMS. ${result.requests} requests in ${result.elapsed.toFixed(0)} s (${result.rps.toFixed(0)}/s); load average ${load[0].toFixed(1)} before, ${load[1].toFixed(1)} after, ${os.cpus().length} cores.`,
  );
  lines.push('');
  lines.push(...callTable(result));
  lines.push('');
  if (fault.killedAt !== null) {
    lines.push(
      `CMS killed at ${fault.killedAt.toFixed(0)} s, answering again ${fault.restartMs === null ? 'never' : `${(fault.restartMs / 1000).toFixed(1)} s later`}; meanwhile the static pages answered ${fault.staticDuring.ok} times with ${fault.staticDuring.errors} errors. Errors of calls that need the CMS while it was down are expected.`,
    );
    lines.push('');
  }
  const w = writes;
  lines.push(
    `Writes: ${w.services.ok}/${w.services.sent} suspension requests answered 2xx, ${w.services.onServer} on the server; ${w.uploads.ok}/${w.uploads.sent} uploads answered 201, ${w.uploads.onServer} batches on the server (${w.uploads.resumed} resumed after the kill), ${w.uploads.rows} rows applied. ${w.problems.length ? `Problems: ${w.problems.slice(0, 5).join('; ')}` : 'Nothing applied twice, every 2xx write on the server.'}`,
  );
  const samples = Object.entries(result.errorSamples).slice(0, 6);
  if (samples.length) {
    lines.push('');
    lines.push(`Errors: ${samples.map(([k, n]) => `${k} ×${n}`).join('; ')}`);
  }
  lines.push('');
  return { lines, result, writes, fault };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const value = (name, fallback) => {
    const at = args.indexOf(name);
    return at >= 0 ? Number(args[at + 1]) : fallback;
  };
  const { lines } = await run({ killCms: args.includes('--kill-cms'), users: value('--users', 200), seconds: value('--seconds', 60) });
  console.log(lines.join('\n'));
}
