// A small, bounded load loop for the bench: `connections` workers send GETs (or `method` with a
// JSON `body`) to one URL on this machine for `seconds`, then stop. Answers requests per second,
// p50 and p99 latency, errors.
import http from 'node:http';

export async function measure(url, { connections = 50, seconds = 10, maxRequests = 200_000, headers = {}, method = 'GET', body } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname))
    throw new Error(`load only goes to this machine, not ${target.hostname}`);
  const latencies = [];
  let errors = 0;
  let sent = 0;
  const deadline = Date.now() + seconds * 1000;
  const once = () =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const payload = body === undefined ? null : JSON.stringify(body);
      const requestHeaders =
        payload === null ? headers : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) };
      const req = http.request(target, { agent, headers: requestHeaders, method }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          if (res.statusCode >= 400) errors += 1;
          resolve();
        });
      });
      req.on('error', () => ((errors += 1), resolve()));
      req.end(payload ?? undefined);
    });
  const worker = async () => {
    while (Date.now() < deadline && sent < maxRequests) {
      sent += 1;
      await once();
    }
  };
  const began = Date.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (Date.now() - began) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors, requests: latencies.length };
}
