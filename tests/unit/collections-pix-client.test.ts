/**
 * The Pix API client (portal/collections/pix/client) against a LOCAL PROVIDER built from the
 * BCB's OpenAPI (tests/support/bcb): mTLS with a throwaway CA, OAuth2 client credentials, the
 * cobv / lotecobv / pix calls, retries. The provider checks every request and answer against the
 * spec's schemas; each test ends with no violation.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Agent, request } from 'undici';
import fs from 'node:fs';
import { PixApiClient, PixApiError } from '../../cms/src/portal/collections/pix/client';
import { cobvRequest } from '@domain/collections/pix/cobv-request';
import { cobvTxid } from '@domain/collections/pix/txid';
import type { PixProviderSettings } from '@domain/collections/pix/settings';
import { brCodeLocation } from '@domain/collections/pix/brcode';
import { localPixSettings, startLocalPix, type LocalPix } from '../support/bcb/local-pix';
import type { TestPki } from '../support/bcb/certificates';
import type { LocalPixProvider } from '../support/bcb/provider';

let pix: LocalPix;
let pki: TestPki;
let provider: LocalPixProvider;

const rules = {
  fine: { modalidade: 2, valorPerc: '2.00' },
  interest: { modalidade: 3, valorPerc: '1.00' },
  discount: null,
  validityDays: 60,
};

function settings(over: Partial<PixProviderSettings> = {}): PixProviderSettings {
  return localPixSettings(pix, { scope: 'cobv.write cobv.read lotecobv.write lotecobv.read pix.read', rules, retries: 4, ...over });
}

const bill = (numDoc: string, amountCents = 15_790) =>
  cobvRequest(
    { numDoc, amountCents, dueDate: '2026-04-20', referenceLabel: '03/2026' },
    { document: '52998224725', name: 'Maria da Silva' },
    rules,
    'pix@necta.com.br',
  );

const clients: PixApiClient[] = [];
const client = (over: Partial<PixProviderSettings> = {}) => {
  const c = new PixApiClient(settings(over));
  clients.push(c);
  return c;
};

beforeAll(async () => {
  pix = await startLocalPix();
  ({ pki, provider } = pix);
}, 60_000);

afterEach(async () => {
  expect(provider.violations).toEqual([]);
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  await pix.stop();
});

describe('Pix API client against the local provider', () => {
  it('creates a cobv with one token, reads it back and gets a dynamic BR Code pointing to its location', async () => {
    const c = client();
    const before = provider.tokensIssued;
    const txid = cobvTxid('200000000000001');
    const created = await c.putCobv(txid, bill('200000000000001'));
    expect(created).toMatchObject({ txid, status: 'ATIVA', revisao: 0, valor: { original: '157.90' } });
    expect(brCodeLocation(created!.pixCopiaECola!)).toBe(created!.loc!.location);
    const read = await c.getCobv(txid);
    expect(read?.loc?.location).toBe(created!.loc!.location);
    expect(provider.tokensIssued - before).toBe(1);
  });

  it('changes the amount and due date with PATCH (revision 1) and removes the charge with the status the API defines', async () => {
    const c = client();
    const txid = cobvTxid('200000000000002');
    await c.putCobv(txid, bill('200000000000002'));
    const changed = await c.patchCobv(txid, {
      calendario: { dataDeVencimento: '2026-04-28', validadeAposVencimento: 60 },
      valor: { original: '170.00' },
    });
    expect(changed).toMatchObject({ revisao: 1, valor: { original: '170.00' }, calendario: { dataDeVencimento: '2026-04-28' } });
    const removed = await c.patchCobv(txid, { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' });
    expect(removed?.status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');
  });

  it('retries a 503 and a 429 with Retry-After, then succeeds', async () => {
    const c = client();
    provider.failNext(/\/cobv\/GASV0000000200000000000003$/, 503, 2);
    provider.failNext(/\/cobv\/GASV0000000200000000000003$/, 429, 1, 0);
    const created = await c.putCobv(cobvTxid('200000000000003'), bill('200000000000003'));
    expect(created?.status).toBe('ATIVA');
    expect(provider.calls.filter((call) => call.path === '/v2/cobv/GASV0000000200000000000003')).toHaveLength(4);
  });

  it('gives up after the configured attempts with the provider’s problem', async () => {
    const c = client({ retries: 2 });
    provider.failNext(/\/cobv\/GASV0000000200000000000004$/, 503, 5);
    await expect(c.putCobv(cobvTxid('200000000000004'), bill('200000000000004'))).rejects.toMatchObject({ status: 503 });
    provider.failNext(/\/cobv\/GASV0000000200000000000004$/, 503, 0);
  });

  it('does not retry a refusal (400) and says why', async () => {
    const c = client();
    const txid = cobvTxid('200000000000005');
    await c.putCobv(txid, bill('200000000000005'));
    const error = await c.putCobv(txid, bill('200000000000005')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PixApiError);
    expect((error as PixApiError).status).toBe(400);
    expect((error as PixApiError).problem?.detail).toBe('Já existe uma cobrança com este txid.');
  });

  it('creates a batch with PUT /lotecobv and reads each charge’s state (processing, then created or refused)', async () => {
    const c = client();
    const numDocs = ['200000000000010', '200000000000011'];
    await c.putLoteCobv(
      'lote20260420a',
      'Faturas de 04/2026',
      numDocs.map((n) => ({ txid: cobvTxid(n), ...bill(n) })),
    );
    const first = await c.getLoteCobv('lote20260420a');
    expect(first?.cobsv.map((x) => x.status)).toEqual(['EM_PROCESSAMENTO', 'EM_PROCESSAMENTO']);
    const then = await c.getLoteCobv('lote20260420a');
    expect(then?.cobsv.map((x) => x.status)).toEqual(['CRIADA', 'CRIADA']);
    expect((await c.getCobv(cobvTxid('200000000000010')))?.status).toBe('ATIVA');
  });

  it('reads every page of GET /pix', async () => {
    const c = client();
    for (let i = 0; i < 5; i++) provider.receive(cobvTxid(`30000000000000${i}`), '10.00', `2026-04-2${i}T12:00:00.000Z`);
    const all = await c.listPix('2026-04-20T00:00:00.000Z', '2026-04-30T00:00:00.000Z', 2);
    expect(all).toHaveLength(5);
    expect(provider.calls.filter((call) => call.path.startsWith('/v2/pix?')).length).toBeGreaterThanOrEqual(3);
  });

  it('keeps its token until the provider refuses it, then takes one new token and repeats the call once', async () => {
    const c = client();
    await c.getCobv(cobvTxid('1')).catch(() => null);
    const before = provider.tokensIssued;
    await c.putCobv(cobvTxid('200000000000020'), bill('200000000000020'));
    expect(provider.tokensIssued).toBe(before);
    provider.revokeTokens();
    const read = await c.getCobv(cobvTxid('200000000000020'));
    expect(read?.status).toBe('ATIVA');
    expect(provider.tokensIssued).toBe(before + 1);
  });

  it('is refused by the provider without the client certificate (mTLS) or with wrong credentials', async () => {
    const agent = new Agent({ connect: { ca: fs.readFileSync(pki.caFile) } });
    await expect(request(provider.tokenUrl, { method: 'POST', dispatcher: agent })).rejects.toThrow();
    await agent.close();
    const stranger = new Agent({
      connect: { ca: fs.readFileSync(pki.caFile), cert: fs.readFileSync(pki.strangerCertFile), key: fs.readFileSync(pki.strangerKeyFile) },
    });
    await expect(request(provider.tokenUrl, { method: 'POST', dispatcher: stranger })).rejects.toThrow();
    await stranger.close();
    await expect(client({ clientSecret: 'wrong', retries: 1 }).getCobv(cobvTxid('1'))).rejects.toMatchObject({ status: 401 });
  });
});
