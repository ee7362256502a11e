/**
 * What the servers give an operator (docs/operations.md, "Monitoring"): the web server's route
 * groups and request ids (server/observability.mjs) and the CMS's route labels and counters
 * (cms/src/portal/core/metrics.ts) — never a value from a URL in a metric label.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accessLogMode, observe, registry as webRegistry, requestIdOf, routeGroup } from '../../server/observability.mjs';
import { observeRequest, registry, routeLabel } from '../../cms/src/portal/core/metrics';

describe('web server', () => {
  it('groups requests without values from the URL', () => {
    expect(routeGroup('/_astro/index.abc123.js', true)).toBe('asset');
    expect(routeGroup('/images/logo.png', true)).toBe('static');
    expect(routeGroup('/api/invoices/123456789/download', false)).toBe('/api/invoices');
    expect(routeGroup('/area-cliente/faturas', false)).toBe('/area-cliente');
    expect(routeGroup('/session/login', false)).toBe('/session');
    expect(routeGroup('/preview', false)).toBe('/preview');
    expect(routeGroup('/institucional/quem-somos', false)).toBe('page');
  });

  it('keeps a balancer’s request id of a safe shape, and makes one otherwise', () => {
    expect(requestIdOf('lb-0123456789')).toBe('lb-0123456789');
    expect(requestIdOf(['lb-0123456789', 'other'])).toBe('lb-0123456789');
    for (const bad of [undefined, '', 'short', 'a b c d e f g h', '"><script>', 'x'.repeat(65)])
      expect(requestIdOf(bad)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('counts each answered request and its time in the Prometheus text of its route group, method and status', async () => {
    await webRegistry.resetMetrics();
    const request = { requestId: 'lb-0123456789', method: 'GET', pathname: '/noticias', staticFile: true, status: 200 };
    for (const seconds of [0.0004, 0.003, 0.003, 0.07, 12]) observe({ ...request, seconds }, 'off');
    observe({ ...request, pathname: '/api/invoices', staticFile: false, status: 401, seconds: 0.02 }, 'off');
    const text = await webRegistry.metrics();
    const lines = (name: string) => text.split('\n').filter((line) => line.startsWith(name));
    expect(lines('portal_web_requests_total')).toEqual([
      'portal_web_requests_total{route="static",method="GET",status="200"} 5',
      'portal_web_requests_total{route="/api/invoices",method="GET",status="401"} 1',
    ]);
    const labels = 'route="static",method="GET",status="200"';
    expect(lines('portal_web_request_duration_seconds').filter((line) => line.includes(labels))).toEqual([
      `portal_web_request_duration_seconds_bucket{le="0.001",${labels}} 1`,
      `portal_web_request_duration_seconds_bucket{le="0.005",${labels}} 3`,
      `portal_web_request_duration_seconds_bucket{le="0.01",${labels}} 3`,
      `portal_web_request_duration_seconds_bucket{le="0.025",${labels}} 3`,
      `portal_web_request_duration_seconds_bucket{le="0.05",${labels}} 3`,
      `portal_web_request_duration_seconds_bucket{le="0.1",${labels}} 4`,
      `portal_web_request_duration_seconds_bucket{le="0.25",${labels}} 4`,
      `portal_web_request_duration_seconds_bucket{le="0.5",${labels}} 4`,
      `portal_web_request_duration_seconds_bucket{le="1",${labels}} 4`,
      `portal_web_request_duration_seconds_bucket{le="2.5",${labels}} 4`,
      `portal_web_request_duration_seconds_bucket{le="5",${labels}} 4`,
      `portal_web_request_duration_seconds_bucket{le="10",${labels}} 4`,
      `portal_web_request_duration_seconds_bucket{le="+Inf",${labels}} 5`,
      `portal_web_request_duration_seconds_sum{${labels}} 12.0764`,
      `portal_web_request_duration_seconds_count{${labels}} 5`,
    ]);
    expect(text).toContain('# TYPE portal_web_request_duration_seconds histogram');
    expect(text).toContain('# TYPE portal_web_requests_total counter');
  });

  it('logs dynamic requests by default, all or none when asked', () => {
    expect(accessLogMode({})).toBe('dynamic');
    expect(accessLogMode({ SITE_ACCESS_LOG: 'all' })).toBe('all');
    expect(accessLogMode({ SITE_ACCESS_LOG: 'off' })).toBe('off');
    expect(accessLogMode({ SITE_ACCESS_LOG: 'tudo' })).toBe('dynamic');
  });
});

describe('CMS', () => {
  it('labels a request by its route pattern, or a fixed group when no route matched', () => {
    expect(routeLabel('/api/invoices/:numDoc/download', '/api/invoices/123/download')).toBe('/api/invoices/:numDoc/download');
    expect(routeLabel(undefined, '/admin/content-manager')).toBe('/admin/*');
    expect(routeLabel(undefined, '/uploads/banner_abc.png')).toBe('/uploads/*');
    expect(routeLabel(undefined, '/api/nothing/here')).toBe('/api/* (no route)');
    expect(routeLabel(undefined, '/favicon.ico')).toBe('other');
  });

  it('counts refused sign-ins and rate-limit refusals from the answers', async () => {
    const value = async (name: string, labels: Record<string, string> = {}) =>
      (await registry.getSingleMetric(name)!.get()).values.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l))
        ?.value ?? 0;
    const failures = await value('portal_login_failures_total');
    const limited = await value('portal_rate_limit_refusals_total', { route: '/api/portal/auth/login' });
    observeRequest('/api/portal/auth/login', 'POST', 400, 0.2);
    observeRequest('/api/portal/auth/login', 'POST', 200, 0.2);
    observeRequest('/api/portal/auth/login', 'POST', 429, 0.001);
    observeRequest('/api/invoices', 'GET', 400, 0.01);
    expect(await value('portal_login_failures_total')).toBe(failures + 1);
    expect(await value('portal_rate_limit_refusals_total', { route: '/api/portal/auth/login' })).toBe(limited + 1);
    const text = await registry.metrics();
    expect(text).toContain('portal_http_requests_total{route="/api/portal/auth/login",method="POST",status="200"}');
    expect(text).toContain(
      'portal_http_request_duration_seconds_bucket{le="0.25",route="/api/portal/auth/login",method="POST",status="400"}',
    );
  });
});

describe('the sample Grafana dashboard', () => {
  it('charts only metrics the two servers export', async () => {
    const dashboard = JSON.parse(fs.readFileSync('docs/monitoring/grafana-dashboard.json', 'utf8')) as {
      panels: { targets: { expr: string }[] }[];
    };
    const exported = new Set([...(await webRegistry.getMetricsAsJSON()), ...(await registry.getMetricsAsJSON())].map((m) => m.name));
    const charted = dashboard.panels.flatMap((p) => p.targets.flatMap((t) => t.expr.match(/portal_[a-z0-9_]+/g) ?? []));
    expect(charted.length).toBeGreaterThan(15);
    for (const name of charted) expect(exported.has(name.replace(/_(bucket|sum|count)$/, '')), name).toBe(true);
  });
});
