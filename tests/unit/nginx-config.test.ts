/**
 * The nginx configuration of the production topology (deploy/nginx/portal.conf, rendered by
 * tools/nginx-config.mjs; docs/operations.md "Production topology"): the deploy's values and the
 * web server's headers, types and limits land where they belong, and the template cannot drift
 * from the renderer. nginx itself runs it in tests/resilience/nginx-topology.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { besidePageMetaPolicy, contentSecurityPolicy } from '../../server/security-headers.mjs';
import { renderNginxConfig, settingsFromEnv, standaloneNginxConfig, type NginxSettings } from '../../tools/nginx-config.mjs';

const settings: NginxSettings = {
  listen: '0.0.0.0:8080',
  serverName: 'www.necta.example',
  siteRoot: '/srv/portal/var/site/current/client',
  webServers: ['10.0.0.11:4321', '10.0.0.12:4321'],
  cmsListen: '10.0.0.10:1336',
  cmsServers: ['10.0.0.21:1337', '10.0.0.22:1337'],
  accessLog: '/var/log/nginx/portal.access.log',
};
const https = { SITE_URL: 'https://www.necta.example', CMS_PUBLIC_URL: 'https://cms.necta.example' };

/** The value of the first `add_header <name>` of a block of the text. */
const header = (text: string, name: string) => new RegExp(`add_header ${name} "([^"]*)" always;`).exec(text)?.[1];
/** The block of `location <selector> { … }` (no nested braces but the `if`). */
const location = (text: string, selector: string) => {
  const start = text.indexOf(`location ${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  return text.slice(start, text.indexOf('\n    }\n', start));
};

describe('the rendered nginx configuration', () => {
  const text = renderNginxConfig(settings, https);

  it('fills every placeholder with the deploy settings', () => {
    expect(text).not.toMatch(/\$\{[A-Z]/);
    expect(text).toContain('listen 0.0.0.0:8080;');
    expect(text).toContain('server_name www.necta.example;');
    expect(text).toContain('root /srv/portal/var/site/current/client;');
    expect(text).toMatch(
      /upstream portal_web \{\n {4}server 10\.0\.0\.11:4321 max_fails=1 fail_timeout=10s;\n {4}server 10\.0\.0\.12:4321 max_fails=1 fail_timeout=10s;/,
    );
    expect(text).toMatch(/upstream portal_cms \{\n {4}server 10\.0\.0\.21:1337 [^\n]*\n {4}server 10\.0\.0\.22:1337 /);
    expect(text).toContain('listen 10.0.0.10:1336;');
    expect(text).toContain('access_log /var/log/nginx/portal.access.log portal_json;');
    expect(renderNginxConfig({ ...settings, accessLog: 'off' }, https)).toContain('access_log off;');
  });

  it("sends the web server's security headers on the release's files, HSTS on https only", () => {
    const files = location(text, '/');
    expect(header(files, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(files, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(files, 'Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(header(files, 'Permissions-Policy')).toContain('camera=()');
    expect(header(files, 'Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(
      header(renderNginxConfig(settings, { ...https, SITE_URL: 'http://localhost:4321' }), 'Strict-Transport-Security'),
    ).toBeUndefined();
    expect(files).toContain('add_header X-Frame-Options $portal_frame_options always;');
    expect(files).toContain('try_files $uri $uri/index.html $uri.html @web;');
  });

  it("gives built pages the policy beside their own <meta>, other files the web server's whole policy", () => {
    const map = /map \$uri \$portal_csp \{([\s\S]*?)\n\}/.exec(text)?.[1] ?? '';
    const page = /"~\\\.html\$" "([^"]*)";/.exec(map)?.[1];
    const file = /default "([^"]*)";/.exec(map)?.[1];
    expect(page).toBe(besidePageMetaPolicy('/', https));
    expect(page).not.toMatch(/(^|; )(default-src|script-src) /);
    expect(page).toContain("frame-ancestors 'none'");
    expect(page).toContain("object-src 'none'");
    expect(page).toContain("connect-src 'self' https://cms.necta.example");
    expect(file).toBe(contentSecurityPolicy('/', https));
    expect(file).toMatch(/^default-src 'self'; script-src 'self';/);
    expect(map).toContain('frame-ancestors https://cms.necta.example');
  });

  it('keeps the hashed assets a year and checks everything else again, as the web server does', () => {
    expect(text).toContain('"~^/_astro/" "public, max-age=31536000, immutable";');
    expect(text).toContain('default "public, max-age=0, must-revalidate";');
    expect(text).toMatch(/text\/javascript js mjs;/);
    expect(text).toMatch(/charset_types text\/javascript text\/css text\/plain;/);
  });

  it("refuses bodies past the web server's limits with its messages", () => {
    expect(text).toMatch(/\n {4}client_max_body_size 1024k;/);
    expect(location(text, '/api/')).toContain('client_max_body_size 10496k;');
    expect(location(text, '~* ^/api/services/connection/?$')).toContain('client_max_body_size 15616k;');
    expect(text).toContain('"Os dados enviados passam do tamanho permitido (1 MB)."');
    expect(text).toContain('"O arquivo enviado passa do tamanho permitido (10 MB)."');
    expect(text).toContain('"Os arquivos enviados passam do tamanho permitido (até 3 arquivos de 5 MB)."');
  });

  it("answers for an unreachable CMS as the web server's proxy does, in JSON", () => {
    expect(text).toContain('error_page 502 504 @cms_unavailable;');
    expect(text).toContain(`return 502 '{"data":null,"error":{"status":502,"name":"BadGatewayError","message":"Serviço indisponível"}}';`);
  });

  it('passes the visitor address and the request id on to the web servers', () => {
    expect(text).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(text).toContain('proxy_set_header X-Request-Id $portal_request_id;');
    expect(text).toContain('"~^[A-Za-z0-9._:-]{8,64}$" $http_x_request_id;');
  });

  it('refuses a template that names an unknown value or leaves one out', () => {
    expect(() => renderNginxConfig(settings, https, 'listen ${NGINX_LISTEN}; ${NGINX_NOPE}')).toThrow(/NGINX_NOPE/);
    expect(() => renderNginxConfig(settings, https, 'listen ${NGINX_LISTEN};')).toThrow(/does not use/);
    expect(() => renderNginxConfig({ ...settings, webServers: [] }, https)).toThrow(/no web servers/);
  });

  it('reads its settings from the environment, with the web server and CMS ports as defaults', () => {
    const read = settingsFromEnv({ PORT: '4400', CMS_PORT: '1400', SITE_RELEASES_DIR: '/srv/site' });
    expect(read).toMatchObject({ listen: '80', serverName: '_', siteRoot: '/srv/site/current/client', webServers: ['127.0.0.1:4400'] });
    expect(read.cmsServers).toEqual(['127.0.0.1:1400']);
    expect(settingsFromEnv({ NGINX_WEB_SERVERS: 'a:1, b:2' }).webServers).toEqual(['a:1', 'b:2']);
  });

  it('wraps it into a standalone nginx.conf with its own pid and temp folders', () => {
    const whole = standaloneNginxConfig('/tmp/ngx', text);
    expect(whole).toContain('pid /tmp/ngx/nginx.pid;');
    expect(whole).toContain('daemon off;');
    expect(whole).toContain('client_body_temp_path /tmp/ngx/body;');
    expect(whole).toContain(text);
  });
});
