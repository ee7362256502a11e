import { describe, it, expect } from 'vitest';
import { isBlockedApiPath, isSimplifiedInvoicePath, normaliseApiPath } from '../../src/lib/proxy-rules';
import { isCrossSiteMutation } from '../../src/lib/same-origin';

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

describe('same-origin check of mutating requests', () => {
  const url = new URL('http://127.0.0.1:4321/api/attendant/session');
  const req = (method: string, headers: Record<string, string>) => new Request(url, { method, headers });

  it('lets reads through whatever their origin', () => {
    expect(isCrossSiteMutation(req('GET', { origin: 'https://evil.example' }), url)).toBe(false);
  });

  it('accepts a mutation from the same origin', () => {
    expect(isCrossSiteMutation(req('PATCH', { origin: 'http://127.0.0.1:4321', 'content-type': 'application/json' }), url)).toBe(false);
  });

  it('refuses a mutation from another origin, even with a JSON body Astro would let pass', () => {
    expect(isCrossSiteMutation(req('PATCH', { origin: 'https://evil.example', 'content-type': 'application/json' }), url)).toBe(true);
    expect(isCrossSiteMutation(req('DELETE', { origin: 'null' }), url)).toBe(true);
  });

  it('refuses a mutation that the browser marks cross-site when no Origin is sent', () => {
    expect(isCrossSiteMutation(req('POST', { 'sec-fetch-site': 'cross-site' }), url)).toBe(true);
    expect(isCrossSiteMutation(req('POST', { 'sec-fetch-site': 'same-origin' }), url)).toBe(false);
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
