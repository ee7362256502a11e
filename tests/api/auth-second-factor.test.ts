/**
 * TOTP second factor of staff accounts against a real Strapi, with the server clock fixed:
 * enrolment from the profile, the two-step sign-in (single-use challenge, each code once,
 * recovery codes once, five wrong codes), disabling, and the admin master's audited reset.
 * Codes are computed here with otpauth from the secret the enrolment shows (RFC 6238; the
 * library itself is checked against the RFC's vectors in tests/unit/second-factor.test.ts).
 * Here the second factor is optional (STAFF_TOTP_REQUIRED=false); the required mode is in
 * auth-second-factor-required.test.ts.
 */
import * as OTPAuth from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, createCustomer, createStaff, resetClock, setClock } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, login, sql, tokenFor } from './auth-support';

const INVALID_CODE = 'Código inválido. Confira o código no aplicativo autenticador e tente novamente.';
const CHALLENGE_EXPIRED = 'A verificação expirou. Entre novamente com seu e-mail e senha.';
const START = '2026-03-02T09:00:00-03:00';
let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ AUTH_RATE_LIMIT_MAX: '10000', STAFF_TOTP_REQUIRED: 'false' });
});
afterAll(async () => {
  await cms?.stop();
});
afterEach(async () => {
  await resetClock(cms);
});

/** The code an authenticator app shows for `secret` at `instant`. */
const codeAt = (secret: string, instant: string | number) =>
  OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: new Date(instant).getTime() });
const at = (seconds: number) => new Date(Date.parse(START) + seconds * 1000).toISOString();
const secondStep = (body: Record<string, unknown>) => call(cms, 'POST', '/portal/auth/login/second-factor', { body });

/** A staff member who enrolled from the profile at START; answers the secret and the recovery codes. */
async function enrolledStaff(role: 'attendant-only' | 'admin' | 'gas-programmer' | 'admin-master' = 'attendant-only') {
  const { user } = await createStaff(cms, { role });
  await setClock(cms, START);
  const token = await tokenFor(cms, user.email, FACTORY_PASSWORD);
  const setup = await call(cms, 'POST', '/portal/me/second-factor/setup', { token, body: { password: FACTORY_PASSWORD } });
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const { secret, enrolment } = setup.body.data;
  const enabled = await call(cms, 'POST', '/portal/me/second-factor', { token, body: { enrolment, code: codeAt(secret, START) } });
  expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
  return { user, token, secret: secret as string, recoveryCodes: enabled.body.data.recoveryCodes as string[] };
}

