// Load for the static section: wrk (Debian's package; one thread, C) when installed, so the load
// generator is not the bottleneck in front of nginx; else the bench's own Node loop.
import { spawn, spawnSync } from 'node:child_process';
import { measure } from '../lib/load.mjs';

export const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => spawnSync(p, ['--version']).error === undefined) ?? null;

const ms = (value, unit) => Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60000 }[unit];

/** requests/s, p50, p99 (ms) and errors of GETs to `url`; `tool` says which generator measured. */
export async function load(url, { connections = 50, seconds = 10, headers = {} } = {}) {
  if (!['127.0.0.1', 'localhost'].includes(new URL(url).hostname)) throw new Error(`load only goes to this machine, not ${url}`);
  if (!WRK) return { ...(await measure(url, { connections, seconds, headers })), tool: 'node' };
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const out = await new Promise((resolve, reject) => {
    const child = spawn(WRK, [...args, url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (d) => (text += d));
    child.stderr.on('data', (d) => (text += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}\n${text}`))));
  });
  const quantile = (q) => {
    const m = new RegExp(`^\\s+${q}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(out);
    return m ? ms(m[1], m[2]) : NaN;
  };
  const rps = Number(/^Requests\/sec:\s+([\d.]+)/m.exec(out)?.[1]);
  if (!Number.isFinite(rps)) throw new Error(`wrk: no rate in\n${out}`);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = non2xx + (socket ? socket.slice(1).reduce((n, v) => n + Number(v), 0) : 0);
  return { rps, p50: quantile(50), p99: quantile(99), errors, tool: 'wrk' };
}
