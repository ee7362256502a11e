// The programmer's dashboard calls under load, on the demo seed and then on 500 contracts. It
// writes 476 contracts into the throwaway database: the driver runs it after the other site sections.
import { addContracts, dashboardLoad } from '../lib/consumption-bench.mjs';
import { loadLine, siteSessionCookie } from './common.mjs';

export async function run({ env, say }) {
  say('### Consumption dashboard (10 connections, 5 s each)');
  say('');
  say("The programmer's dashboard calls through the web server, signed in as programador@demo.test.");
  say('');
  const { cookie } = await siteSessionCookie(env, 'programador@demo.test');
  say('24 industrial contracts × 183 days (the demo seed):');
  say('');
  await dashboardLoad(env.SITE_URL, cookie, say);
  addContracts(env.DATABASE_FILENAME, { contracts: 476, days: 365 });
  say('500 industrial contracts (476 more × 365 days, written into the throwaway database):');
  say('');
  await dashboardLoad(env.SITE_URL, cookie, say);
  say(loadLine());
  say('');
}
