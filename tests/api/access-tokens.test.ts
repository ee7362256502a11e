/**
 * Personal access tokens of the industrial administrator against a real Strapi (issue 26 §6;
 * docs/access-tokens.md, PORTAL-API.md §30), on a fixed clock in America/Sao_Paulo: the token
 * shown once and never listed, its use on the consumption reads and the daily programming (same
 * 11:00 cut-off as the screen), scope refusals, revoked and expired tokens, the per-token rate
 * limit, the audit row, another client's contract and the secondary user. Every test makes its
 * own industrial client with the factories.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAxis, createCustomer, joinAxis, resetClock, setClock } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, sql, tokenFor } from './auth-support';

// A small per-token limit, so the limit test meets it in a few calls; every other test stays under it.
const LIMIT = 8;

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ ACCESS_TOKEN_RATE_LIMIT_MAX: String(LIMIT), ACCESS_TOKEN_RATE_LIMIT_WINDOW_MS: '600000' });
}, 120_000);
afterAll(async () => {
  await resetClock(cms).catch(() => undefined);
  await cms?.stop();
});

const DAY = '2026-03-02';
const at = (time: string, date = DAY) => `${date}T${time}:00-03:00`;

async function industrialAdmin() {
  const made = await createCustomer(cms, { role: 'industry', segment: 'INDUSTRIAL', contractSituation: 'ACTIVE' });
  const axisId = (await createAxis(cms)).axis.id;
  await joinAxis(cms, { contractId: made.contracts[0]!.documentId, axisId, qdc: '1000', baseHour: 360 });
  // Kept connected (30 days): the expiry test moves the clock a day on.
  const session = await tokenFor(cms, made.user.email, made.user.password!, { keepConnected: true });
  return { ...made, session, contract: made.contracts[0]! };
}

type Scope = 'consumption:read' | 'programming:write';
async function newToken(session: string, scopes: Scope[], expiresInDays = 90, name = 'ERP da fábrica') {
  const res = await call(cms, 'POST', '/access-tokens', { token: session, body: { name, scopes, expiresInDays } });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; token: string; prefix: string; expiresAt: string; createdAt: string };
}

const list = (session: string) => call(cms, 'GET', '/access-tokens', { token: session });

describe('creating and listing tokens', () => {
  it('shows the token once, at creation, and the list gives name, scopes, dates and prefix but never the token', async () => {
    await setClock(cms, at('09:30'));
    const admin = await industrialAdmin();
    const created = await call(cms, 'POST', '/access-tokens', {
      token: admin.session,
      body: { name: 'ERP da fábrica', scopes: ['consumption:read', 'programming:write'], expiresInDays: 90 },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Token criado. Copie-o agora: ele não será mostrado de novo.');
    const token = created.body.data.token as string;
    // ngp_ + 32 random bytes in base64url without padding: ceil(32 × 8 / 6) = 43 characters.
    expect(token).toMatch(/^ngp_[A-Za-z0-9_-]{43}$/);
    expect(created.body.data.prefix).toBe(token.slice(0, 12));
    // 09:30 in São Paulo (UTC−3) is 12:30 UTC; 90 days after 2 March 2026 is 31 May 2026 (29 + 31 + 30).
    expect(created.body.data.createdAt).toBe('2026-03-02T12:30:00.000Z');
    expect(created.body.data.expiresAt).toBe('2026-05-31T12:30:00.000Z');

    const listed = await list(admin.session);
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(token.slice(12));
    expect(listed.body.data.maxDays).toBe(365);
    expect(listed.body.data.tokens).toEqual([
      {
        id: created.body.data.id,
        name: 'ERP da fábrica',
        scopes: ['consumption:read', 'programming:write'],
        prefix: token.slice(0, 12),
        createdAt: '2026-03-02T12:30:00.000Z',
        lastUsedAt: null,
        expiresAt: '2026-05-31T12:30:00.000Z',
        revokedAt: null,
        state: 'active',
      },
    ]);
    // Only the SHA-256 is stored.
    const rows = await sql<{ token_hash: string }>(
      cms,
      'SELECT token_hash FROM portal_access_tokens WHERE prefix = ?',
      'SELECT token_hash FROM portal_access_tokens WHERE prefix = $1',
      [token.slice(0, 12)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token, 'utf8').digest('hex'));
  });

  it('refuses a missing name, no scope, an expiry past the maximum (365 days) and the secondary user', async () => {
    const admin = await industrialAdmin();
    const noName = await call(cms, 'POST', '/access-tokens', {
      token: admin.session,
      body: { name: ' ', scopes: ['consumption:read'], expiresInDays: 30 },
    });
    expect(noName.status).toBe(400);
    expect(noName.body.error.message).toBe('Informe um nome para o token');
    const noScope = await call(cms, 'POST', '/access-tokens', {
      token: admin.session,
      body: { name: 'ERP', scopes: [], expiresInDays: 30 },
    });
    expect(noScope.status).toBe(400);
    expect(noScope.body.error.details.fields.scopes).toBe('Escolha ao menos um escopo');
    const tooLong = await call(cms, 'POST', '/access-tokens', {
      token: admin.session,
      body: { name: 'ERP', scopes: ['consumption:read'], expiresInDays: 366 },
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error.message).toBe('A validade máxima de um token é de 365 dias');
    expect((await list(admin.session)).body.data.tokens).toEqual([]);

    const secondary = await createCustomer(cms, {
      role: 'industry',
      segment: 'INDUSTRIAL',
      accountOwnerId: admin.user.id,
      linkContracts: [admin.contract.documentId],
      contracts: 0,
    });
    const secondarySession = await tokenFor(cms, secondary.user.email, secondary.user.password!);
    for (const res of [
      await call(cms, 'POST', '/access-tokens', {
        token: secondarySession,
        body: { name: 'ERP', scopes: ['consumption:read'], expiresInDays: 30 },
      }),
      await list(secondarySession),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Você não tem permissão para acessar este recurso.');
    }
  });
});

describe('calling the API with a token', () => {
  it('reads the contract’s days with a read token, which is then listed as used, and audits the call without the token', async () => {
    await setClock(cms, at('08:00'));
    const admin = await industrialAdmin();
    const { token, id } = await newToken(admin.session, ['consumption:read']);
    await setClock(cms, at('08:05'));
    const res = await call(cms, 'GET', '/consumption-schedule/list', { token, query: { contractId: admin.contract.documentId } });
    expect(res.status).toBe(200);
    expect(res.body.data.contract.id).toBe(admin.contract.documentId);
    const sap = await call(cms, 'GET', '/user/sap', { token, query: { contractId: admin.contract.documentId } });
    expect(sap.status).toBe(200);

    const mine = (await list(admin.session)).body.data.tokens.find((t: { id: string }) => t.id === id);
    // 08:05 in São Paulo = 11:05 UTC.
    expect(mine.lastUsedAt).toBe('2026-03-02T11:05:00.000Z');

    const audit = await sql<{ method: string; route: string; status: number; token_prefix: string; owner_id: number }>(
      cms,
      'SELECT method, route, status, token_prefix, owner_id FROM portal_token_calls WHERE token_prefix = ? ORDER BY id',
      'SELECT method, route, status, token_prefix, owner_id FROM portal_token_calls WHERE token_prefix = $1 ORDER BY id',
      [token.slice(0, 12)],
    );
    expect(audit.map((a) => [a.method, a.route, Number(a.status), Number(a.owner_id)])).toEqual([
      ['GET', '/api/consumption-schedule/list', 200, admin.user.id],
      ['GET', '/api/user/sap', 200, admin.user.id],
    ]);
    const everything = await sql(cms, 'SELECT * FROM portal_token_calls', 'SELECT * FROM portal_token_calls');
    expect(everything.length).toBeGreaterThan(0);
    expect(JSON.stringify(everything)).not.toContain(token.slice(12));
  });

  it('refuses a read token on the programming (403), any token on a route without a scope (403), and an unknown token (401)', async () => {
    await setClock(cms, at('08:00'));
    const admin = await industrialAdmin();
    const { token } = await newToken(admin.session, ['consumption:read']);
    const write = await call(cms, 'POST', '/consumption-schedule', { token, body: { dates: [{ date: '2026-03-03', volume: '10' }] } });
    expect(write.status).toBe(403);
    expect(write.body.error.message).toBe('O token não tem o escopo programming:write, exigido por este recurso.');
    const undeclared = await call(cms, 'GET', '/access-tokens', { token });
    expect(undeclared.status).toBe(403);
    expect(undeclared.body.error.message).toBe('Este recurso não aceita tokens de acesso.');
    const invoices = await call(cms, 'GET', '/invoices', { token });
    expect(invoices.status).toBe(403);
    expect(invoices.body.error.message).toBe('Este recurso não aceita tokens de acesso.');
    const unknown = await call(cms, 'GET', '/consumption-schedule/list', { token: `ngp_${'A'.repeat(43)}` });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.message).toBe('Token de acesso inválido.');
    const readOnly = await call(cms, 'GET', '/consumption-schedule/list', {
      token: (await newToken(admin.session, ['programming:write'])).token,
    });
    expect(readOnly.status).toBe(403);
    expect(readOnly.body.error.message).toBe('O token não tem o escopo consumption:read, exigido por este recurso.');
  });

  it('sends the daily programming through a write token with the screen’s rules: today until 11:00, refused after', async () => {
    const admin = await industrialAdmin();
    await setClock(cms, at('10:59'));
    const { token } = await newToken(admin.session, ['programming:write']);
    const ok = await call(cms, 'POST', '/consumption-schedule', {
      token,
      body: { contractId: admin.contract.documentId, dates: [{ date: DAY, volume: '1.234,5' }] },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.dates.map((d: { date: string; volume: string; situation: number }) => [d.date, d.volume, d.situation])).toEqual([
      [DAY, '1234.5', 0],
    ]);
    await setClock(cms, at('11:01'));
    const late = await call(cms, 'POST', '/consumption-schedule', {
      token,
      body: { contractId: admin.contract.documentId, dates: [{ date: DAY, volume: '1000' }] },
    });
    expect(late.status).toBe(422);
    expect(late.body.error.message).toBe('O ajuste será liberado a partir de 00h');
  });

  it('keeps another client’s contract hidden from a token (404)', async () => {
    await setClock(cms, at('08:00'));
    const admin = await industrialAdmin();
    const other = await industrialAdmin();
    const { token } = await newToken(admin.session, ['consumption:read', 'programming:write']);
    const read = await call(cms, 'GET', '/consumption-schedule/list', { token, query: { contractId: other.contract.documentId } });
    expect(read.status).toBe(404);
    expect(read.body.error.message).toBe('Contrato não encontrado');
    const write = await call(cms, 'POST', '/consumption-schedule', {
      token,
      body: { contractId: other.contract.documentId, dates: [{ date: '2026-03-03', volume: '10' }] },
    });
    expect(write.status).toBe(404);
    expect(write.body.error.message).toBe('Contrato não encontrado');
  });
});

describe('revoked, expired and busy tokens', () => {
  it('answers 401 to a revoked token, and the list shows it revoked', async () => {
    await setClock(cms, at('08:00'));
    const admin = await industrialAdmin();
    const { token, id } = await newToken(admin.session, ['consumption:read']);
    expect((await call(cms, 'GET', '/consumption-schedule/list', { token })).status).toBe(200);
    const revoked = await call(cms, 'DELETE', `/access-tokens/${id}`, { token: admin.session });
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe('Token revogado.');
    expect(revoked.body.data.state).toBe('revoked');
    const after = await call(cms, 'GET', '/consumption-schedule/list', { token });
    expect(after.status).toBe(401);
    expect(after.body.error.message).toBe('Token de acesso revogado. Crie um novo token em "Acesso por API".');
    const other = await industrialAdmin();
    const foreign = await call(cms, 'DELETE', `/access-tokens/${id}`, { token: other.session });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Token não encontrado.');
  });

  it('answers 401 to a token from the instant it expires (fixed clock)', async () => {
    await setClock(cms, at('08:00'));
    const admin = await industrialAdmin();
    // Created 2 March 08:00 for 1 day: valid until 3 March 08:00 (São Paulo).
    const { token } = await newToken(admin.session, ['consumption:read'], 1);
    await setClock(cms, at('07:59', '2026-03-03'));
    expect((await call(cms, 'GET', '/consumption-schedule/list', { token })).status).toBe(200);
    await setClock(cms, at('08:00', '2026-03-03'));
    const expired = await call(cms, 'GET', '/consumption-schedule/list', { token });
    expect(expired.status).toBe(401);
    expect(expired.body.error.message).toBe('Token de acesso expirado. Crie um novo token em "Acesso por API".');
    const listed = (await list(admin.session)).body.data.tokens;
    expect(listed).toHaveLength(1);
    expect(listed[0].state).toBe('expired');
  });

  it(`refuses the call after ${LIMIT} in the window with 429 and Retry-After, for that token only, and audits it`, async () => {
    await setClock(cms, at('08:00'));
    const admin = await industrialAdmin();
    const { token } = await newToken(admin.session, ['consumption:read']);
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push((await call(cms, 'GET', '/consumption-schedule/list', { token })).status);
    expect(statuses).toEqual(Array.from({ length: LIMIT }, () => 200));
    const refused = await call(cms, 'GET', '/consumption-schedule/list', { token });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe('Limite de chamadas deste token excedido. Tente novamente em instantes.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const fresh = await newToken(admin.session, ['consumption:read']);
    expect((await call(cms, 'GET', '/consumption-schedule/list', { token: fresh.token })).status).toBe(200);
    const audit = await sql<{ status: number }>(
      cms,
      'SELECT status FROM portal_token_calls WHERE token_prefix = ? ORDER BY id',
      'SELECT status FROM portal_token_calls WHERE token_prefix = $1 ORDER BY id',
      [token.slice(0, 12)],
    );
    expect(audit.map((a) => Number(a.status))).toEqual([...Array.from({ length: LIMIT }, () => 200), 429]);
  });
});
