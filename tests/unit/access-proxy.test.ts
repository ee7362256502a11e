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
