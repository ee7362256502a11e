/**
 * Google sign-in binds its single-use code to the browser that started it: the site keeps a
 * random state in an httpOnly cookie and the CMS stores the code with the state's SHA-256, so
 * a code sent to someone else (login CSRF: "sign the victim into my account") is refused.
 * The code is made here the way the CMS makes it at the end of a Google sign-in (a link token of
 * purpose google-exchange with the binding, for a Google account); the whole round trip against
 * a local OAuth provider is in google-sign-in.test.ts.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, latestLink, sql } from './auth-support';

let cms: RunningCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms?.stop();
});

const sha = (value: string) => createHash('sha256').update(value).digest('hex');
const GOOGLE_FAILED = 'Não foi possível entrar com o Google. Tente novamente.';

/** A google-exchange code for a Google account, bound to `state`. */
async function googleCode(state: string): Promise<string> {
  const { user } = await createCustomer(cms);
  await sql(cms, "UPDATE up_users SET provider = 'google' WHERE id = ?", "UPDATE up_users SET provider = 'google' WHERE id = $1", [
    user.id,
  ]);
  expect((await call(cms, 'POST', '/auth/user/forgotPassword', { body: { cpfcnpj: user.cpfCnpj } })).status).toBe(200);
  const code = latestLink(cms, user.email, /[?&]t=/).token;
  await sql(
    cms,
    "UPDATE portal_auth_tokens SET purpose = 'google-exchange', binding = ? WHERE token_hash = ?",
    "UPDATE portal_auth_tokens SET purpose = 'google-exchange', binding = $1 WHERE token_hash = $2",
    [sha(state), sha(code)],
  );
  return code;
}

describe('Google sign-in bound to the browser that started it', () => {
  it('signs in with the code and the state of the same browser', async () => {
    const code = await googleCode('estado-do-navegador-0001');
    const res = await call(cms, 'POST', '/portal/auth/google', { body: { code, state: 'estado-do-navegador-0001' } });
    expect(res.status).toBe(200);
    expect(typeof res.body.jwt).toBe('string');
  });

  it('refuses the attacker’s code in the victim’s browser (another state, or none)', async () => {
    const code = await googleCode('estado-do-atacante-0001');
    const victim = await call(cms, 'POST', '/portal/auth/google', { body: { code, state: 'estado-da-vitima-00001' } });
    expect(victim.status).toBe(400);
    expect(victim.body.error.message).toBe(GOOGLE_FAILED);
    const stateless = await call(cms, 'POST', '/portal/auth/google', { body: { code: await googleCode('outro-estado-000001') } });
    expect(stateless.status).toBe(400);
    expect(stateless.body.error.message).toBe(GOOGLE_FAILED);
  });

  it('starts the flow only with a well-formed binding, and only when Google is configured', async () => {
    const bad = await fetch(`${cms.url}/api/portal/auth/google/start?binding=xyz`, { redirect: 'manual' });
    expect(bad.status).toBe(400);
    // This CMS has no Google credentials: back to the login with the Google error.
    const good = await fetch(`${cms.url}/api/portal/auth/google/start?binding=${sha('s')}`, { redirect: 'manual' });
    expect(good.status).toBe(302);
    expect(good.headers.get('location')).toBe('http://localhost:4321/login?err=google');
  });

  it('sends a return without a started flow to the Google error', async () => {
    const res = await fetch(`${cms.url}/api/portal/auth/google/callback`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/\/login\?err=google$/);
  });
});
