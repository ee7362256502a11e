// The demo client's invoice list under load through the web server, beside /_health.
import { measure } from '../lib/load.mjs';
import { SITE_REQUEST_HEADERS } from '../../src/lib/site-request.mjs';
import { loadLine, row, siteSessionCookie } from './common.mjs';

export async function run({ env, say }) {
  say('### Invoice list under load (50 connections, 10 s each)');
  say('');
  const { cookie } = await siteSessionCookie(env, 'cliente@demo.test');
  const answer = await (await fetch(`${env.SITE_URL}/api/invoices?period=ALL`, { headers: { cookie, ...SITE_REQUEST_HEADERS } })).json();
  if (!answer.data?.invoices?.length) throw new Error('bench: the demo client has no invoices to list');
  say(`Each answer holds ${answer.data.invoices.length} invoices.`);
  say('');
  say(
    "`GET /api/invoices?period=ALL` of the demo client (36 months of bills), signed in through the web server, which forwards it with the session's token, beside the CMS's `/_health` measured in the same run.",
  );
  say('');
  say('| call | requests/s | p50 | p99 | errors |');
  say('|---|---:|---:|---:|---:|');
  const health = await measure(`${env.CMS_URL}/_health`, { connections: 50, seconds: 10 });
  say(row('`/_health` (CMS)', health));
  const list = await measure(`${env.SITE_URL}/api/invoices?period=ALL`, {
    connections: 50,
    seconds: 10,
    headers: { cookie, ...SITE_REQUEST_HEADERS },
  });
  say(row('`/api/invoices?period=ALL` (web server → CMS)', list));
  say('');
  say(`Invoice list through the web server: ${(list.rps / health.rps).toFixed(2)} × the CMS's /_health rate.`);
  say('');
  say(loadLine());
  say('');
}
