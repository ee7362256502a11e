/**
 * What an operator watches on the web server (docs/operations.md, "Monitoring"): liveness,
 * readiness and Prometheus metrics on its internal listener (loopback) and not on the public one;
 * the request id answered on every request and carried through the /api proxy to the CMS and back.
 */
import { SITE_REQUEST_HEADER, SITE_REQUEST_VALUE } from '../../src/lib/site-request.mjs';
import { expect, test } from './fixtures';

/** The web server's internal listener (loopback only): site port + 1000. */
const INTERNAL = `http://127.0.0.1:${Number(process.env.E2E_SITE_PORT ?? '4329') + 1000}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test('the web server answers liveness, readiness and metrics on its internal listener only', async ({ request }) => {
  expect((await request.get(`${INTERNAL}/livez`)).status()).toBe(200);
  const ready = await request.get(`${INTERNAL}/readyz`);
  expect(ready.status()).toBe(200);
  expect(await ready.text()).toBe('ready');

  await request.get('/');
  const metrics = await (await request.get(`${INTERNAL}/metrics`)).text();
  expect(metrics).toMatch(/^portal_web_requests_total\{route="static",method="GET",status="200"\} \d+/m);
  expect(metrics).toMatch(/^portal_web_request_duration_seconds_bucket\{le="0\.1",route="static",method="GET",status="200"\} \d+/m);
  expect(metrics).toMatch(/^portal_web_process_resident_memory_bytes \d+/m);

  for (const path of ['/metrics', '/readyz', '/livez']) expect((await request.get(path)).status(), path).toBe(404);
});

test('every answer carries a request id, and an /api call keeps the same id through the CMS and back', async ({ request }) => {
  const page = await request.get('/');
  expect(page.headers()['x-request-id']).toMatch(UUID);

  const api = await request.get('/api/search?q=gas', {
    headers: { [SITE_REQUEST_HEADER]: SITE_REQUEST_VALUE, 'x-request-id': 'balancer-0123456789' },
  });
  expect(api.status()).toBe(200);
  // The proxy relays the CMS's answer headers over the web server's own: had the CMS not received
  // the id, it would have answered with one of its own (tests/api/observability.test.ts).
  expect(api.headers()['x-request-id']).toBe('balancer-0123456789');

  // A value of another shape is not trusted: the web server makes its own id.
  const odd = await request.get('/api/search?q=gas', {
    headers: { [SITE_REQUEST_HEADER]: SITE_REQUEST_VALUE, 'x-request-id': '<script>x</script>' },
  });
  expect(odd.headers()['x-request-id']).toMatch(UUID);
});
