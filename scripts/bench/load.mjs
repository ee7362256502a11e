// Load and faults (docs/scaling.md): 200 simulated users × 60 s through the web server, mixing public
// pages, login, invoice list, PDF, notifications, a service request and an upload — once as it
// is, once with the CMS killed (SIGKILL) at a third and restarted (scripts/load.mjs, on its own
// throwaway stack in production mode, ports LOAD_CMS_PORT / LOAD_SITE_PORT).
import { run as loadRun } from '../load.mjs';

export async function run(ctx) {
  for (const killCms of [false, true]) {
    const { lines } = await loadRun({ killCms });
    for (const line of lines) ctx.say(line);
  }
}
