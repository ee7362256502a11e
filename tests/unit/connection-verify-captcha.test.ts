/**
 * The web server's GET /session/connection/verify with the captcha configured: a request without
 * a token is refused before it reaches the CMS; one with a token goes on (the CMS checks it).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('GET /session/connection/verify with the captcha configured', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  async function call(headers: Record<string, string>, siteKey: string) {
    vi.stubEnv('CONNECTION_VERIFY_KEY', '7a'.repeat(32));
    vi.stubEnv('CMS_URL', 'http://cms.test');
    vi.stubEnv('PUBLIC_RECAPTCHA_SITE_KEY', siteKey);
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        seen.push(url);
        return Response.json(
          { data: null, error: { status: 400, name: 'ValidationError', message: 'recusado pelo CMS', details: {} } },
          { status: 400 },
        );
      }),
    );
    const { GET } = await import('../../src/pages/session/connection/verify');
    const url = new URL('http://site.test/session/connection/verify?cpfCnpj=529.982.247-25');
    const res = (await GET({ request: new Request(url, { headers }), url, clientAddress: '203.0.113.9' } as never)) as Response;
    return { res, seen };
  }

  it('refuses a request without a captcha token with 400 and the captcha message, without calling the CMS', async () => {
    const { res, seen } = await call({ 'sec-fetch-site': 'same-origin', 'x-necta-site': '1' }, 'chave-do-site');
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Não conseguimos validar o reCAPTCHA. Por favor, recarregue a página e tente novamente.');
    expect(seen).toEqual([]);
  });

  it('passes a request with a token on to the CMS', async () => {
    const { res, seen } = await call(
      { 'sec-fetch-site': 'same-origin', 'x-necta-site': '1', captcha: 'token-do-captcha' },
      'chave-do-site',
    );
    expect(seen).toHaveLength(1);
    expect((await res.json()).error.message).toBe('recusado pelo CMS');
  });

  it('asks no token when the captcha is not configured', async () => {
    const { seen } = await call({ 'sec-fetch-site': 'same-origin', 'x-necta-site': '1' }, '');
    expect(seen).toHaveLength(1);
  });
});
