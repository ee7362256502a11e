import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'devalue';
import { describe, expect, it, vi } from 'vitest';
import { sameSecret, internalPort } from '../../server/internal-listener.mjs';
import { metaPolicy, pageScriptSources, securityHeaders, withSitePolicy } from '../../server/security-headers.mjs';
import { sessionExpired, sweepSessions } from '../../server/session-sweep.mjs';
import { backPath } from '../../src/lib/cookie-consent';
import { safeLocalPath } from '../../src/lib/local-path';

describe('redirect targets stay on the site', () => {
  it('refuses paths that browsers read as another host', () => {
    for (const target of ['//evil.example', '/\\evil.example', '\\\\evil.example', 'https://evil.example', '/\t/evil.example', 'evil', ''])
      expect(safeLocalPath(target, '/login'), JSON.stringify(target)).toBe('/login');
    expect(safeLocalPath('/area-cliente/home?x=1')).toBe('/area-cliente/home?x=1');
  });

  it('sends the cookie form back only to a local path of the same origin', () => {
    expect(backPath('http://site.test//evil.example', 'http://site.test')).toBe('/');
    expect(backPath('http://site.test/\\evil.example', 'http://site.test')).toBe('/');
    expect(backPath('http://site.test/noticias?p=2', 'http://site.test')).toBe('/noticias?p=2');
    expect(backPath('https://evil.example/x', 'http://site.test')).toBe('/');
  });
});

