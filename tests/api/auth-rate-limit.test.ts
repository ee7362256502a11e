/**
 * The rate limits of the sign-in and password calls on their own stack, with the small limit this
 * file proves (AUTH_RATE_LIMIT_MAX = 8 per minute per address): each test uses its own addresses,
 * so the 429 comes exactly after the 8th attempt. An account named in the body is never refused:
 * its failures only slow it down (small delays here: AUTH_DELAY_*), so its owner still gets in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpfCheckDigits } from '@domain/cpf-cnpj';
import { FACTORY_PASSWORD, createCustomer, createInvoice, type MadeInvoice } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, login, tokenFor } from './auth-support';

const LIMIT = 8;
const TOO_MANY = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';
let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({
    AUTH_RATE_LIMIT_MAX: String(LIMIT),
    AUTH_RATE_LIMIT_WINDOW_MS: '60000',
    AUTH_DELAY_FREE_FAILURES: '2',
    AUTH_DELAY_BASE_MS: '10',
    AUTH_DELAY_MAX_MS: '40',
  });
});
afterAll(async () => {
  await cms?.stop();
});

// First: a successful sign-in gives its attempt back, while the failures below use up this
// address's login allowance for the rest of the file.
describe('e-mailing a bill (8 per minute per account and route)', () => {
  it('counts every bill of the account under one allowance: the 9th e-mail, of yet another bill, is refused with 429', async () => {
    const { user, contracts } = await createCustomer(cms);
    const token = await tokenFor(cms, user.email, user.password!);
    const bills: MadeInvoice[] = [];
    for (let i = 1; i <= LIMIT + 1; i++) {
      const { invoice } = await createInvoice(cms, {
        contractId: contracts[0]!.documentId,
        referenceMonth: `2025-${String(i).padStart(2, '0')}`,
      });
      bills.push(invoice);
    }
    const send = (bill: MadeInvoice) =>
      call(cms, 'GET', `/invoices/${bill.numDoc}/send`, { token, query: { docDate: bill.docDate, email: 'copia@exemplo.com.br' } });
    for (const bill of bills.slice(0, LIMIT)) expect((await send(bill)).status, bill.numDoc).toBe(200);
    const limited = await send(bills[LIMIT]!);
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe(TOO_MANY);
  });
});

/** A call from `address`, as the web server forwards it (the test CMS trusts loopback as its proxy). */
async function from(address: string, route: string, body: Record<string, unknown>) {
  const res = await fetch(`${cms.url}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any, headers: res.headers };
}

describe('login: the address is limited, the account named is slowed down but never locked', () => {
  it("does not lock the owner out after a stranger's 20 wrong passwords naming the e-mail: the right password answers 200", async () => {
    const { user } = await createCustomer(cms);
    for (let i = 1; i <= 20; i++) {
      const res = await from(`198.51.100.${i}`, '/portal/auth/login', {
        email: user.email,
        password: `tentativa-${i}`,
        keepConnected: false,
      });
      expect(res.status, `failure ${i}`).toBe(400);
      expect(res.body.error.message).toBe('Dados não encontrados.');
    }
    const owner = await from('203.0.113.200', '/portal/auth/login', {
      email: user.email,
      password: FACTORY_PASSWORD,
      keepConnected: false,
    });
    expect(owner.status).toBe(200);
    expect(owner.body.jwt).toBeTruthy();
  });

  it('answers 8 failures from one address with 400 and its 9th attempt with 429, even with the right password', async () => {
    const { user } = await createCustomer(cms);
    for (let i = 1; i <= LIMIT; i++) {
      const res = await login(cms, `desconhecido-${i}@exemplo.test`, `tentativa-${i}`);
      expect(res.status, `failure ${i}`).toBe(400);
      expect(res.body.error.message).toBe('Dados não encontrados.');
    }
    const limited = await login(cms, user.email, FACTORY_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe(TOO_MANY);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address is not held back, and other calls keep their own count.
    expect((await from('203.0.113.201', '/portal/auth/login', { email: user.email, password: FACTORY_PASSWORD })).status).toBe(200);
    expect(
      (await call(cms, 'POST', '/portal/auth/simplified-invoice', { body: { consumerCod: '100000001', cpfcnpj: '34871296555' } })).status,
    ).toBe(200);
  });
});

/** A valid CPF that no factory made (they start with 0 here). */
function unknownCpf(n: number): string {
  const base = `0${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}${n % 10}`;
  return base + cpfCheckDigits(base);
}

describe('forgot-password: naming an account never locks its owner out', () => {
  it("still sends the owner's link after 20 requests naming the same CPF from other addresses", async () => {
    const { user } = await createCustomer(cms, { document: 'cpf' });
    for (let i = 1; i <= 20; i++) {
      const res = await from(`198.51.101.${i}`, '/auth/user/forgotPassword', { cpfcnpj: user.cpfCnpj });
      expect(res.status, `request ${i}`).toBe(200);
    }
    const owner = await from('203.0.113.202', '/auth/user/forgotPassword', { cpfcnpj: user.cpfCnpj });
    expect(owner.status).toBe(200);
  });

  it('refuses the 9th request of one address with 429, whether the accounts exist or not', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= LIMIT + 1; i++)
      statuses.push((await from('198.51.102.7', '/auth/user/forgotPassword', { cpfcnpj: unknownCpf(i) })).status);
    expect(statuses).toEqual([...Array(LIMIT).fill(404), 429]);
  });
});

describe('simplified-invoice access: a mistyped or guessed code never locks the customer out of paying', () => {
  it('opens the access with the right code after 20 wrong codes naming the same CPF from other addresses', async () => {
    const { contracts } = await createCustomer(cms, { document: 'cpf' });
    const contract = contracts[0]!;
    for (let i = 1; i <= 20; i++) {
      const res = await from(`198.51.103.${i}`, '/portal/auth/simplified-invoice', {
        consumerCod: String(900000000 + i),
        cpfcnpj: contract.consumerCpfCnpj,
      });
      expect(res.status, `wrong code ${i}`).toBe(400);
    }
    const owner = await from('203.0.113.203', '/portal/auth/simplified-invoice', {
      consumerCod: contract.consumerCode,
      cpfcnpj: contract.consumerCpfCnpj,
    });
    expect(owner.status).toBe(200);
    expect(owner.body.success).toBe(true);
  });

  it('refuses the 9th wrong attempt of one address with 429', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= LIMIT + 1; i++)
      statuses.push(
        (await from('198.51.104.7', '/portal/auth/simplified-invoice', { consumerCod: String(800000000 + i), cpfcnpj: '348.712.965-55' }))
          .status,
      );
    expect(statuses).toEqual([...Array(LIMIT).fill(400), 429]);
  });
});
