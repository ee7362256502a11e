// The summary at the top of the bench block: the performance goals' table (what | today | goal) from this
// run's figures (sections `static` and `api`), and what bounds each missed goal.
import { loadLine } from './common.mjs';

export const HEADING = '### Summary: performance goals';
/** The sections whose figures the summary reads. */
export const covers = ['static', 'api'];

const fixed = (n) => n.toFixed(2);
const notRun = (section) => `not measured in this run (section \`${section}\`)`;

export function lines({ static: pages, api }) {
  const out = [HEADING, ''];
  const bounds = [];
  out.push('From the figures below, measured in this run; each ratio is of two figures of the same run.');
  out.push('');
  out.push('| what | today | goal |');
  out.push('|---|---|---|');
  const staticWhat = 'a static page, requests/s of the web server ÷ nginx (one worker, same files, same run, 50 connections)';
  if (pages?.length) {
    const today = pages.map((r) => `\`${r.page}\`${r.encoding === 'br' ? ' br' : ''} ${fixed(r.ratio)}`).join(', ');
    out.push(`| ${staticWhat} | ${today} | ≥ 0.8 |`);
    const missed = pages.filter((r) => r.ratio < 0.8);
    if (missed.length)
      bounds.push(
        `Static page under 0.8 (${missed.map((r) => `\`${r.page}\`${r.encoding === 'br' ? ' br' : ''}`).join(', ')}): the web server is one Node process whose every answer goes through Node's HTTP parser and a JavaScript request handler, where nginx writes cached headers and \`sendfile\`s from C; the files, headers and encodings are already answered from memory (see the static section).`,
      );
  } else out.push(`| ${staticWhat} | ${notRun('static')} | ≥ 0.8 |`);
  const dbs = [
    ['sqlite', 'SQLite'],
    ['postgres', 'PostgreSQL'],
  ];
  for (const [db, label] of dbs) {
    const f = api?.[db];
    const what = `an authenticated portal call through the web server (\`/api/user/sap\`, 50 connections) ÷ the CMS's \`/_health\` — ${label}`;
    const bearer = `the same call straight to the CMS with a bearer — ${label}`;
    if (!f) {
      const why = api ? 'PostgreSQL not reachable in this run' : notRun('api');
      out.push(`| ${what} | ${why} | ≥ 0.5, p99 ≤ 50 ms |`);
      out.push(`| ${bearer} | ${why} | — |`);
      continue;
    }
    const ratio = f.sapWeb.rps / f.health.rps;
    out.push(
      `| ${what} | ${f.sapWeb.rps.toFixed(0)} ÷ ${f.health.rps.toFixed(0)} = ${fixed(ratio)}, p99 ${f.sapWeb.p99.toFixed(0)} ms | ≥ 0.5, p99 ≤ 50 ms |`,
    );
    out.push(
      `| ${bearer} | ${f.sapCms.rps.toFixed(0)} req/s (${fixed(f.sapCms.rps / f.health.rps)} × \`/_health\`), p99 ${f.sapCms.p99.toFixed(0)} ms | — |`,
    );
    if (ratio < 0.5 || f.sapWeb.p99 > 50) {
      const hop = 1 - f.sapWeb.rps / f.sapCms.rps;
      bounds.push(
        `\`/api/user/sap\` on ${label} (${fixed(ratio)} × \`/_health\`, p99 ${f.sapWeb.p99.toFixed(0)} ms): straight at the CMS the call itself makes ${f.sapCms.rps.toFixed(0)} req/s (${fixed(f.sapCms.rps / f.health.rps)} × \`/_health\`, p99 ${f.sapCms.p99.toFixed(0)} ms), so the CMS's own handling of the call bounds it; the web server's hop ${hop > 0 ? `costs ${(hop * 100).toFixed(0)} % more` : 'costs nothing measurable'} on top, and at 50 connections on 2 cores the load generator, the web server and the CMS share the CPU (profiles of the CMS's side: \`docs/profiles/\`).`,
      );
    }
  }
  out.push('');
  if (bounds.length) {
    out.push('What bounds each missed goal:');
    out.push('');
    for (const b of bounds) out.push(`- ${b}`);
    out.push('');
  }
  // The figures move with the machine's load (shared by other work): a summary says under which.
  out.push(loadLine());
  out.push('');
  return out;
}
