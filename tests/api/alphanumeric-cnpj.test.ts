/**
 * Alphanumeric CNPJ (Receita Federal, from July 2026: 12 characters 0-9/A-Z, then 2 numeric
 * check digits) on every route that takes a CPF/CNPJ: sign-up, additional data, forgot
 * password, customer-code request, simplified-invoice sign-in and the attendant search. The
 * document may come masked and in lower case; the server stores it upper-case without mask
 * and finds it again however it is typed. Numeric documents keep working as before. Every
 * customer is made by the factories (`document: 'cnpj-alnum'`).
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, createContract, createCustomer, createStaff } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, latestLink, mails, sql, tokenFor } from './auth-support';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ AUTH_RATE_LIMIT_MAX: '10000' });
});
afterAll(async () => {
  await cms?.stop();
});

/** 12ABC34501DE35 → "12.abc.345/01de-35": how a person may type it. */
const typedLowerMasked = (d: string) => `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`.toLowerCase();
/** The same document with one check digit changed. */
const wrongCheckDigit = (d: string) => d.slice(0, 13) + String((Number(d[13]) + 1) % 10);
const suffix = () => crypto.randomBytes(3).toString('hex');

async function storedDocumentOf(email: string): Promise<string | undefined> {
  const rows = await sql<{ document: string }>(
    cms,
    'SELECT cpf_cnpj AS document FROM up_users WHERE email = ?',
    'SELECT cpf_cnpj AS document FROM up_users WHERE email = $1',
    [email],
  );
  return rows[0]?.document;
}

