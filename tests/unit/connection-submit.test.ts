/**
 * The contracting flow's server pieces that an API test cannot reach: the request is saved
 * after its files are put in private storage, so when the row cannot be written they are removed again
 * (nothing half-written stays); and the web server's /session/connection/verify decrypts the
 * CMS's code for the island, same-origin only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeVerifyCode } from '@domain/connection/verify-code';
import { submitConnectionRequest } from '../../cms/src/portal/connection/submit';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const business = {
  type: 'BUSINESS',
  name: 'Maria',
  fullName: 'Maria Souza',
  address: 'Rua Episcopal',
  number: '10',
  phone: '16991234567',
  email: 'maria@exemplo.test',
  cep: '13560570',
  socialReason: 'Maria Doces Ltda',
  cnpj: '11222333000181',
  segment: 'Doceria',
  averageConsumption: '50,01 A 150,00',
};

function tempFile(bytes: Buffer): { filepath: string; originalFilename: string; mimetype: string; size: number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conn-submit-'));
  const filepath = path.join(dir, 'upload');
  fs.writeFileSync(filepath, bytes);
  return { filepath, originalFilename: 'doc.pdf', mimetype: 'application/pdf', size: bytes.length };
}

/** A CMS whose private storage is a temporary folder and whose database write can be made to fail. */
function fakeStrapi(options: { insertFails: boolean }) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'conn-private-'));
  vi.stubEnv('PRIVATE_FILES_DRIVER', 'local');
  vi.stubEnv('PRIVATE_FILES_DIR', path.join(root, 'private'));
  const recorded: { name: string; key: string }[] = [];
  const sent: unknown[] = [];
  const strapi = {
    dirs: { app: { root: path.join(root, 'cms') }, static: { public: path.join(root, 'cms', 'public') } },
    plugin: () => ({ service: () => ({ send: async (mail: unknown) => void sent.push(mail) }) }),
    db: {
      query: () => ({
        findOne: async () => null,
        findMany: async () => [],
        create: async ({ data }: { data: { name: string; key: string } }) => {
          recorded.push({ name: data.name, key: data.key });
          return { id: recorded.length, ...data };
        },
      }),
      // Strapi's db.transaction hands the callback { trx, commit, rollback, … }.
      transaction: async (work: (context: { trx: unknown }) => Promise<unknown>) => work({ trx: {} }),
    },
    documents: () => ({
      create: async () => {
        if (options.insertFails) throw new Error('disk I/O error');
        return { id: 1, documentId: 'x' };
      },
    }),
    log: { error: vi.fn(), warn: vi.fn(), info: vi.fn() },
  };
  /** Every file the private folder holds. */
  const storedFiles = () => {
    const dir = path.join(root, 'private');
    return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : [];
  };
  return { strapi: strapi as never, recorded, sent, storedFiles };
}

describe('POST /api/services/connection when the row cannot be written', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('removes the files it had put in private storage and the temporary files, and fails', async () => {
    const fake = fakeStrapi({ insertFails: true });
    const files = { files: [tempFile(PDF), tempFile(PDF)] };
    await expect(submitConnectionRequest(fake.strapi, { body: business, files })).rejects.toThrow('disk I/O error');
    expect(fake.storedFiles()).toEqual([]);
    expect(fake.recorded).toEqual([]);
    expect(fake.sent).toEqual([]);
    for (const file of files.files) expect(fs.existsSync(file.filepath)).toBe(false);
  });

  it('keeps them when the row is written, recorded under names that say what they are', async () => {
    vi.stubEnv('CONNECTION_SALES_EMAIL', 'vendas@exemplo.test');
    const fake = fakeStrapi({ insertFails: false });
    const answer = await submitConnectionRequest(fake.strapi, { body: business, files: { files: tempFile(PDF) } });
    expect(answer.data.protocol).toMatch(/^CON-\d{4}-000001$/);
    expect(fake.recorded.map((r) => r.name)).toEqual(['solicitacao-ligacao-documento-1.pdf']);
    expect(fake.recorded[0]!.key).toMatch(/^[0-9a-f]{64}$/);
    expect(fake.storedFiles()).toHaveLength(1);
    expect(fake.sent.map((m) => (m as { to: string }).to)).toEqual(['maria@exemplo.test', 'vendas@exemplo.test']);
  });

  it('stores nothing when a file is refused', async () => {
    const fake = fakeStrapi({ insertFails: false });
    const files = { files: [tempFile(PDF), tempFile(Buffer.from('MZ este não é um PDF'))] };
    await expect(submitConnectionRequest(fake.strapi, { body: business, files })).rejects.toMatchObject({
      status: 400,
      data: { error: 'ExtensionNotAllowed' },
    });
    expect(fake.storedFiles()).toEqual([]);
    expect(fake.recorded).toEqual([]);
  });
});

