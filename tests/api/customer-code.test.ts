/**
 * Customer-code help (spec 04 §2.1, PORTAL-API.md §11e) against a real Strapi: a CPF/CNPJ of a
 * customer gets its consumer code(s) e-mailed to the e-mail on file, an unknown one gets the
 * very same answer and no e-mail (no enumeration), bad documents get the spec 04 §5 messages,
 * the captcha is checked when configured, and the route is rate-limited (its own stack with a
 * small AUTH_RATE_LIMIT_MAX, so nothing else uses up the window).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpfCheckDigits, maskCpf } from '@domain/cpf-cnpj';
import { createContract, createCustomer } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, mails, sql } from './auth-support';

const SENT = 'Se o CPF/CNPJ informado for de um cliente Necta, enviaremos o código do cliente para o e-mail cadastrado em alguns minutos.';
const SUBJECT = 'Seu código de cliente - Necta Gás Natural';
const CAPTCHA_OK = 'captcha-aprovado';
const ROUTE = '/auth/user/customerCode';

let cms: RunningCms;
let captchaServer: http.Server;

async function startCaptchaServer(): Promise<string> {
  captchaServer = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: form.get('secret') === 'segredo-de-teste' && form.get('response') === CAPTCHA_OK }));
    });
  });
  await new Promise<void>((resolve) => captchaServer.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(captchaServer.address() as AddressInfo).port}/siteverify`;
}

/** A valid CPF that no factory made: 9 random digits with their check digits, starting with 0. */
function unknownCpf(): string {
  const base = `0${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return base + cpfCheckDigits(base);
}

const ask = (target: RunningCms, cpfcnpj: unknown, captchaToken: string | null = CAPTCHA_OK) =>
  call(target, 'POST', ROUTE, { body: { cpfcnpj, ...(captchaToken ? { captchaToken } : {}) } });

beforeAll(async () => {
  cms = await startCms({
    AUTH_RATE_LIMIT_MAX: '10000',
    RECAPTCHA_SECRET: 'segredo-de-teste',
    RECAPTCHA_VERIFY_URL: await startCaptchaServer(),
  });
});
afterAll(async () => {
  await cms?.stop();
  captchaServer?.close();
});

describe('POST /api/auth/user/customerCode', () => {
  it('e-mails every consumer code of a customer to the account e-mail', async () => {
    const { user, contracts } = await createCustomer(cms, { contracts: 2 });
    const before = mails(cms).length;
    const res = await ask(cms, maskCpf(user.cpfCnpj!));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: SENT });
    const sent = mails(cms).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toContain(user.email);
    expect(sent[0]!.subject).toBe(SUBJECT);
    expect(contracts).toHaveLength(2);
    for (const contract of contracts) expect(sent[0]!.text).toContain(contract.consumerCode);
    expect(sent[0]!.text).toContain('/login?params=SignUp');
    // The CPF the e-mail repeats is masked: only digits 4 to 9.
    const d = user.cpfCnpj!;
    expect(sent[0]!.text).toContain(`***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`);
    expect(sent[0]!.text).not.toContain(maskCpf(d));
  });

  it("e-mails a contract without an account to the contract's registration e-mail", async () => {
    const { contract } = await createContract(cms, { document: 'cnpj' });
    const [row] = await sql<{ email: string }>(
      cms,
      'select contract_owner_email as email from contracts where consumer_code = ?',
      'select contract_owner_email as email from contracts where consumer_code = $1',
      [contract.consumerCode],
    );
    const before = mails(cms).length;
    const res = await ask(cms, contract.consumerCpfCnpj);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: SENT });
    const sent = mails(cms).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toContain(row!.email);
    expect(sent[0]!.text).toContain(contract.consumerCode);
  });

  it('answers an unknown CPF exactly like a known one and sends nothing', async () => {
    const before = mails(cms).length;
    const res = await ask(cms, maskCpf(unknownCpf()));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: SENT });
    expect(mails(cms).length).toBe(before);
  });

  it('refuses empty and invalid documents with the field messages of spec 04 §5', async () => {
    const before = mails(cms).length;
    const cases: [unknown, string][] = [
      ['', 'Esse campo é obrigatório'],
      [undefined, 'Esse campo é obrigatório'],
      ['529.982.247-24', 'CPF inválido'],
      ['11.222.333/0001-82', 'CNPJ inválido'],
    ];
    for (const [cpfcnpj, message] of cases) {
      const res = await ask(cms, cpfcnpj);
      expect(res.status, String(cpfcnpj)).toBe(400);
      expect(res.body.error.message).toBe(message);
      expect(res.body.error.details.fields).toEqual({ cpfcnpj: message });
    }
    expect(mails(cms).length).toBe(before);
  });

  it('refuses a missing or rejected captcha when the server verifies it, before any lookup', async () => {
    const { user } = await createCustomer(cms);
    const before = mails(cms).length;
    for (const token of [null, 'captcha-falso']) {
      const res = await ask(cms, user.cpfCnpj, token);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Não conseguimos validar o reCAPTCHA. Por favor, recarregue a página e tente novamente.');
    }
    expect(mails(cms).length).toBe(before);
    const viaHeader = await fetch(new URL(`/api${ROUTE}`, cms.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-captcha-token': CAPTCHA_OK },
      body: JSON.stringify({ cpfcnpj: user.cpfCnpj }),
    });
    expect(viaHeader.status).toBe(200);
    expect(mails(cms).length).toBe(before + 1);
  });
});

describe('rate limit (its own stack, 4 requests per minute per client)', () => {
  let limited: RunningCms;
  beforeAll(async () => {
    limited = await startCms({ AUTH_RATE_LIMIT_MAX: '4', AUTH_RATE_LIMIT_WINDOW_MS: '60000' });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  it('answers the 5th request with 429, whether the documents exist or not', async () => {
    const { user } = await createCustomer(limited);
    for (let i = 1; i <= 4; i++) {
      const res = await ask(limited, i % 2 ? user.cpfCnpj : unknownCpf(), null);
      expect(res.status, `request ${i}`).toBe(200);
      expect(res.body.message).toBe(SENT);
    }
    const refused = await ask(limited, user.cpfCnpj, null);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
  });
});