describe('alphanumeric CNPJ', () => {
  it('the factories make a contract with one: 12 characters with a letter, then two digits', async () => {
    const { contract } = await createContract(cms, { document: 'cnpj-alnum' });
    expect(contract.consumerCpfCnpj).toMatch(/^[0-9A-Z]{12}\d{2}$/);
    expect(contract.consumerCpfCnpj.slice(0, 12)).toMatch(/[A-Z]/);
  });

  it('signs up with it typed masked and in lower case, and stores it upper-case without mask', async () => {
    const { contract } = await createContract(cms, { document: 'cnpj-alnum' });
    const email = `empresa.${suffix()}@test.local`;
    const body = {
      name: 'Empresa Alfa Numérica',
      email,
      emailConfirmation: email,
      consumerCod: contract.consumerCode,
      password: 'Gas@Natural1',
      confirmPassword: 'Gas@Natural1',
      provider: 'manual',
    };
    const wrong = await call(cms, 'POST', '/auth/user/register', { body: { ...body, cpfcnpj: wrongCheckDigit(contract.consumerCpfCnpj) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.fields.cpfcnpj).toBe('CNPJ inválido');
    expect(await storedDocumentOf(email)).toBeUndefined();

    const res = await call(cms, 'POST', '/auth/user/register', { body: { ...body, cpfcnpj: typedLowerMasked(contract.consumerCpfCnpj) } });
    expect(res.status).toBe(201);
    expect(await storedDocumentOf(email)).toBe(contract.consumerCpfCnpj);

    // The same document again, typed differently, is the same document.
    const again = await call(cms, 'POST', '/auth/user/register', {
      body: { ...body, email: `outra.${email}`, emailConfirmation: `outra.${email}`, cpfcnpj: contract.consumerCpfCnpj },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('CPF já existente');
  });

  it('finishes the registration (additional data) with it', async () => {
    const { user } = await createCustomer(cms, { active: false, contracts: 0 });
    const { contract } = await createContract(cms, { document: 'cnpj-alnum' });
    const token = await tokenFor(cms, user.email, FACTORY_PASSWORD);
    const res = await call(cms, 'PATCH', '/auth/user/data', {
      token,
      body: { consumerCod: contract.consumerCode, cpfcnpj: typedLowerMasked(contract.consumerCpfCnpj), active: true, emailVerified: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ active: true, cpfCnpj: contract.consumerCpfCnpj });
    expect(res.body.data.selectedContract.consumerCode).toBe(contract.consumerCode);
  });

  it('sends the forgot-password link for it however it is typed, and says not found for a valid unknown one', async () => {
    const { user } = await createCustomer(cms, { document: 'cnpj-alnum' });
    const res = await call(cms, 'POST', '/auth/user/forgotPassword', { body: { cpfcnpj: typedLowerMasked(user.cpfCnpj!) } });
    expect(res.status).toBe(200);
    expect(latestLink(cms, user.email, /\/login\?t=/).token).toBeTruthy();

    const unknown = await call(cms, 'POST', '/auth/user/forgotPassword', { body: { cpfcnpj: '12.ABC.345/01DE-35' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Dados não encontrados');
    const invalid = await call(cms, 'POST', '/auth/user/forgotPassword', { body: { cpfcnpj: '12.ABC.345/01DE-36' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toBe('CNPJ inválido');
  });

  it('e-mails the customer code of a contract in it, naming the document masked', async () => {
    const { user, contracts } = await createCustomer(cms, { document: 'cnpj-alnum' });
    const before = mails(cms).length;
    const res = await call(cms, 'POST', '/auth/user/customerCode', { body: { cpfcnpj: user.cpfCnpj!.toLowerCase() } });
    expect(res.status).toBe(200);
    const sent = mails(cms).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toContain(user.email);
    expect(sent[0]!.text).toContain(contracts[0]!.consumerCode);
    // E-mails print the document masked for privacy: only characters 3 to 8 stay, upper-case.
    const d = user.cpfCnpj!;
    expect(sent[0]!.text).toContain(`**.${d.slice(2, 5)}.${d.slice(5, 8)}/****-**`);
    expect(sent[0]!.text).not.toContain(d);
  });

  it('opens the simplified-invoice access with it', async () => {
    const { contracts } = await createCustomer(cms, { document: 'cnpj-alnum' });
    const contract = contracts[0]!;
    const res = await call(cms, 'POST', '/portal/auth/simplified-invoice', {
      body: { consumerCod: contract.consumerCode, cpfcnpj: typedLowerMasked(contract.consumerCpfCnpj) },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const session = await call(cms, 'GET', '/portal/simplified-invoice/session', { token: res.body.jwt });
    expect(session.body.data.consumerCpfCnpj).toBe(contract.consumerCpfCnpj);
    const wrong = await call(cms, 'POST', '/portal/auth/simplified-invoice', {
      body: { consumerCod: contract.consumerCode, cpfcnpj: wrongCheckDigit(contract.consumerCpfCnpj) },
    });
    expect(wrong.status).toBe(400);
  });

  it("finds it in the attendant's search, next to numeric documents that are found as before", async () => {
    const alnum = await createCustomer(cms, { document: 'cnpj-alnum' });
    const numeric = await createCustomer(cms, { document: 'cnpj' });
    const person = await createCustomer(cms, { document: 'cpf' });
    const attendant = await createStaff(cms, { role: 'attendant-only' });
    const token = await tokenFor(cms, attendant.user.email, FACTORY_PASSWORD);
    const search = (cpfcnpj: string) => call(cms, 'GET', '/attendant/contracts', { token, query: { cpfcnpj } });

    const found = await search(typedLowerMasked(alnum.user.cpfCnpj!));
    expect(found.status).toBe(200);
    expect(found.body.data.map((c: { consumerCode: string }) => c.consumerCode)).toEqual([alnum.contracts[0]!.consumerCode]);
    expect(found.body.data[0].consumerCpfCnpj).toBe(alnum.user.cpfCnpj);
    for (const holder of [numeric, person]) {
      const byDigits = await search(holder.user.cpfCnpj!);
      expect(byDigits.body.data.map((c: { consumerCode: string }) => c.consumerCode)).toEqual([holder.contracts[0]!.consumerCode]);
    }
    const wrong = await search(wrongCheckDigit(alnum.user.cpfCnpj!));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('CNPJ inválido');
  });
});
