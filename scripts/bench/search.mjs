// The site search under load, through the web server and straight at the CMS, beside /_health.
import { measure } from '../lib/load.mjs';
import { SITE_REQUEST_HEADERS } from '../../src/lib/site-request.mjs';
import { loadLine, row } from './common.mjs';

export async function run({ env, say, figures }) {
  say('### Site search under load (50 connections, 10 s each)');
  say('');
  // Measured only on a real answer: the seeded content must be found.
  const found = await (await fetch(`${env.SITE_URL}/api/search?search=gas`, { headers: SITE_REQUEST_HEADERS })).json();
  if (!Array.isArray(found) || found.length === 0)
    throw new Error('bench: the site search found nothing for "gas" (is the content seeded?)');
  say(`Each answer holds ${found.length} results.`);
  say('');
  say(
    "`GET /api/search?search=gas` answered from the search index, through the web server and straight at the CMS, beside the CMS's `/_health` measured in the same run.",
  );
  say('');
  say('| call | requests/s | p50 | p99 | errors |');
  say('|---|---:|---:|---:|---:|');
  const calls = [
    ['`/_health` (CMS)', `${env.CMS_URL}/_health`],
    ['`/api/search?search=gas` (CMS)', `${env.CMS_URL}/api/search?search=gas`],
    ['`/api/search?search=gas` (web server → CMS)', `${env.SITE_URL}/api/search?search=gas`],
  ];
  const results = [];
  for (const [label, url] of calls) {
    // The web server answers /api only with the site's request header (same-origin.ts).
    const r = await measure(url, { connections: 50, seconds: 10, headers: { ...SITE_REQUEST_HEADERS } });
    results.push(r);
    say(row(label, r));
  }
  figures.search = { health: results[0], cms: results[1], web: results[2] };
  say('');
  say(
    `Search through the web server: ${(results[2].rps / results[0].rps).toFixed(2)} × the CMS's /_health rate (straight at the CMS: ${(results[1].rps / results[0].rps).toFixed(2)} ×).`,
  );
  say('');
  // The load generator shares the machine with the CMS and the web server; so may other work.
  say(loadLine());
  say('');
}