describe('GET /session/connection/verify (web server)', () => {
  const key = '7a'.repeat(32);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  async function call(headers: Record<string, string>, cms: (url: string, init: RequestInit) => Response | Promise<Response>) {
    vi.stubEnv('CONNECTION_VERIFY_KEY', key);
    vi.stubEnv('CMS_URL', 'http://cms.test');
    const seen: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        seen.push({ url, init });
        return cms(url, init);
      }),
    );
    const { GET } = await import('../../src/pages/session/connection/verify');
    const url = new URL('http://site.test/session/connection/verify?cpfCnpj=529.982.247-25');
    const res = await GET({ request: new Request(url, { headers }), url, clientAddress: '203.0.113.9' } as never);
    return { res: res as Response, seen };
  }

  it('decrypts the CMS’s code and gives only realData, forwarding the captcha and the visitor’s address', async () => {
    const code = await encodeVerifyCode({ realData: 3 }, key);
    const { res, seen } = await call({ captcha: 'token-do-captcha', 'sec-fetch-site': 'same-origin', 'x-necta-site': '1' }, () =>
      Response.json({ internalCode: code }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ realData: 3 });
    expect(seen[0]!.url).toBe('http://cms.test/api/services/connection/verify?cpfCnpj=529.982.247-25');
    const headers = new Headers(seen[0]!.init.headers);
    expect(headers.get('captcha')).toBe('token-do-captcha');
    expect(headers.get('x-forwarded-for')).toBe('203.0.113.9');
  });

  it('passes a CMS refusal on with its status and message', async () => {
    const refusal = {
      data: null,
      error: { status: 400, name: 'ValidationError', message: 'Por favor, verifique se o documento inserido está correto', details: {} },
    };
    const { res } = await call({ 'x-necta-site': '1' }, () => Response.json(refusal, { status: 400 }));
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Por favor, verifique se o documento inserido está correto');
  });

  it('answers Erro ao verificar documento when the code cannot be decrypted or the CMS is down', async () => {
    const foreign = await encodeVerifyCode({ realData: 1 }, '11'.repeat(32));
    const wrongKey = await call({ 'x-necta-site': '1' }, () => Response.json({ internalCode: foreign }));
    expect(wrongKey.res.status).toBe(502);
    expect((await wrongKey.res.json()).error.message).toBe('Erro ao verificar documento');
    const down = await call({ 'x-necta-site': '1' }, () => {
      throw new TypeError('fetch failed');
    });
    expect(down.res.status).toBe(502);
    expect((await down.res.json()).error.message).toBe('Erro ao verificar documento');
  });

  it('refuses another site’s page (403) without calling the CMS', async () => {
    const refusedHeaders: Record<string, string>[] = [{ origin: 'https://evil.test' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of refusedHeaders) {
      const { res, seen } = await call(headers, () => Response.json({}));
      expect(res.status).toBe(403);
      expect(seen).toEqual([]);
    }
  });
});
