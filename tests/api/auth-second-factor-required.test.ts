/**
 * The second factor when it is required (STAFF_TOTP_REQUIRED=true, the production default):
 * a staff account without it is sent to enrolment right after the password and gets no token
 * until a code of the new app confirms it; demo accounts are exempt while the demo data is on;
 * customers are never asked. Codes computed with otpauth from the secret shown (RFC 6238).
 */
import { createHash } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, createCustomer, createStaff, resetClock, setClock } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, latestLink, login, sql, tokenFor } from './auth-support';

const START = '2026-03-02T14:00:00-03:00';
let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ AUTH_RATE_LIMIT_MAX: '10000', STAFF_TOTP_REQUIRED: 'true' });
});
afterAll(async () => {
  await cms?.stop();
});
afterEach(async () => {
  await resetClock(cms);
});

const codeAt = (secret: string, instant: string) =>
  OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: new Date(instant).getTime() });
const secondStep = (body: Record<string, unknown>) => call(cms, 'POST', '/portal/auth/login/second-factor', { body });

describe('second factor required for staff', () => {
  it('sends a staff account without it to enrolment after the password, with no token until a code confirms it', async () => {
    const { user } = await createStaff(cms, { role: 'admin' });
    await setClock(cms, START);
    const first = await login(cms, user.email, FACTORY_PASSWORD);
    expect(first.status).toBe(200);
    expect(first.body.jwt).toBeUndefined();
    expect(first.body).toMatchObject({ secondFactor: 'enrol', challenge: expect.any(String) });
    const { secret, qrCode, otpauthUri, enrolment } = first.body.enrolment;
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect(otpauthUri).toContain(`secret=${secret}`);

    // Another account's enrolment does not fit this challenge.
    const { user: other } = await createStaff(cms, { role: 'attendant-only' });
    const foreign = (await login(cms, other.email, FACTORY_PASSWORD)).body.enrolment;
    const mixed = await secondStep({ challenge: first.body.challenge, enrolment: foreign.enrolment, code: codeAt(foreign.secret, START) });
    expect(mixed.status).toBe(400);
    expect(mixed.body.error.message).toBe('A verificação expirou. Entre novamente com seu e-mail e senha.');

    const wrong = await secondStep({ challenge: first.body.challenge, enrolment, code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Código inválido. Confira o código no aplicativo autenticador e tente novamente.');

    const done = await secondStep({ challenge: first.body.challenge, enrolment, code: codeAt(secret, START) });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ ok: true, jwt: expect.any(String) });
    expect(done.body.recoveryCodes).toHaveLength(10);
    const status = await call(cms, 'GET', '/portal/me/second-factor', { token: done.body.jwt });
    expect(status.body.data).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });

    const next = await login(cms, user.email, FACTORY_PASSWORD);
    expect(next.body).toEqual({ secondFactor: 'totp', challenge: expect.any(String) });
  });

  it('exempts the demo accounts while the demo data is on, and never asks customers', async () => {
    for (const email of ['atendente@demo.test', 'admin@demo.test', 'programador@demo.test']) {
      const res = await login(cms, email, 'Demo@1234');
      expect(res.body.jwt, email).toEqual(expect.any(String));
    }
    const { user } = await createCustomer(cms);
    expect((await login(cms, user.email, FACTORY_PASSWORD)).body.jwt).toEqual(expect.any(String));
  });

  it('refuses a Google sign-in of staff who need the second factor (Google cannot ask for the code)', async () => {
    const { user } = await createStaff(cms, { role: 'attendant-2' });
    await sql(cms, "UPDATE up_users SET provider = 'google' WHERE id = ?", "UPDATE up_users SET provider = 'google' WHERE id = $1", [
      user.id,
    ]);
    // The code is made the way the CMS makes it at the end of a Google sign-in (google-binding.test.ts).
    const master = await tokenFor(cms, 'master@demo.test');
    expect((await call(cms, 'POST', `/auth/user/${user.id}/reset-password`, { token: master })).status).toBe(200);
    const code = latestLink(cms, user.email, /[?&]t=/).token;
    const sha = (value: string) => createHash('sha256').update(value).digest('hex');
    await sql(
      cms,
      "UPDATE portal_auth_tokens SET purpose = 'google-exchange', binding = ? WHERE token_hash = ?",
      "UPDATE portal_auth_tokens SET purpose = 'google-exchange', binding = $1 WHERE token_hash = $2",
      [sha('estado-do-navegador-0001'), sha(code)],
    );
    const res = await call(cms, 'POST', '/portal/auth/google', { body: { code, state: 'estado-do-navegador-0001' } });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Contas da equipe com verificação em duas etapas entram com e-mail e senha.');
    expect(res.body.jwt).toBeUndefined();
  });
});
