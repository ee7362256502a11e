/**
 * The API tests' contract check (tests/api/contract-check.ts): a 2xx JSON answer off its
 * documented schema throws, naming the field; other answers pass untouched.
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer, endpointOf } from '../api/contract-check';

const contract = {
  id: 'abc',
  sapName: null,
  sapEmail: null,
  portalPJ: false,
  vigencia: null,
  situation: 'ACTIVE',
  consumerName: 'Pessoa de Teste',
  consumerAddress: 'Rua A, 1',
  consumerCode: '123456789',
  consumerCpfCnpj: '52998224725',
  contractOwnerEmail: null,
  qdc: null,
  consumerId: null,
  validity: null,
  address: 'Rua A, 1',
  city: 'Bauru',
  segment: null,
};
const me = {
  id: 1,
  name: 'Pessoa de Teste',
  email: 'pessoa@exemplo.test',
  role: 'client',
  roleLabel: 'Cliente',
  provider: 'local',
  situation: 'ACTIVE',
  active: true,
  emailVerified: true,
  cpfCnpj: '52998224725',
  consumerCode: '123456789',
  phone: null,
  invoiceByEmail: false,
  notificationAccess: true,
  avatar: null,
  isAccountOwner: true,
  permissions: ['faturas.ver'],
  contracts: [contract],
  selectedContract: contract,
  attendantSession: null,
};
const URL_ME = 'http://127.0.0.1:1/api/portal/me';
const JSON_TYPE = 'application/json; charset=utf-8';

describe('the contract check of the API tests', () => {
  it('finds the endpoint of a call in table order', () => {
    expect(endpointOf('GET', '/api/invoices/export')?.handler).toBe('invoices.export');
    expect(endpointOf('GET', '/api/invoices/123')?.handler).toBe('invoices.details');
    expect(endpointOf('get', '/api/portal/me')?.handler).toBe('auth.me');
    expect(endpointOf('POST', '/api/portal/me')).toBeNull();
    expect(endpointOf('GET', '/api/pages')).toBeNull();
  });

  it('passes an answer that matches its schema', () => {
    expect(() => checkAnswer('GET', URL_ME, 200, JSON_TYPE, { data: me })).not.toThrow();
  });

  it('fails on a dropped, an added or a retyped field, naming it', () => {
    const { avatar: _dropped, ...withoutAvatar } = me;
    expect(() => checkAnswer('GET', URL_ME, 200, JSON_TYPE, { data: withoutAvatar })).toThrow(/data\.avatar/);
    expect(() => checkAnswer('GET', URL_ME, 200, JSON_TYPE, { data: { ...me, token: 'x' } })).toThrow(/GET \/api\/portal\/me/);
    expect(() => checkAnswer('GET', URL_ME, 200, JSON_TYPE, { data: { ...me, contracts: [{ ...contract, qdc: '10' }] } })).toThrow(
      /data\.contracts\.0\.qdc/,
    );
  });

  it('checks the batch history like the other documented answers', () => {
    const batch = {
      id: 7,
      kind: 'invoices',
      status: 'PROCESSED',
      scheduledDate: '02/03/2026',
      createdAt: '2026-03-02T13:59:00.000Z',
      updatedAt: '2026-03-02T14:00:00.000Z',
      fileName: 'faturas.csv',
      totalItems: 2,
      processedItems: 1,
      errorItems: 1,
    };
    const URL_BATCHES = 'http://127.0.0.1:1/api/batches';
    expect(() => checkAnswer('GET', URL_BATCHES, 200, JSON_TYPE, { data: [batch] })).not.toThrow();
    expect(() => checkAnswer('GET', URL_BATCHES, 200, JSON_TYPE, { data: [{ ...batch, status: 'DONE' }] })).toThrow(/data\.0\.status/);
    expect(() => checkAnswer('GET', URL_BATCHES, 200, JSON_TYPE, { data: [{ ...batch, scheduledDate: '2026-03-02' }] })).toThrow(
      /data\.0\.scheduledDate/,
    );
  });

  it('leaves errors, files and undocumented endpoints alone', () => {
    expect(() => checkAnswer('GET', URL_ME, 401, JSON_TYPE, { error: {} })).not.toThrow();
    expect(() => checkAnswer('GET', URL_ME, 200, 'text/csv', 'a;b')).not.toThrow();
    expect(() => checkAnswer('GET', 'http://127.0.0.1:1/api/user/attendant-changes', 200, JSON_TYPE, { anything: 1 })).not.toThrow();
  });
});
