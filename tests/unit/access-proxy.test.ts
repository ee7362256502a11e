import { describe, it, expect } from 'vitest';
import { isBlockedApiPath, isSimplifiedInvoicePath, normaliseApiPath } from '../../src/lib/proxy-rules';
import { isFromSitePages } from '../../src/lib/same-origin';

describe('the /api proxy refuses the routes that hand out tokens', () => {
  it.each([
    'portal/auth/login',
    'portal/auth/google',
    'portal/auth/simplified-invoice',
    'portal/auth/logout',
    'portal/auth/providers',
    'auth/local',
    'auth/local/register',
    'auth/google/callback',
    'auth/refresh',
    'auth/forgot-password',
    'auth/reset-password',
    'auth/change-password',
    'auth/email-confirmation',
    'auth/send-email-confirmation',
    'users',
    'users/me',
    'users-permissions/roles',
    'connect/google',
    'connect/google/callback',
  ])('blocks %s', (path) => {
    expect(isBlockedApiPath(path)).toBe(true);
  });

  it('sees through spelling tricks: case, doubled slashes, dot segments and encoded slashes', () => {
    expect(isBlockedApiPath('Portal/Auth/Login')).toBe(true);
    expect(isBlockedApiPath('portal//auth/login')).toBe(true);
    expect(isBlockedApiPath('./portal/auth/login/')).toBe(true);
    expect(isBlockedApiPath('portal%2Fauth%2Flogin')).toBe(true);
    expect(isBlockedApiPath('search/../portal/auth/login')).toBe(true);
  });

  it.each([
    'search',
    'portal/me',
    'portal/menu',
    'auth/user/register',
    'auth/user/resetPassword',
    'auth/user/confirm',
    'attendant/contracts',
    'invoices',
  ])('lets %s through', (path) => {
    expect(isBlockedApiPath(path)).toBe(false);
  });

  it('normalises paths without touching their meaning', () => {
    expect(normaliseApiPath('/Portal/me/')).toBe('portal/me');
  });

  it('routes only simplified-invoice calls to the simplified-invoice token', () => {
    expect(isSimplifiedInvoicePath('simplified-invoice/list')).toBe(true);
    expect(isSimplifiedInvoicePath('portal/simplified-invoice/session')).toBe(true);
    expect(isSimplifiedInvoicePath('invoices')).toBe(false);
  });
});