describe('enrolment from the profile', () => {
  it('asks the password, shows a QR code and the secret, and a code of the app activates it with 10 recovery codes shown once', async () => {
    const { user } = await createStaff(cms, { role: 'gas-programmer' });
    await setClock(cms, START);
    const token = await tokenFor(cms, user.email, FACTORY_PASSWORD);
    expect((await call(cms, 'GET', '/portal/me/second-factor', { token })).body.data).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });

    const wrongPassword = await call(cms, 'POST', '/portal/me/second-factor/setup', { token, body: { password: 'Errada@2026' } });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.error.message).toBe('A senha atual está incorreta');

    const setup = await call(cms, 'POST', '/portal/me/second-factor/setup', { token, body: { password: FACTORY_PASSWORD } });
    expect(setup.status).toBe(200);
    const { secret, otpauthUri, qrCode, enrolment } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Necta:${user.email}`);
    expect(uri.searchParams.get('issuer')).toBe('Necta');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);

    const wrong = await call(cms, 'POST', '/portal/me/second-factor', { token, body: { enrolment, code: codeAt(secret, at(-600)) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(INVALID_CODE);
    const missing = await call(cms, 'POST', '/portal/me/second-factor', { token, body: { enrolment } });
    expect(missing.body.error.details.fields).toEqual({ code: 'Informe o código de verificação' });

    const enabled = await call(cms, 'POST', '/portal/me/second-factor', { token, body: { enrolment, code: codeAt(secret, START) } });
    expect(enabled.status).toBe(200);
    expect(enabled.body.message).toBe('Verificação em duas etapas ativada.');
    const codes = enabled.body.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const status = await call(cms, 'GET', '/portal/me/second-factor', { token });
    expect(status.body.data).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    const again = await call(cms, 'POST', '/portal/me/second-factor/setup', { token, body: { password: FACTORY_PASSWORD } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('A verificação em duas etapas já está ativa.');

    // At rest: the secret is sealed and the recovery codes are hashes.
    const [row] = await sql<{ secret: string; recovery_codes: string }>(
      cms,
      'SELECT f.secret, f.recovery_codes FROM portal_second_factors f JOIN portal_second_factors_user_lnk l ON l.second_factor_id = f.id WHERE l.user_id = ?',
      'SELECT f.secret, f.recovery_codes::text FROM portal_second_factors f JOIN portal_second_factors_user_lnk l ON l.second_factor_id = f.id WHERE l.user_id = $1',
      [user.id],
    );
    expect(row!.secret).not.toContain(secret);
    expect(row!.secret.startsWith('v1.')).toBe(true);
    for (const code of codes) expect(String(row!.recovery_codes)).not.toContain(code.replace('-', ''));
  });

  it('is for staff only', async () => {
    const { user } = await createCustomer(cms);
    const token = await tokenFor(cms, user.email, FACTORY_PASSWORD);
    expect((await call(cms, 'GET', '/portal/me/second-factor', { token })).status).toBe(403);
    expect((await call(cms, 'POST', '/portal/me/second-factor/setup', { token, body: { password: FACTORY_PASSWORD } })).status).toBe(403);
  });
});

describe('two-step sign-in', () => {
  it('issues no token before the code; the challenge is used once and each code once', async () => {
    const { user, secret } = await enrolledStaff();
    await setClock(cms, at(60));
    const first = await login(cms, user.email, FACTORY_PASSWORD);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ secondFactor: 'totp', challenge: expect.any(String) });
    const { challenge } = first.body;

    const empty = await secondStep({ challenge });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Informe o código de verificação');
    const wrong = await secondStep({ challenge, code: codeAt(secret, at(-300)) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(INVALID_CODE);

    const code = codeAt(secret, at(60));
    const done = await secondStep({ challenge, code: code.replace(/^(\d{3})/, '$1 ') });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ ok: true, jwt: expect.any(String), user: { email: user.email } });
    expect((await call(cms, 'GET', '/portal/me', { token: done.body.jwt })).status).toBe(200);

    const reused = await secondStep({ challenge, code });
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe(CHALLENGE_EXPIRED);

    // The same code on a new challenge is a replay.
    const next = await login(cms, user.email, FACTORY_PASSWORD);
    const replay = await secondStep({ challenge: next.body.challenge, code });
    expect(replay.status).toBe(400);
    expect(replay.body.error.message).toBe(INVALID_CODE);
    await setClock(cms, at(90));
    expect((await secondStep({ challenge: next.body.challenge, code: codeAt(secret, at(90)) })).status).toBe(200);
  });

  it('takes a recovery code once', async () => {
    const { user, token, recoveryCodes } = await enrolledStaff('admin');
    const first = await login(cms, user.email, FACTORY_PASSWORD);
    const typed = recoveryCodes[3]!.toUpperCase().replace('-', ' ');
    const done = await secondStep({ challenge: first.body.challenge, recoveryCode: typed });
    expect(done.status).toBe(200);
    expect(done.body.jwt).toEqual(expect.any(String));

    const second = await login(cms, user.email, FACTORY_PASSWORD);
    const again = await secondStep({ challenge: second.body.challenge, recoveryCode: recoveryCodes[3] });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(INVALID_CODE);
    expect((await secondStep({ challenge: second.body.challenge, recoveryCode: recoveryCodes[4] })).status).toBe(200);
    expect((await call(cms, 'GET', '/portal/me/second-factor', { token })).body.data.recoveryCodesLeft).toBe(8);
    const audit = await sql<{ action: string }>(
      cms,
      'SELECT action FROM portal_second_factor_changes WHERE user_id = ? ORDER BY id',
      'SELECT action FROM portal_second_factor_changes WHERE user_id = $1 ORDER BY id',
      [user.id],
    );
    expect(audit.map((r) => r.action)).toEqual(['ENROLLED', 'RECOVERY_CODE_USED', 'RECOVERY_CODE_USED']);
  });

  it('kills the challenge after five wrong codes, and after five minutes', async () => {
    const { user, secret } = await enrolledStaff();
    await setClock(cms, at(120));
    const first = await login(cms, user.email, FACTORY_PASSWORD);
    for (let i = 0; i < 5; i++) expect((await secondStep({ challenge: first.body.challenge, code: '000000' })).status).toBe(400);
    const dead = await secondStep({ challenge: first.body.challenge, code: codeAt(secret, at(120)) });
    expect(dead.body.error.message).toBe(CHALLENGE_EXPIRED);

    const second = await login(cms, user.email, FACTORY_PASSWORD);
    await setClock(cms, at(120 + 300));
    const late = await secondStep({ challenge: second.body.challenge, code: codeAt(secret, at(120 + 300)) });
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe(CHALLENGE_EXPIRED);
    expect((await secondStep({ challenge: 'inventado', code: '123456' })).body.error.message).toBe(CHALLENGE_EXPIRED);
  });
});

describe('disabling and the admin master’s reset', () => {
  it('disables with the password and a code; sign-in is one step again', async () => {
    const { user, token, secret } = await enrolledStaff('gas-programmer');
    await setClock(cms, at(30));
    const noPassword = await call(cms, 'POST', '/portal/me/second-factor/disable', { token, body: { code: codeAt(secret, at(30)) } });
    expect(noPassword.body.error.details.fields).toEqual({ password: 'Informe sua senha atual' });
    const wrongCode = await call(cms, 'POST', '/portal/me/second-factor/disable', {
      token,
      body: { password: FACTORY_PASSWORD, code: codeAt(secret, at(-600)) },
    });
    expect(wrongCode.body.error.message).toBe(INVALID_CODE);
    const done = await call(cms, 'POST', '/portal/me/second-factor/disable', {
      token,
      body: { password: FACTORY_PASSWORD, code: codeAt(secret, at(30)) },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Verificação em duas etapas desativada.');
    expect((await login(cms, user.email, FACTORY_PASSWORD)).body.jwt).toEqual(expect.any(String));
  });

  it('an admin master resets another staff member’s second factor (audited, their sessions end); an admin may not', async () => {
    const { user, token: staffSession } = await enrolledStaff('attendant-only');
    const { user: masterUser } = await createStaff(cms, { role: 'admin-master' });
    const { user: adminUser } = await createStaff(cms, { role: 'admin' });
    const master = await tokenFor(cms, masterUser.email, FACTORY_PASSWORD);
    const admin = await tokenFor(cms, adminUser.email, FACTORY_PASSWORD);

    const list = await call(cms, 'GET', '/auth/user/list', { token: master, query: { term: user.email } });
    expect(list.body.data).toEqual([expect.objectContaining({ id: user.id, secondFactor: true })]);

    expect((await call(cms, 'POST', `/auth/user/${user.id}/second-factor/reset`, { token: admin })).status).toBe(403);
    expect((await call(cms, 'POST', `/auth/user/${masterUser.id}/second-factor/reset`, { token: master })).status).toBe(403);
    const reset = await call(cms, 'POST', `/auth/user/${user.id}/second-factor/reset`, { token: master });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Verificação em duas etapas redefinida. No próximo acesso, o usuário cadastra o aplicativo de novo.');
    expect((await call(cms, 'GET', '/portal/me', { token: staffSession })).status).toBe(401);
    expect((await login(cms, user.email, FACTORY_PASSWORD)).body.jwt).toEqual(expect.any(String));
    const after = await call(cms, 'GET', '/auth/user/list', { token: master, query: { term: user.email } });
    expect(after.body.data[0].secondFactor).toBe(false);
    const again = await call(cms, 'POST', `/auth/user/${user.id}/second-factor/reset`, { token: master });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Este usuário não tem verificação em duas etapas ativa.');

    const audit = await sql<{ action: string; actor_id: number }>(
      cms,
      'SELECT action, actor_id FROM portal_second_factor_changes WHERE user_id = ? ORDER BY id',
      'SELECT action, actor_id FROM portal_second_factor_changes WHERE user_id = $1 ORDER BY id',
      [user.id],
    );
    expect(audit).toEqual([
      { action: 'ENROLLED', actor_id: user.id },
      { action: 'RESET_BY_ADMIN', actor_id: masterUser.id },
    ]);
  });
});
