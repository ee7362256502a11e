/**
 * Profile (spec 01 §2.7, §5, §7; PORTAL-API.md §11b) against a real Strapi:
 * PATCH /api/user/sap/data field by field with the catalogue messages, who edits whose data,
 * and the login e-mail change end to end (link from the outbox, single use, expiry, binding), its
 * step-up re-authentication and the old address's cancel link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type RunningCms } from './helpers/cms';
import { call, latestLink, login, mails, sql, tokenFor } from './auth-support';
import { FACTORY_PASSWORD, createContract, createCustomer, createStaff, resetClock, setClock } from '../support/factories';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ AUTH_RATE_LIMIT_MAX: '10000' });
}, 240_000);
afterAll(async () => {
  await cms?.stop();
});

async function customer(options: Parameters<typeof createCustomer>[1] = {}) {
  const made = await createCustomer(cms, { phone: '14991234567', invoiceByEmail: true, ...options });
  const token = await tokenFor(cms, made.user.email, FACTORY_PASSWORD);
  return { ...made, token };
}

const sap = async (token: string) => {
  const res = await call(cms, 'GET', '/user/sap', { token });
  expect(res.status).toBe(200);
  return res.body.data as { email: string | null; faturaEmail: boolean; telefone: string | null };
};

describe('PATCH /api/user/sap/data', () => {
  it('saves invoice-by-e-mail, the phone (digits) and the registration e-mail with its confirmation', async () => {
    const { token } = await customer();
    const before = await sap(token);
    const res = await call(cms, 'PATCH', '/user/sap/data', {
      token,
      body: {
        faturaEmail: false,
        telefone: '(16) 9 8877-6655',
        email: '  Cadastro.Novo@Exemplo.TEST',
        emailConfirmation: 'cadastro.novo@exemplo.test',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true, data: { faturaEmail: false, telefone: '16988776655' } });
    expect(await sap(token)).toMatchObject({ email: 'cadastro.novo@exemplo.test', faturaEmail: false, telefone: '16988776655' });
    expect(before.email).not.toBe('cadastro.novo@exemplo.test');

    // Without e-mail: the registration e-mail stays; an empty phone clears it; no telefone keeps it.
    expect((await call(cms, 'PATCH', '/user/sap/data', { token, body: { faturaEmail: true, telefone: '' } })).body).toEqual({
      success: true,
      data: { faturaEmail: true, telefone: null },
    });
    await call(cms, 'PATCH', '/user/sap/data', { token, body: { faturaEmail: true, telefone: '14991234567' } });
    expect((await call(cms, 'PATCH', '/user/sap/data', { token, body: { faturaEmail: false } })).body.data).toEqual({
      faturaEmail: false,
      telefone: '14991234567',
    });
    expect(await sap(token)).toMatchObject({ email: 'cadastro.novo@exemplo.test', telefone: '14991234567' });
  });

  it('refuses each bad field with its catalogue message and writes nothing', async () => {
    const { token } = await customer();
    const before = await sap(token);
    const good = { faturaEmail: false, telefone: '(16) 9 8877-6655', email: 'outro@exemplo.test', emailConfirmation: 'outro@exemplo.test' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...good, faturaEmail: undefined }, 'faturaEmail', 'Informe se deseja receber a fatura por e-mail'],
      [{ ...good, faturaEmail: 'true' }, 'faturaEmail', 'Informe se deseja receber a fatura por e-mail'],
      [{ ...good, telefone: '(16) 9 8877-665' }, 'telefone', 'Telefone incompleto'],
      [{ ...good, telefone: '1698877665' }, 'telefone', 'Telefone incompleto'],
      [{ ...good, telefone: { $ne: null } }, 'telefone', 'Telefone incompleto'],
      [{ ...good, email: 'outro@exemplo' }, 'email', 'E-mail inválido'],
      [{ ...good, email: { $ne: null } }, 'email', 'E-mail inválido'],
      [{ ...good, emailConfirmation: 'outro@exemplo.tes' }, 'emailConfirmation', 'Digite seu e-mail exatamente igual ao campo anterior'],
      [{ ...good, emailConfirmation: undefined }, 'emailConfirmation', 'Digite seu e-mail exatamente igual ao campo anterior'],
      [
        { ...good, email: before.email!.toUpperCase(), emailConfirmation: before.email },
        'email',
        'O novo email deve ser diferente do atual',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(cms, 'PATCH', '/user/sap/data', { token, body: JSON.parse(JSON.stringify(body)) });
      expect(res.status, `${field}: ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error.message).toBe(message);
      expect(res.body.error.details.fields).toEqual({ [field]: message });
    }
    expect(await sap(token)).toEqual(before);
  });

  it('an attendant edits the holder of the started service’s contract; without a service it is refused', async () => {
    const holder = await customer();
    const staff = await createStaff(cms, { role: 'attendant-only' });
    const token = await tokenFor(cms, staff.user.email, FACTORY_PASSWORD);
    const body = { faturaEmail: false, telefone: '(11) 9 1234-5678' };
    const refused = await call(cms, 'PATCH', '/user/sap/data', { token, body });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Inicie um atendimento para acessar os dados do cliente.');
    expect((await call(cms, 'PATCH', '/attendant/session', { token, body: { contractId: holder.contracts[0]!.documentId } })).status).toBe(
      200,
    );
    expect((await call(cms, 'PATCH', '/user/sap/data', { token, body })).body).toEqual({
      success: true,
      data: { faturaEmail: false, telefone: '11912345678' },
    });
    expect(await sap(holder.token)).toMatchObject({ faturaEmail: false, telefone: '11912345678' });
    // Another contract than the service's is not there for the attendant.
    const other = await customer();
    const foreign = await call(cms, 'PATCH', '/user/sap/data', { token, body: { ...body, contractId: other.contracts[0]!.documentId } });
    expect(foreign.status).toBe(404);

    // A contract nobody has an account for: nothing to save the preferences on.
    const { contract } = await createContract(cms, {});
    await call(cms, 'PATCH', '/attendant/session', { token, body: { contractId: contract.documentId } });
    const orphan = await call(cms, 'PATCH', '/user/sap/data', { token, body });
    expect(orphan.status).toBe(422);
    expect(orphan.body.error.message).toBe('Este contrato não possui um titular cadastrado no portal');
  });

  it('a customer reaches only its own contracts; a secondary user keeps its preferences but not the contract’s e-mail', async () => {
    const owner = await customer();
    const stranger = await customer();
    const foreign = await call(cms, 'PATCH', '/user/sap/data', {
      token: stranger.token,
      body: { faturaEmail: false, contractId: owner.contracts[0]!.documentId },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Contrato não encontrado');

    const secondary = await customer({ linkContracts: [owner.contracts[0]!.documentId], accountOwnerId: owner.user.id, contracts: 0 });
    const emailChange = await call(cms, 'PATCH', '/user/sap/data', {
      token: secondary.token,
      body: { faturaEmail: false, email: 'secundario@exemplo.test', emailConfirmation: 'secundario@exemplo.test' },
    });
    expect(emailChange.status).toBe(403);
    expect(emailChange.body.error.message).toBe('Somente o titular da conta pode alterar o e-mail cadastrado');
    expect((await call(cms, 'PATCH', '/user/sap/data', { token: secondary.token, body: { faturaEmail: false } })).status).toBe(200);
    expect((await sap(owner.token)).faturaEmail).toBe(true);
  });
});

describe('login e-mail change', () => {
  const check = (token: string, newEmail?: string) =>
    call(cms, 'GET', '/user/login', { token, ...(newEmail === undefined ? {} : { query: { newEmail } }) });
  const confirm = (token: string, email: string) => call(cms, 'PATCH', '/user/login/confirm', { body: { token, email } });
  const reauth = (token: string, body: unknown) => call(cms, 'POST', '/user/login/reauth', { token, body });
  const stepUp = async (token: string) => expect((await reauth(token, { currentPassword: FACTORY_PASSWORD })).status).toBe(200);
  const cancel = (token: string, email: string) => call(cms, 'PATCH', '/user/login/cancel', { body: { token, email } });
  const cancelLinkTo = (oldEmail: string) => {
    const { url, token } = latestLink(cms, oldEmail, /\/session\/login-email\/cancel\?/);
    return { url, token, email: url.searchParams.get('email')! };
  };
  const linkTo = (email: string) => {
    const { url, token } = latestLink(cms, email, /\/session\/login-email\?/);
    return { url, token, email: url.searchParams.get('email')! };
  };

  it('checks the new address: format, different from the current one, not another account’s', async () => {
    const me = await customer();
    const taken = await customer();
    const cases: [string | undefined, number, string][] = [
      [undefined, 400, 'E-mail inválido'],
      ['', 400, 'E-mail inválido'],
      ['sem-arroba.test', 400, 'E-mail inválido'],
      [me.user.email.toUpperCase(), 400, 'O novo email deve ser diferente do atual'],
      [taken.user.email, 409, 'Este e-mail já está em uso por outra conta'],
      ['Cliente@Demo.Test', 409, 'Este e-mail já está em uso por outra conta'],
    ];
    for (const [newEmail, status, message] of cases) {
      const res = await check(me.token, newEmail);
      expect(res.status, String(newEmail)).toBe(status);
      expect(res.body.error.message).toBe(message);
      expect(res.body.error.details.fields).toEqual({ newEmail: message });
    }
    expect(mails(cms).filter((m) => m.to.includes(me.user.email))).toHaveLength(0);
    const staff = await createStaff(cms, { role: 'attendant-2' });
    expect((await check(await tokenFor(cms, staff.user.email, FACTORY_PASSWORD), 'novo@exemplo.test')).status).toBe(403);
    expect((await check('')).status).toBe(401);
  });

  it('e-mails a link to the new address; the link changes the login once', async () => {
    const me = await customer();
    const newEmail = `novo.${me.user.id}@exemplo.test`;
    const res = await check(me.token, `  ${newEmail.toUpperCase()} `);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true, willNeedPassword: false });
    const mail = mails(cms)
      .filter((m) => m.to.includes(newEmail))
      .pop()!;
    expect(mail.subject).toBe('Confirme seu novo e-mail de login - Necta Gás Natural');
    const link = linkTo(newEmail);
    expect(link.url.pathname).toBe('/session/login-email');
    expect(link.email).toBe(newEmail);
    // Nothing changes before the link is followed.
    expect((await login(cms, me.user.email, FACTORY_PASSWORD)).status).toBe(200);

    // A link whose address was altered changes nothing and does not use the link up.
    const altered = await confirm(link.token, 'outro@exemplo.test');
    expect(altered.status).toBe(400);
    expect(altered.body.error.message).toBe('O link expirou ou já foi utilizado. Solicite um novo link.');

    expect((await confirm(link.token, link.email)).body).toEqual({ success: true });
    expect((await login(cms, newEmail, FACTORY_PASSWORD)).status).toBe(200);
    expect((await login(cms, me.user.email, FACTORY_PASSWORD)).status).toBe(400);
    const meNow = await call(cms, 'GET', '/portal/me', { token: me.token });
    expect(meNow.body.data).toMatchObject({ email: newEmail, emailVerified: true });

    const reused = await confirm(link.token, link.email);
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe('O link expirou ou já foi utilizado. Solicite um novo link.');
  });

  it('a link is void after 3 hours, and a newer request voids the older link', async () => {
    const me = await customer();
    try {
      await setClock(cms, '2026-06-01T10:00:00-03:00');
      // The clock moved away from the sign-in: the change needs the password confirmed again.
      await stepUp(me.token);
      await check(me.token, `prazo.${me.user.id}@exemplo.test`);
      const expired = linkTo(`prazo.${me.user.id}@exemplo.test`);
      await setClock(cms, '2026-06-01T13:00:01-03:00');
      expect((await confirm(expired.token, expired.email)).status).toBe(400);

      await setClock(cms, '2026-06-01T14:00:00-03:00');
      await stepUp(me.token);
      await check(me.token, `primeiro.${me.user.id}@exemplo.test`);
      const first = linkTo(`primeiro.${me.user.id}@exemplo.test`);
      await check(me.token, `segundo.${me.user.id}@exemplo.test`);
      const second = linkTo(`segundo.${me.user.id}@exemplo.test`);
      await setClock(cms, '2026-06-01T16:59:00-03:00');
      expect((await confirm(first.token, first.email)).status).toBe(400);
      expect((await confirm(second.token, second.email)).status).toBe(200);
      expect((await login(cms, `segundo.${me.user.id}@exemplo.test`, FACTORY_PASSWORD)).status).toBe(200);
    } finally {
      await resetClock(cms);
    }
  });

  it('an address taken meanwhile is refused at confirmation and changes nothing', async () => {
    const me = await customer();
    const wanted = `disputado.${me.user.id}@exemplo.test`;
    await check(me.token, wanted);
    const link = linkTo(wanted);
    await createCustomer(cms, { email: wanted });
    const res = await confirm(link.token, link.email);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Este e-mail já está em uso por outra conta');
    expect((await login(cms, me.user.email, FACTORY_PASSWORD)).status).toBe(200);
  });

  it('a Google account will need a password: after the change it gets a create-password link at the new address', async () => {
    const me = await customer();
    await sql(cms, "UPDATE up_users SET provider = 'google' WHERE id = ?", "UPDATE up_users SET provider = 'google' WHERE id = $1", [
      me.user.id,
    ]);
    const newEmail = `google.${me.user.id}@exemplo.test`;
    expect((await check(me.token, newEmail)).body).toEqual({ success: true, willNeedPassword: true });
    const link = linkTo(newEmail);
    expect((await confirm(link.token, link.email)).status).toBe(200);
    const created = latestLink(cms, newEmail, /\/passwordcreate\?/);
    const set = await call(cms, 'PATCH', '/auth/user/confirm', {
      authorization: created.token,
      body: { password: 'Nova@Senha1', passwordConfirmation: 'Nova@Senha1' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await login(cms, newEmail, 'Nova@Senha1')).status).toBe(200);
  });

  it('a session signed in more than 5 minutes ago must confirm the current password before asking', async () => {
    const me = await customer();
    const wanted = `passo.${me.user.id}@exemplo.test`;
    try {
      await setClock(cms, new Date(Date.now() + 6 * 60 * 1000));
      const refused = await check(me.token, wanted);
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe('Confirme sua senha atual para trocar o e-mail de login.');
      expect(refused.body.error.details.fields).toEqual({ reauth: 'password' });
      expect(mails(cms).filter((m) => m.to.includes(wanted))).toHaveLength(0);

      const missing = await reauth(me.token, {});
      expect(missing.status).toBe(400);
      expect(missing.body.error.message).toBe('Informe sua senha atual');
      const wrong = await reauth(me.token, { currentPassword: 'Errada@0000' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.message).toBe('A senha atual está incorreta');
      expect((await check(me.token, wanted)).status).toBe(403);

      const right = await reauth(me.token, { currentPassword: FACTORY_PASSWORD });
      expect(right.status).toBe(200);
      expect(right.body).toEqual({ success: true, message: 'Senha confirmada' });
      expect((await check(me.token, wanted)).status).toBe(200);

      // The confirmation lasts 5 minutes.
      await setClock(cms, new Date(Date.now() + 12 * 60 * 1000));
      expect((await check(me.token, wanted)).status).toBe(403);
    } finally {
      await resetClock(cms);
    }
  });

  it('a Google-only account has no password to confirm: it is told to sign in again with Google', async () => {
    const me = await customer();
    await sql(
      cms,
      "UPDATE up_users SET provider = 'google', password = NULL WHERE id = ?",
      "UPDATE up_users SET provider = 'google', password = NULL WHERE id = $1",
      [me.user.id],
    );
    const google = 'Sua conta entra com o Google: entre novamente com o Google e peça a troca em até 5 minutos.';
    const asked = await reauth(me.token, { currentPassword: 'Qualquer@123' });
    expect(asked.status).toBe(409);
    expect(asked.body.error.message).toBe(google);
    try {
      await setClock(cms, new Date(Date.now() + 6 * 60 * 1000));
      const refused = await check(me.token, `g.${me.user.id}@exemplo.test`);
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(google);
      expect(refused.body.error.details.fields).toEqual({ reauth: 'google' });
    } finally {
      await resetClock(cms);
    }
  });

  it('tells the old address, whose link cancels a pending change once', async () => {
    const me = await customer();
    const wanted = `cancelado.${me.user.id}@exemplo.test`;
    expect((await check(me.token, wanted)).status).toBe(200);
    const notice = mails(cms)
      .filter((m) => m.to.includes(me.user.email))
      .pop()!;
    expect(notice.subject).toBe('Pedido de troca do seu e-mail de login - Necta Gás Natural');
    expect(notice.text).toContain(wanted);
    const back = cancelLinkTo(me.user.email);
    expect(back.url.pathname).toBe('/session/login-email/cancel');
    expect(back.email).toBe(me.user.email);

    expect((await cancel(back.token, 'outro@exemplo.test')).status).toBe(400);
    expect((await cancel(back.token, back.email)).body).toEqual({ success: true, reverted: false });
    // The confirmation link died with it; the login stays.
    const link = linkTo(wanted);
    const late = await confirm(link.token, link.email);
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe('O link expirou ou já foi utilizado. Solicite um novo link.');
    expect((await login(cms, me.user.email, FACTORY_PASSWORD)).status).toBe(200);
    expect((await call(cms, 'GET', '/portal/me', { token: me.token })).status).toBe(200);
    const reused = await cancel(back.token, back.email);
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe('O link expirou ou já foi utilizado. Solicite um novo link.');
  });

  it('after a confirmed change, the old address’s link reverts it, ends every session and asks for a new password', async () => {
    const me = await customer();
    const taken = `tomado.${me.user.id}@exemplo.test`;
    await check(me.token, taken);
    const back = cancelLinkTo(me.user.email);
    const link = linkTo(taken);
    expect((await confirm(link.token, link.email)).status).toBe(200);
    // Whoever holds the account now asks another change: the old owner's link still works.
    const holder = await tokenFor(cms, taken, FACTORY_PASSWORD);
    expect((await check(holder, `outra.${me.user.id}@exemplo.test`)).status).toBe(200);

    const res = await cancel(back.token, back.email);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true, reverted: true });
    expect((await call(cms, 'GET', '/portal/me', { token: holder })).status).toBe(401);
    expect((await call(cms, 'GET', '/portal/me', { token: me.token })).status).toBe(401);
    expect((await login(cms, taken, FACTORY_PASSWORD)).status).toBe(400);
    expect((await login(cms, me.user.email, FACTORY_PASSWORD)).status).toBe(400);
    const later = linkTo(`outra.${me.user.id}@exemplo.test`);
    expect((await confirm(later.token, later.email)).status).toBe(400);

    const created = latestLink(cms, me.user.email, /\/passwordcreate\?/);
    const set = await call(cms, 'PATCH', '/auth/user/confirm', {
      authorization: created.token,
      body: { password: 'Devolvida@1', passwordConfirmation: 'Devolvida@1' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await login(cms, me.user.email, 'Devolvida@1')).status).toBe(200);
  });

  it('malformed confirmations get a 400 and change nothing', async () => {
    for (const body of [{}, { token: 'x' }, { token: { $ne: null }, email: 'a@b.test' }, { token: 'a'.repeat(500), email: 'x' }]) {
      const res = await call(cms, 'PATCH', '/user/login/confirm', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const cancelled = await call(cms, 'PATCH', '/user/login/cancel', { body });
      expect(cancelled.status, JSON.stringify(body)).toBe(400);
    }
  });
});