describe("only the site's own pages reach /api and /session, whatever the method", () => {
  const at = (path: string) => new URL(`http://127.0.0.1:4321${path}`);
  const req = (method: string, path: string, headers: Record<string, string>) => new Request(at(path), { method, headers });
  const own = { 'x-necta-site': '1' };
  const allowed = (method: string, path: string, headers: Record<string, string>) => isFromSitePages(req(method, path, headers), at(path));

  it("accepts a call of the site's own scripts: its request header, same origin", () => {
    expect(allowed('GET', '/api/contract/send', { ...own, 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(allowed('PATCH', '/api/attendant/session', { ...own, origin: 'http://127.0.0.1:4321', 'sec-fetch-site': 'same-origin' })).toBe(
      true,
    );
    // A non-browser client of the site (tests, bench) sends no Fetch Metadata.
    expect(allowed('GET', '/session', own)).toBe(true);
  });

  it('refuses a GET with side effects reached by a link, image or navigation (no request header), even from the same origin', () => {
    expect(allowed('GET', '/api/user/login', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' })).toBe(false);
    expect(allowed('GET', '/api/contract/send', { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'image' })).toBe(false);
    expect(allowed('GET', '/api/invoices/123/send', {})).toBe(false);
  });

  it('refuses whatever the browser marks cross-site or same-site, or another Origin, even with the header', () => {
    expect(allowed('GET', '/api/contract/send', { ...own, 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(allowed('GET', '/api/contract/send', { ...own, 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(allowed('GET', '/api/contract/send', { ...own, 'sec-fetch-site': 'none' })).toBe(false);
    expect(allowed('PATCH', '/api/attendant/session', { ...own, origin: 'https://evil.example', 'content-type': 'application/json' })).toBe(
      false,
    );
    expect(allowed('DELETE', '/api/attendant/session', { ...own, origin: 'null' })).toBe(false);
  });

  it("accepts the site's no-script entries (forms, the Google link, the notice image, batch files) only with proof of the same origin", () => {
    expect(allowed('POST', '/session/logout', { origin: 'http://127.0.0.1:4321', 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(allowed('POST', '/session/contract', { origin: 'http://127.0.0.1:4321' })).toBe(true);
    expect(allowed('GET', '/session/google', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' })).toBe(true);
    expect(allowed('GET', '/session/google', { referer: 'http://127.0.0.1:4321/login' })).toBe(true);
    expect(allowed('GET', '/api/services/reconnection/notice-image', { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'image' })).toBe(
      true,
    );
    expect(allowed('GET', '/api/batches/12/file-download', { 'sec-fetch-site': 'same-origin' })).toBe(true);

    expect(allowed('POST', '/session/logout', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(allowed('POST', '/session/contract', {})).toBe(false);
    expect(allowed('GET', '/session/google', { 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(allowed('GET', '/session/google', { referer: 'https://evil.example/' })).toBe(false);
    expect(allowed('GET', '/api/batches/12/file-download', { 'sec-fetch-site': 'none' })).toBe(false);
    // An entry is one method: the logout form's path read by GET is not an entry.
    expect(allowed('GET', '/session/logout', { 'sec-fetch-site': 'same-origin' })).toBe(false);
  });
});

describe('what the proxy lets through', () => {
  it('honours a browser Authorization header only on the two e-mailed-link routes', async () => {
    const { acceptsBrowserAuthorization } = await import('../../src/lib/proxy-rules');
    expect(acceptsBrowserAuthorization('PATCH', 'auth/user/resetPassword')).toBe(true);
    expect(acceptsBrowserAuthorization('PATCH', '/auth/user/confirm/')).toBe(true);
    expect(acceptsBrowserAuthorization('PUT', 'auth/user/resetPassword')).toBe(false);
    expect(acceptsBrowserAuthorization('GET', 'portal/me')).toBe(false);
  });

  it('ends only the simplified access when a simplified-invoice path answers 401', async () => {
    const { accessEndedBy } = await import('../../src/lib/proxy-rules');
    expect(accessEndedBy(401, 'simplified', 'simplified-invoice/list')).toBe('simplified');
    // Even when the full login's token went to a simplified-invoice path, the full login stays.
    expect(accessEndedBy(401, 'auth', 'simplified-invoice/details')).toBeNull();
    expect(accessEndedBy(401, 'auth', 'portal/me')).toBe('auth');
    expect(accessEndedBy(403, 'auth', 'portal/me')).toBeNull();
    expect(accessEndedBy(401, null, 'portal/me')).toBeNull();
  });

  it('caps JSON at 1 MB and uploads at 10 MB plus the multipart framing, without buffering', async () => {
    const { bodyLimitFor, limitStream, BodyTooLargeError } = await import('../../src/lib/proxy-rules');
    expect(bodyLimitFor('application/json').bytes).toBe(1024 * 1024);
    expect(bodyLimitFor('multipart/form-data; boundary=x').bytes).toBeGreaterThan(10 * 1024 * 1024);
    expect(bodyLimitFor('multipart/form-data; boundary=x').bytes).toBeLessThan(11 * 1024 * 1024);
    const chunks = (n: number) =>
      new ReadableStream<Uint8Array>({
        start(c) {
          for (let i = 0; i < n; i++) c.enqueue(new Uint8Array(1000));
          c.close();
        },
      });
    await expect(new Response(limitStream(chunks(5), 5000)).arrayBuffer()).resolves.toHaveProperty('byteLength', 5000);
    await expect(new Response(limitStream(chunks(6), 5000)).arrayBuffer()).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});

describe('the /api proxy lets a personal access token through as sent (docs/access-tokens.md)', () => {
  it('recognises only a bearer shaped like ngp_ + 43 base64url characters', async () => {
    const { isAccessTokenCall } = await import('../../src/lib/proxy-rules');
    const token = `ngp_${'a'.repeat(40)}-_9`;
    expect(isAccessTokenCall(`Bearer ${token}`)).toBe(true);
    expect(isAccessTokenCall(`bearer ${token}`)).toBe(true);
    expect(isAccessTokenCall(`Bearer ${token}x`)).toBe(false);
    expect(isAccessTokenCall(`Bearer ngp_${'a'.repeat(42)}`)).toBe(false);
    expect(isAccessTokenCall('Bearer eyJhbGciOiJIUzI1NiJ9.e30.x')).toBe(false);
    expect(isAccessTokenCall(`Basic ${token}`)).toBe(false);
    expect(isAccessTokenCall(null)).toBe(false);
    expect(isAccessTokenCall(undefined)).toBe(false);
  });
});
