/**
 * The site's GET /session/login-email (src/pages/session/login-email.ts): the e-mailed link of
 * the login e-mail change asks the CMS to confirm it and lands on the home page with the toast's
 * query, success=true only when the CMS confirmed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET } from '../../src/pages/session/login-email';

type Ctx = Parameters<typeof GET>[0];

function ctxFor(query: string): Ctx {
  const url = new URL(`http://localhost:4321/session/login-email${query}`);
  return { url, request: new Request(url), clientAddress: '203.0.113.9' } as unknown as Ctx;
}

const cmsAnswers = (status: number | Error) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    if (status instanceof Error) throw status;
    return new Response(JSON.stringify(status === 200 ? { success: true } : { error: { message: 'x' } }), { status });
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /session/login-email', () => {
  it('confirms through the CMS and lands on success=true', async () => {
    const fetchSpy = cmsAnswers(200);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await GET(ctxFor('?t=abc123&email=novo%40exemplo.test'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/area-cliente/home?success=true');
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/user\/login\/confirm$/);
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc123', email: 'novo@exemplo.test' });
    expect(new Headers(init?.headers).get('x-forwarded-for')).toBe('203.0.113.9');
  });

  it('lands on success=false for a refused link, a CMS that cannot be reached, or a link without its parts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    cmsAnswers(400);
    expect((await GET(ctxFor('?t=usado&email=a%40b.test'))).headers.get('location')).toBe('/area-cliente/home?success=false');
    vi.restoreAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    cmsAnswers(new Error('ECONNREFUSED'));
    expect((await GET(ctxFor('?t=x&email=a%40b.test'))).headers.get('location')).toBe('/area-cliente/home?success=false');
    vi.restoreAllMocks();
    const fetchSpy = cmsAnswers(200);
    for (const query of ['', '?t=x', '?email=a%40b.test'])
      expect((await GET(ctxFor(query))).headers.get('location'), query).toBe('/area-cliente/home?success=false');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
