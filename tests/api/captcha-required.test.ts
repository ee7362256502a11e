/**
 * With the captcha configured (RECAPTCHA_SECRET, checked against a local stand-in of Google's
 * `siteverify`), sign-up and forgot-password need a valid token like the login, the customer
 * code, the document verification and the DPO form: enumeration and e-mail relaying by script
 * meet the captcha, not only the address limits.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, createContract, createCustomer } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, latestLink } from './auth-support';

const CAPTCHA_OK = 'captcha-aprovado';
const CAPTCHA_FAILED = 'Não conseguimos validar o reCAPTCHA. Por favor, recarregue a página e tente novamente.';

let cms: RunningCms;
let captchaServer: http.Server;

beforeAll(async () => {
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
  cms = await startCms({
    RECAPTCHA_SECRET: 'segredo-de-teste',
    RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${(captchaServer.address() as AddressInfo).port}/siteverify`,
  });
});
afterAll(async () => {
  await cms?.stop();
  await new Promise((resolve) => captchaServer?.close(resolve));
});

describe('forgot-password with the captcha configured', () => {
  it('refuses a request without a token or with a rejected one, and sends no link', async () => {
    const { user } = await createCustomer(cms, { document: 'cpf' });
    for (const captchaToken of [undefined, 'captcha-recusado']) {
      const res = await call(cms, 'POST', '/auth/user/forgotPassword', {
        body: { cpfcnpj: user.cpfCnpj, ...(captchaToken ? { captchaToken } : {}) },
      });
      expect(res.status, String(captchaToken)).toBe(400);
      expect(res.body.error.message).toBe(CAPTCHA_FAILED);
    }
    expect(() => latestLink(cms, user.email, /\/login\?t=/)).toThrow();
  });

  it('sends the link with a valid token', async () => {
    const { user } = await createCustomer(cms, { document: 'cpf' });
    const res = await call(cms, 'POST', '/auth/user/forgotPassword', { body: { cpfcnpj: user.cpfCnpj, captchaToken: CAPTCHA_OK } });
    expect(res.status).toBe(200);
    expect(latestLink(cms, user.email, /\/login\?t=/).token).toBeTruthy();
  });
});

describe('sign-up with the captcha configured', () => {
  const signUp = async (captchaToken?: string) => {
    const { contract } = await createContract(cms, { document: 'cpf' });
    const email = `cadastro-${Math.random().toString(36).slice(2, 10)}@exemplo.test`;
    const body = {
      name: 'Maria Souza',
      email,
      emailConfirmation: email,
      consumerCod: contract.consumerCode,
      cpfcnpj: contract.consumerCpfCnpj,
      password: FACTORY_PASSWORD,
      confirmPassword: FACTORY_PASSWORD,
      provider: 'manual',
      ...(captchaToken ? { captchaToken } : {}),
    };
    return call(cms, 'POST', '/auth/user/register', { body });
  };

  it('refuses a sign-up without a valid token', async () => {
    const refused = await signUp();
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(CAPTCHA_FAILED);
    const rejected = await signUp('captcha-recusado');
    expect(rejected.status).toBe(400);
    expect(rejected.body.error.message).toBe(CAPTCHA_FAILED);
  });

  it('creates the account with a valid token', async () => {
    const res = await signUp(CAPTCHA_OK);
    expect(res.status).toBe(201);
    expect(res.body.data.message).toBe('Enviamos um link de confirmação para o seu e-mail.');
  });
});
