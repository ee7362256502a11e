// `npm run bench`: starts a throwaway CMS (SQLite, seeded) and web server, runs the sections of
// scripts/bench/ (each `run(ctx)` says its lines) and writes the figures into docs/benchmarks.md
// between the bench markers, a summary of the performance goals first.
//
// BENCH_ONLY=search (a comma list of the SECTIONS below) runs only those sections and replaces
// only their part of the block in docs/benchmarks.md. BENCH_CMS_PORT / BENCH_SITE_PORT move the throwaway
// stack off 1339/4339 (the site's internal listener is the site port + 1000).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { compileCms } from '../tools/cms-dist.mjs';
import { root } from '../server/env.mjs';
import { buildRelease } from '../server/site-build.mjs';
import { stackEnv, startSiteServer, startThrowawayCms } from '../tools/throwaway-stack.mjs';
import * as summary from './bench/summary.mjs';

// In the order they run. Those before `batches` need the web server; `consumption` comes last
// of them: it adds 476 contracts to the throwaway database. `industrial` grows that database to
// 2,000 industrial contracts × 3 years (and a PostgreSQL one of its own), so it runs after the
// sections that read it. `load` starts a stack of its own.
const SECTIONS = [
  'js',
  'lighthouse',
  'static',
  'search',
  'area',
  'invoices',
  'api',
  'consumption',
  'batches',
  'logins',
  'build',
  'industrial',
  'load',
];
const SITE_SECTIONS = SECTIONS.slice(0, SECTIONS.indexOf('batches'));
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
for (const name of only) if (!SECTIONS.includes(name)) throw new Error(`BENCH_ONLY: unknown section ${name} (${SECTIONS.join(', ')})`);
const runs = (name) => !only.length || only.includes(name);
const cmsPort = Number(process.env.BENCH_CMS_PORT ?? 1339);
const sitePort = Number(process.env.BENCH_SITE_PORT ?? 4339);
const work = path.join(root, cmsPort === 1339 ? 'var/bench' : `var/bench-${cmsPort}`);
const env = stackEnv(work, { cmsPort, sitePort });
// The CMS compiled once per source state (as the test stacks), never into the shared cms/dist.
env.CMS_DIST_DIR = (await compileCms()).distDir;
// The compiled CMS lives outside cms/dist, so the seed is told where the starter content is.
env.SITE_CONTENT_DIR = path.join(root, 'site');
// The bench's own Super Admin (made at start from the settings) creates its API token.
env.CMS_ADMIN_EMAIL = 'bench-admin@bench.local';
env.CMS_ADMIN_PASSWORD = `Bench-${crypto.randomBytes(12).toString('hex')}!`;
// Many people sign in from one address here (the bench's own): the sign-in limit per address is
// lifted as the load run lifts it (scripts/load.mjs LOAD_SETTINGS); every other setting is production's.
env.AUTH_RATE_LIMIT_MAX = '100000';
// The batch section writes 110,000 bills into this CMS: drawing each one's PDF ahead would keep a
// core busy under the sections after it. The load section's own stack draws ahead, as production.
env.PDF_DRAW_AHEAD = 'false';
const lines = [];
const say = (line) => (console.log(line), lines.push(line));
// What the sections share: the stack's settings, the lines for docs/benchmarks.md, and the figures the summary reads.
const ctx = { env, work, say, figures: {}, cms: null, site: null };

/**
 * Runs one section; a section that fails says so in its part of the block (and the CMS's last log
 * lines when it was the CMS that stopped) and the run goes on: the other sections' figures are
 * still written.
 */
async function section(name) {
  try {
    await (await import(`./bench/${name}.mjs`)).run(ctx);
  } catch (error) {
    console.error(error);
    const stopped = ctx.cms.exitCode !== null || ctx.cms.signalCode !== null;
    say('');
    say(
      `**The \`${name}\` section failed:** ${String(error?.cause?.message ?? error?.message ?? error).split('\n')[0]}${stopped ? ` (the CMS stopped: ${ctx.cms.signalCode ?? `exit ${ctx.cms.exitCode}`})` : ''}.`,
    );
    say('');
    if (stopped)
      console.error(
        String(ctx.cms.getLog?.() ?? '')
          .split('\n')
          .slice(-40)
          .join('\n'),
      );
  }
}

ctx.cms = await startThrowawayCms(work, env, { quiet: true });
try {
  // The batch and build sections talk to the CMS only: a run of them alone builds no site.
  if (SITE_SECTIONS.some(runs)) {
    await buildRelease(env, { quiet: true });
    ctx.site = await startSiteServer(env);
    try {
      for (const name of SITE_SECTIONS) if (runs(name)) await section(name);
    } finally {
      ctx.site.kill('SIGTERM');
    }
  }
  for (const name of ['batches', 'logins', 'build', 'industrial', 'load']) if (runs(name)) await section(name);
} finally {
  ctx.cms.kill('SIGTERM');
}
// The summary goes first in the block. Only a full run writes it: every figure of the goals table
// comes from one run (a BENCH_ONLY run replaces its sections and leaves the summary as it was).
const head = only.length ? [] : summary.lines(ctx.figures);
writeFigures([...head, ...lines]);
fs.rmSync(work, { recursive: true, force: true });

/** The `### ` sections of a block's text, in order, each with its heading line as key. */
function sectionsOf(text) {
  const sections = [];
  for (const part of text.split(/^(?=### )/m)) {
    if (part.startsWith('### ')) sections.push({ heading: part.split('\n', 1)[0], text: part.trimEnd() });
  }
  return sections;
}

function writeFigures(all) {
  const file = path.join(root, 'docs/benchmarks.md');
  const text = fs.readFileSync(file, 'utf8');
  const day = new Date().toISOString().slice(0, 10);
  const marked = /<!-- bench:start -->\n([\s\S]*?)<!-- bench:end -->/;
  const old = marked.exec(text)?.[1];
  let body;
  if (!only.length || old === undefined) {
    body = `Measured ${day} on the project machine (2 cores).\n\n${all.join('\n')}\n`;
  } else {
    // A partial run: its sections replace theirs (dated), the others stay as they were.
    const fresh = sectionsOf(all.join('\n')).map((s) => {
      const [heading, ...rest] = s.text.split('\n');
      return { heading: s.heading, text: [heading, '', `Measured ${day} (\`BENCH_ONLY=${only.join(',')}\`).`, ...rest].join('\n') };
    });
    const intro = old.split(/^### /m)[0].trimEnd();
    const kept = sectionsOf(old);
    for (const section of fresh) {
      const at = kept.findIndex((k) => k.heading === section.heading);
      if (at >= 0) kept[at] = section;
      else if (section.heading === summary.HEADING) kept.unshift(section);
      else {
        // A new section goes before the build times (the last one), like in a full run.
        const build = kept.findIndex((k) => k.heading.startsWith('### Build time'));
        kept.splice(build >= 0 ? build : kept.length, 0, section);
      }
    }
    body = `${intro}\n\n${kept.map((k) => k.text).join('\n\n')}\n\n`;
  }
  const block = `<!-- bench:start -->\n${body}<!-- bench:end -->`;
  const next = old !== undefined ? text.replace(marked, () => block) : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
}
