/**
 * The role table of spec 01 §6 enforced by the server (docs/roles.md): payment codes for common
 * access only (the client role and its individual-user variant), the second copy for common
 * access, admin and attendant 2; industry and GNV customers are not common access. And the
 * 'Dados de login' tab's data (spec 01 §2.7): GET /api/user/sap gives the account holder's login
 * e-mail, to the customer and to staff serving its contract. Every account is made here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createInvoice, createStaff, type MadeContract } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, tokenFor } from './auth-support';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms?.stop();
});

const FORBIDDEN = 'Você não tem permissão para acessar este recurso.';

async function customer(role: 'client' | 'individual' | 'industry' | 'gnv') {
  const made = await createCustomer(cms, { role });
  const token = await tokenFor(cms, made.user.email, made.user.password!);
  const contract = made.contracts[0]!;
  const { invoice } = await createInvoice(cms, { contractId: contract.documentId });
  return { ...made, token, contract, invoice };
}

async function staffServing(role: 'attendant-only' | 'attendant-2' | 'admin', contract: MadeContract) {
  const made = await createStaff(cms, { role });
  const token = await tokenFor(cms, made.user.email, made.user.password!);
  const started = await call(cms, 'PATCH', '/attendant/session', { token, body: { contractId: contract.documentId } });
  expect(started.status).toBe(200);
  return token;
}

const pix = (token: string, invoice: { numDoc: string; docDate: string }, type = 'pix') =>
  call(cms, 'GET', `/invoices/${invoice.numDoc}`, { token, query: { docDate: invoice.docDate, type } });
const download = (token: string, invoice: { numDoc: string; docDate: string }) =>
  call(cms, 'GET', `/invoices/${invoice.numDoc}/download`, { token, query: { docDate: invoice.docDate } });

describe('common access: the client role and its individual-user variant', () => {
  it('gets the payment codes and the second copy of its own bills', async () => {
    for (const role of ['client', 'individual'] as const) {
      const c = await customer(role);
      expect((await pix(c.token, c.invoice)).status, role).toBe(200);
      expect((await pix(c.token, c.invoice, 'barCode')).status, role).toBe(200);
      const file = await download(c.token, c.invoice);
      expect(file.status, role).toBe(200);
      expect(file.headers.get('content-type'), role).toBe('application/pdf');
    }
  });
});

describe('industry and GNV customers are not common access', () => {
  it('get 403 with a message for the payment codes and the second copy, and still list and e-mail their bills', async () => {
    for (const role of ['industry', 'gnv'] as const) {
      const c = await customer(role);
      for (const res of [await pix(c.token, c.invoice), await pix(c.token, c.invoice, 'barCode'), await download(c.token, c.invoice)]) {
        expect(res.status, role).toBe(403);
        expect(res.body.error.message, role).toBe(FORBIDDEN);
      }
      const list = await call(cms, 'GET', '/invoices', { token: c.token, query: { period: 'ALL' } });
      expect(list.status, role).toBe(200);
      expect(
        list.body.data.invoices.map((i: { numDoc: string }) => i.numDoc),
        role,
      ).toEqual([c.invoice.numDoc]);
    }
  });
});

describe('staff serving a customer', () => {
  it('never get payment codes (403 with a message); admin and attendant 2 download, attendant-only does not', async () => {
    const c = await customer('client');
    for (const role of ['attendant-only', 'attendant-2', 'admin'] as const) {
      const token = await staffServing(role, c.contract);
      const codes = await pix(token, c.invoice);
      expect(codes.status, role).toBe(403);
      expect(codes.body.error.message, role).toBe(FORBIDDEN);
      const file = await download(token, c.invoice);
      expect(file.status, role).toBe(role === 'attendant-only' ? 403 : 200);
      if (role === 'attendant-only') expect(file.body.error.message).toBe(FORBIDDEN);
    }
  });
});

describe("GET /api/user/sap: the login e-mail of the 'Dados de login' tab", () => {
  it("is the customer's own login, for the customer and for an attendant serving its contract", async () => {
    const c = await customer('client');
    const own = await call(cms, 'GET', '/user/sap', { token: c.token });
    expect(own.status).toBe(200);
    expect(own.body.data.loginEmail).toBe(c.user.email);
    const attendant = await staffServing('attendant-only', c.contract);
    const served = await call(cms, 'GET', '/user/sap', { token: attendant });
    expect(served.status).toBe(200);
    expect(served.body.data.loginEmail).toBe(c.user.email);
  });
});