describe('security headers of the web server', () => {
  const env = { CMS_PUBLIC_URL: 'https://cms.necta.example', SITE_URL: 'https://www.necta.example' };

  it('forbids framing everywhere but the preview, which only the CMS admin may frame', () => {
    expect(securityHeaders('/area-cliente/home', env)['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(securityHeaders('/area-cliente/home', env)['X-Frame-Options']).toBe('DENY');
    const preview = securityHeaders('/preview', env);
    expect(preview['Content-Security-Policy']).toContain('frame-ancestors https://cms.necta.example');
    expect(preview['X-Frame-Options']).toBeUndefined();
  });

  it('sends the referrer, nosniff and permissions policies, and HSTS only over https', () => {
    const headers = securityHeaders('/', env);
    expect(headers).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Strict-Transport-Security']).toContain('max-age=');
    expect(securityHeaders('/', { SITE_URL: 'http://localhost:4321' })['Strict-Transport-Security']).toBeUndefined();
    expect(headers['Content-Security-Policy']).toContain("object-src 'none'");
    expect(headers['Permissions-Policy']).toMatch(/microphone=\(\).*geolocation=\(\).*payment=\(\)/);
  });

  const hash = "'sha256-SPkh77/1Sjq/t0Wivt2M0fCrzp7/Jed2LTzGcvNdqnQ='";
  const scriptSrc = (policy: string | undefined) => /(?:^|; )script-src ([^;]*)/.exec(policy ?? '')?.[1];

  it('lets no inline script run on an answer that is not a page', () => {
    const policy = securityHeaders('/api/portal/me', env)['Content-Security-Policy'];
    expect(scriptSrc(policy)).toBe("'self'");
  });

  it("takes a built page's script hashes from its CSP meta, never 'unsafe-inline'", () => {
    const html = `<html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="script-src 'self' 'wasm-unsafe-eval' ${hash}; style-src 'self' 'unsafe-inline'"></head></html>`;
    const sources = pageScriptSources(metaPolicy(html));
    expect(sources).toEqual(["'self'", "'wasm-unsafe-eval'", hash]);
    const policy = securityHeaders('/login', env, sources)['Content-Security-Policy'];
    expect(scriptSrc(policy)).toBe(`'self' 'wasm-unsafe-eval' ${hash}`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(pageScriptSources("script-src 'self' 'unsafe-inline'")).toEqual(["'self'"]);
    expect(metaPolicy('<html><head></head></html>')).toBeNull();
  });

  it("replaces the policy Astro sends with a page rendered on demand by the site's, keeping its hashes", () => {
    const astro = {
      'content-type': 'text/html',
      'content-security-policy': `script-src 'self' ${hash}; style-src 'self' 'unsafe-inline' ;`,
    };
    const merged = withSitePolicy(astro, '/area-cliente/home', env) as Record<string, string>;
    expect(merged['content-security-policy']).toBeUndefined();
    expect(scriptSrc(merged['Content-Security-Policy'])).toBe(`'self' ${hash}`);
    expect(merged['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(merged['Content-Security-Policy']).toContain("object-src 'none'");
    expect(merged['content-type']).toBe('text/html');
    const preview = withSitePolicy({ 'content-security-policy': `script-src 'self' ${hash}` }, '/preview', env) as Record<string, string>;
    expect(preview['Content-Security-Policy']).toContain('frame-ancestors https://cms.necta.example');
    const json = { 'content-type': 'application/json' };
    expect(withSitePolicy(json, '/api/x', env)).toBe(json);
  });
});

describe('internal listener', () => {
  it('compares secrets in constant time, over hashes of equal length', async () => {
    vi.resetModules();
    const calls: number[][] = [];
    vi.doMock('node:crypto', async (original) => {
      const crypto = await original<typeof import('node:crypto')>();
      return {
        ...crypto,
        timingSafeEqual: (a: Uint8Array, b: Uint8Array) => (calls.push([a.length, b.length]), crypto.timingSafeEqual(a, b)),
      };
    });
    const { sameSecret: fresh } = await import('../../src/lib/same-secret.mjs');
    expect(fresh('curto', 'um-segredo-bem-mais-longo')).toBe(false);
    expect(fresh('um-segredo', 'um-segredo')).toBe(true);
    expect(calls).toEqual([
      [32, 32],
      [32, 32],
    ]);
    vi.doUnmock('node:crypto');
  });

  it('the preview and the rebuild webhook check their secrets with it', () => {
    const preview = fs.readFileSync(path.resolve('src/pages/preview.astro'), 'utf8');
    expect(preview).toMatch(/verifyPreviewToken\(params\.get\('token'\), process\.env\.PREVIEW_SECRET,/);
    expect(preview).not.toMatch(/params\.get\('secret'\)/);
    expect(preview).not.toMatch(/!==\s*secret/);
    const server = fs.readFileSync(path.resolve('server/site-server.mjs'), 'utf8');
    expect(server).toMatch(/sameSecret\(req\.headers\['x-rebuild-secret'\], process\.env\.REBUILD_SECRET\)/);
  });

  it('compares the rebuild secret exactly and never accepts an unset one', () => {
    expect(sameSecret('s3cret', 's3cret')).toBe(true);
    expect(sameSecret('s3creT', 's3cret')).toBe(false);
    expect(sameSecret('', '')).toBe(false);
    expect(sameSecret(undefined, 's3cret')).toBe(false);
    expect(sameSecret('x', undefined)).toBe(false);
  });

  it('listens beside the site port unless told otherwise', () => {
    expect(internalPort({ PORT: '4321' })).toBe(5321);
    expect(internalPort({ PORT: '4321', SITE_INTERNAL_PORT: '9000' })).toBe(9000);
  });
});

describe('session sweep', () => {
  const now = Date.parse('2026-03-02T12:00:00Z');
  const stored = (expires: number) => stringify(new Map([['auth', { data: { jwt: 'x' }, expires }]]));

  it('removes the files whose data expired and keeps the live ones', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sessions-'));
    fs.writeFileSync(path.join(dir, 'old'), stored(now - 1));
    fs.writeFileSync(path.join(dir, 'live'), stored(now + 60_000));
    expect(sweepSessions(dir, { now })).toBe(1);
    expect(fs.readdirSync(dir)).toEqual(['live']);
    expect(sessionExpired('not devalue', now)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
