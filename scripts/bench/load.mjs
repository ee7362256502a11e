// Load and faults (docs/scaling.md): 200 simulated users × 60 s through the web server, mixing public
// pages, login, invoice list, PDF, notifications, a service request and an upload — once as it
// is, once with the CMS killed (SIGKILL) at a third and restarted (scripts/load.mjs, on its own
// throwaway stack in production mode, ports LOAD_CMS_PORT / LOAD_SITE_PORT).
import os from 'node:os';
import { createRequire } from 'node:module';
import { run as loadRun } from '../load.mjs';

const require = createRequire(import.meta.url);

/** Milliseconds of one bcrypt comparison at the CMS's cost (10), the median of 20 on this machine. */
async function bcryptMs() {
  const { hash, verify } = require('@node-rs/bcrypt');
  const stored = await hash('bench-password', { cost: 10 });
  const times = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await verify('bench-password', stored);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[10];
}

export async function run(ctx) {
  for (const killCms of [false, true]) {
    const { lines, result } = await loadRun({ killCms });
    for (const line of lines) ctx.say(line);
    if (killCms) continue;
    const perLogin = await bcryptMs();
    const cores = os.availableParallelism();
    const share = (200 * perLogin) / 10_000 / cores;
    ctx.figures.load = {
      calls: result.calls,
      loginBound: `Sign-in p99 over 3 s: each sign-in compares a bcrypt hash of cost 10 (the floor the security rules set; measured here: ${perLogin.toFixed(0)} ms of one core each), so 200 sign-ins in 10 s need ${((200 * perLogin) / 1000).toFixed(1)} core-seconds, ${(share * 100).toFixed(0)} % of this machine's ${cores} cores for those 10 s before any other call of the ${result.rps.toFixed(0)} requests/s of the run; the comparisons run on the thread pool (\`PASSWORD_HASH_CONCURRENCY\`), so the rest of the portal keeps answering (see the burst section), and sign-ins queue behind each other instead. More cores (or more CMS instances) shorten the queue in proportion: docs/capacity.md.`,
    };
  }
}
