// A burst of 100 sign-ins straight to the CMS while a signed-in customer keeps calling: what the
// burst does to everyone else's calls. Passwords are compared on libuv's thread pool
// (cms/src/portal/core/password-hash.ts); the goal: the other calls' p99 stays ≤ 100 ms.
import { cmsBearer, DEMO_PASSWORD, loadLine } from './common.mjs';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export async function run({ env, say, figures }) {
  const LOGINS = 100;
  say(`### A burst of ${LOGINS} sign-ins, and everyone else's calls meanwhile`);
  say('');
  const jwt = await cmsBearer(env, 'cliente@demo.test');
  const probe = async () => {
    const started = performance.now();
    const res = await fetch(`${env.CMS_URL}/api/portal/menu`, { headers: { authorization: `Bearer ${jwt}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`bench: menu ${res.status}`);
    return performance.now() - started;
  };
  // The quiet baseline first.
  const quiet = [];
  for (let i = 0; i < 100; i += 1) quiet.push(await probe());

  const during = [];
  let burstOver = false;
  const prober = (async () => {
    while (!burstOver) during.push(await probe());
  })();
  const started = performance.now();
  const logins = await Promise.all(
    Array.from({ length: LOGINS }, async () => {
      const t = performance.now();
      const res = await fetch(`${env.CMS_URL}/api/portal/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'cliente@demo.test', password: DEMO_PASSWORD, keepConnected: false }),
      });
      await res.arrayBuffer();
      return { ms: performance.now() - t, ok: res.ok, status: res.status };
    }),
  );
  const burst = performance.now() - started;
  burstOver = true;
  await prober;
  const loginMs = logins.map((l) => l.ms);
  const refused = logins.filter((l) => !l.ok);
  const statuses = [...new Set(refused.map((l) => l.status))].join(', ');
  figures.loginBurst = { otherP99: percentile(during, 99), loginP99: percentile(loginMs, 99) };
  say(
    `${LOGINS} sign-ins of the demo customer sent at once to \`POST /api/portal/auth/login\` (bcrypt cost 10); meanwhile one signed-in customer calls \`GET /api/portal/menu\` back to back. ${loadLine()}`,
  );
  say('');
  say('| figure | p50 | p99 | calls |');
  say('|---|---:|---:|---:|');
  say(`| menu, quiet | ${percentile(quiet, 50).toFixed(1)} ms | ${percentile(quiet, 99).toFixed(1)} ms | ${quiet.length} |`);
  say(`| menu, during the burst | ${percentile(during, 50).toFixed(1)} ms | ${percentile(during, 99).toFixed(1)} ms | ${during.length} |`);
  say(
    `| sign-in | ${percentile(loginMs, 50).toFixed(0)} ms | ${percentile(loginMs, 99).toFixed(0)} ms | ${LOGINS} (${refused.length} refused${refused.length ? ` (${statuses})` : ''}; burst over in ${(burst / 1000).toFixed(1)} s) |`,
  );
  say('');
  say(`Goal: the other calls' p99 ≤ 100 ms during the burst — ${figures.loginBurst.otherP99 <= 100 ? 'met' : 'not met'}.`);
  say('');
}
