/**
 * The login rate limit on its own stack, with the small limit this file proves
 * (AUTH_RATE_LIMIT_MAX = 8 per minute): nothing else signs in here, so the 429 comes exactly
 * after the 8th failure — never early because another test used up the window.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SIMPLIFIED_INVOICE } from '../../cms/src/seed/demo-portal-data';
import { FACTORY_PASSWORD, createCustomer, createInvoice, type MadeInvoice } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, login, tokenFor } from './auth-support';

const LIMIT = 8;
let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms({ AUTH_RATE_LIMIT_MAX: String(LIMIT), AUTH_RATE_LIMIT_WINDOW_MS: '60000' });
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
    expect(limited.body.error.message).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
  });
});

describe('login rate limit (8 failures per minute per client)', () => {
  it('answers the 8 failures with 400 and the 9th attempt with 429, even with the right password', async () => {
    const { user } = await createCustomer(cms);
    for (let i = 1; i <= LIMIT; i++) {
      const res = await login(cms, user.email, `tentativa-${i}`);
      expect(res.status, `failure ${i}`).toBe(400);
      expect(res.body.error.message).toBe('Dados não encontrados.');
    }
    const limited = await login(cms, user.email, FACTORY_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Other calls keep their own count.
    expect((await call(cms, 'POST', '/portal/auth/simplified-invoice', { body: DEMO_SIMPLIFIED_INVOICE })).status).toBe(200);
  });
});
