/**
 * New-connection contracting flow (spec 04 §3, §4.3, §4.4, §5, §7; PORTAL-API.md §11f) against a
 * real Strapi: document verification (realData from the database, encrypted with
 * CONNECTION_VERIFY_KEY), cities and condominiums, the postal-code lookup against a local
 * ViaCEP-like server, and the multipart request for each type — stored with its files and a
 * protocol, e-mailed to the customer and to the sales team — and its refusals, which write nothing.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeVerifyCode } from '@domain/connection/verify-code';
import { cpfCheckDigits, maskCpfCnpj } from '@domain/cpf-cnpj';
import { createContract, createCustomer, setClock } from '../support/factories';
import { startCms, type RunningCms } from './helpers/cms';
import { call, mails, sql } from './auth-support';

const INVALID_DOCUMENT = 'Por favor, verifique se o documento inserido está correto';
const SUPPORT_PHONE = '0800 773 6099';
const SALES = 'comercial@necta.local';

let cms: RunningCms;

beforeAll(async () => {
  cms = await startCms();
  await setClock(cms, '2026-03-02T10:00:00-03:00', { advance: true });
}, 240_000);
afterAll(async () => {
  await cms?.stop();
});

/** A valid CPF no factory made (starts with 0; factories never make those twice). */
function unknownCpf(): string {
  const base = `0${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return base + cpfCheckDigits(base);
}

async function verify(target: RunningCms, cpfCnpj: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${target.url}/api/services/connection/verify?${new URLSearchParams({ cpfCnpj })}`, { headers });
  return { status: res.status, body: (await res.json()) as any };
}

async function realDataOf(cpfCnpj: string): Promise<number> {
  const res = await verify(cms, cpfCnpj);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (await decodeVerifyCode(res.body.internalCode, cms.env.CONNECTION_VERIFY_KEY!)).realData;
}

describe('GET /api/services/connection/verify', () => {
  it('answers 0 for a document that has a portal account', async () => {
    const { user } = await createCustomer(cms);
    expect(await realDataOf(user.cpfCnpj!)).toBe(0);
    // masked as typed, too
    expect(await realDataOf(maskCpfCnpj(user.cpfCnpj!))).toBe(0);
  });

  it('answers 0 for an account even when all its contracts are deactivated', async () => {
    const { user } = await createCustomer(cms, { contractSituation: 'DEACTIVATE' });
    expect(await realDataOf(user.cpfCnpj!)).toBe(0);
  });

  it('answers 3 for a document with a contract and no account (an installation exists)', async () => {
    const { contract } = await createContract(cms);
    expect(await realDataOf(contract.consumerCpfCnpj)).toBe(3);
    const { contract: company } = await createContract(cms, { document: 'cnpj', situation: 'PENDING' });
    expect(await realDataOf(company.consumerCpfCnpj)).toBe(3);
  });

  it('answers 4 for a former customer: every contract DEACTIVATE and no account', async () => {
    const { contract } = await createContract(cms, { situation: 'DEACTIVATE' });
    expect(await realDataOf(contract.consumerCpfCnpj)).toBe(4);
  });

  it('answers 0 for an account with an alphanumeric CNPJ, typed masked and in lower case', async () => {
    const { user } = await createCustomer(cms, { document: 'cnpj-alnum' });
    expect(user.cpfCnpj).toMatch(/[A-Z]/);
    expect(await realDataOf(maskCpfCnpj(user.cpfCnpj!).toLowerCase())).toBe(0);
  });

  it('answers 1 for a document the portal does not know', async () => {
    expect(await realDataOf(unknownCpf())).toBe(1);
  });

  it('encrypts with AES-256-GCM under a fresh IV each time; another key cannot read it', async () => {
    const cpf = unknownCpf();
    const first = await verify(cms, cpf);
    const second = await verify(cms, cpf);
    expect(Buffer.from(first.body.internalCode.iv, 'base64')).toHaveLength(12);
    // ciphertext of {"realData":1} (14 bytes) + the 16-byte tag
    expect(Buffer.from(first.body.internalCode.data, 'base64')).toHaveLength(14 + 16);
    expect(first.body.internalCode.iv).not.toBe(second.body.internalCode.iv);
    expect(first.body.internalCode.data).not.toBe(second.body.internalCode.data);
    await expect(decodeVerifyCode(first.body.internalCode, 'ab'.repeat(32))).rejects.toThrow();
    expect(Object.keys(first.body)).toEqual(['internalCode']);
  });

  it('refuses an invalid or missing document with 400 and the spec message', async () => {
    for (const bad of ['', '123.456.789-00', '11111111111', '12345', '11.222.333/0001-00', 'abc']) {
      const res = await verify(cms, bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.message).toBe(INVALID_DOCUMENT);
      expect(res.body.error.details.errors).toEqual({ cpfCnpj: INVALID_DOCUMENT });
    }
  });
});

describe('GET /api/services/connection/cities and /locations', () => {
  it('lists the cities of spec §9 sorted by name', async () => {
    const res = await call(cms, 'GET', '/services/connection/cities');
    expect(res.status).toBe(200);
    const names = (res.body.data as { name: string }[]).map((c) => c.name);
    expect(names).toEqual([
      'Araçatuba',
      'Araraquara',
      'Bauru',
      'Descalvado',
      'Ibitinga',
      'Itápolis',
      'Lençóis Paulista',
      'Lins',
      'Marília',
      'Matão',
      'Pederneiras',
      'Porto Ferreira',
      'Ribeirão Preto',
      'São Carlos',
      'Valparaíso',
    ]);
  });

  it('lists the condominiums of a city matched without case or accents, sorted by name', async () => {
    for (const cityName of ['ARARAQUARA', 'araraquara', 'Araraquará']) {
      const res = await call(cms, 'GET', '/services/connection/locations', { query: { cityName } });
      expect(res.status).toBe(200);
      const data = res.body.data as { id: number; name: string; type: string; city: { name: string }; cep: string }[];
      expect(data.map((l) => l.name)).toEqual([
        'Condomínio Parque das Laranjeiras',
        'Edifício Morada do Sol',
        'Residencial Fonte Luminosa',
      ]);
      expect(data.map((l) => l.type)).toEqual(['COLLECTIVE', 'INDIVIDUAL', 'INDIVIDUAL']);
      expect(data[1]).toMatchObject({ address: 'Avenida Bento de Abreu', number: '1410', cep: '14801010', city: { name: 'Araraquara' } });
      expect(typeof data[0]!.id).toBe('number');
    }
    const saoCarlos = await call(cms, 'GET', '/services/connection/locations', { query: { cityName: 'SAO CARLOS' } });
    expect(saoCarlos.body.data.map((l: { type: string }) => l.type).sort()).toEqual(['COLLECTIVE', 'INDIVIDUAL', 'INDIVIDUAL']);
    expect(saoCarlos.body.data[0].city.name).toBe('São Carlos');
  });

  it('answers an empty list for an unknown city and 400 without a city', async () => {
    const unknown = await call(cms, 'GET', '/services/connection/locations', { query: { cityName: 'Cidade Que Não Existe' } });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ data: [] });
    const missing = await call(cms, 'GET', '/services/connection/locations');
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Informe a cidade.');
  });
});

// --- the request ---------------------------------------------------------------------------------

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A Windows executable's first bytes. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200, 1)]);

interface Part {
  field: 'files' | 'selfie' | string;
  name: string;
  type: string;
  bytes: Buffer;
}

const doc = (name = 'rg.pdf'): Part => ({ field: 'files', name, type: 'application/pdf', bytes: PDF });
const photo = (field: Part['field'] = 'selfie', name = 'selfie.png'): Part => ({ field, name, type: 'image/png', bytes: PNG });

async function submit(fields: Record<string, string | number>, parts: Part[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  for (const part of parts) form.append(part.field, new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.name);
  const res = await fetch(`${cms.url}/api/services/connection`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as any };
}

const person = () => ({
  name: 'Maria',
  fullName: 'Maria Aparecida Souza',
  address: 'Avenida Bento de Abreu',
  number: '1410',
  complement: 'Apto 12',
  phone: '(16) 9 9123-4567',
  email: `maria.${Math.random().toString(36).slice(2, 8)}@exemplo.test`,
  cep: '14801-010',
});

const business = () => ({
  type: 'BUSINESS',
  ...person(),
  socialReason: 'Padaria Pão Quente Ltda',
  cnpj: '11.222.333/0001-81',
  segment: 'Panificação',
  averageConsumption: '500,01 A 2.000,00',
});

const individual = () => ({
  type: 'INDIVIDUAL_RESIDENTIAL',
  ...person(),
  who: 'Administradora',
  cityName: 'Araraquara',
  locationName: 'Edifício Morada do Sol',
  rg: '12345678-X',
  cpf: '529.982.247-25',
  birthDate: '15/04/1985',
  invoiceEmail: 'Faturas.Maria@Exemplo.test',
  dueDate: '13',
});

const streetHouse = () => ({
  type: 'STREET_HOUSE',
  ...person(),
  who: 'Síndico',
  locationName: 'Condomínio Recanto Verde',
  personType: 'PF',
  cpfCnpj: '529.982.247-25',
  birthDate: '01/02/1970',
});

const automobile = () => ({
  type: 'AUTOMOBILE',
  ...person(),
  socialReason: 'Transportes Rápidos Ltda',
  cnpj: '11222333000181',
});

/** Files stored in this stack's private-files folder. */
function storedBytes(): number {
  if (!fs.existsSync(cms.privateDir)) return 0;
  return fs.readdirSync(cms.privateDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

async function counts(): Promise<{ requests: number; files: number; links: number; privateFiles: number; storedBytes: number }> {
  const one = async (table: string) =>
    Number((await sql<{ n: number }>(cms, `SELECT count(*) AS n FROM ${table}`, `SELECT count(*) AS n FROM ${table}`))[0]!.n);
  return {
    requests: await one('connection_requests'),
    files: await one('files'),
    links: await one('files_related_mph'),
    privateFiles: await one('private_files'),
    storedBytes: storedBytes(),
  };
}

interface StoredRow {
  id: number;
  protocol: string;
  type: string;
  status: string;
  [key: string]: unknown;
}

async function storedRequest(protocol: string): Promise<{ row: StoredRow; files: { field: string; mime: string; name: string }[] }> {
  const [row] = await sql<StoredRow>(
    cms,
    'SELECT * FROM connection_requests WHERE protocol = ?',
    'SELECT * FROM connection_requests WHERE protocol = $1',
    [protocol],
  );
  const files = await sql<{ kind: string; mime: string; name: string }>(
    cms,
    "SELECT kind, mime, name FROM private_files WHERE related_type = 'api::connection.connection-request' AND related_id = ? ORDER BY position, id",
    "SELECT kind, mime, name FROM private_files WHERE related_type = 'api::connection.connection-request' AND related_id = $1 ORDER BY position, id",
    [row!.id],
  );
  const field = (kind: string) => (kind === 'CONNECTION_SELFIE' ? 'selfie' : 'files');
  return { row: row!, files: files.map((f) => ({ field: field(f.kind), mime: f.mime, name: f.name })) };
}

function mailsTo(address: string) {
  return mails(cms).filter((m) => m.to.includes(address));
}

/** Expects a 400 refusal that wrote nothing, with this field's message. */
async function expectRefused(fields: Record<string, string | number>, parts: Part[], field: string, message: string) {
  const before = await counts();
  const res = await submit(fields, parts);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error.details.errors[field]).toBe(message);
  expect(res.body.error.details.fields[field]).toBe(message);
  expect(await counts()).toEqual(before);
  return res;
}

describe('POST /api/services/connection', () => {
  it('stores a BUSINESS request, answers its protocol and e-mails the customer and the sales team', async () => {
    const fields = business();
    const res = await submit(fields, [doc('cartao-cnpj.pdf')]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ data: { protocol: expect.stringMatching(/^CON-2026-\d{6}$/) } });
    const { protocol } = res.body.data;
    const { row, files } = await storedRequest(protocol);
    expect(row).toMatchObject({
      type: 'BUSINESS',
      status: 'OPEN',
      name: 'Maria',
      full_name: 'Maria Aparecida Souza',
      phone: '16991234567',
      cep: '14801010',
      cnpj: '11222333000181',
      segment: 'Panificação',
      average_consumption: '500,01 A 2.000,00',
      email: fields.email,
    });
    expect(files).toEqual([{ field: 'files', mime: 'application/pdf', name: 'solicitacao-ligacao-documento-1.pdf' }]);

    const [receipt] = mailsTo(fields.email);
    expect(receipt!.text).toContain(protocol);
    expect(receipt!.text).toContain(SUPPORT_PHONE);
    // The support e-mail of the server settings (SUPPORT_EMAIL), the one the success modals show.
    expect(receipt!.text).toContain('atendimento@necta.local');
    expect(receipt!.text).toContain('Tudo certo com seu cadastro!');
    // Protocol and fixed text only: nothing the sender typed reaches the address they gave.
    for (const typed of ['Maria', 'Padaria Pão Quente Ltda', '16991234567', 'Panificação'])
      expect(receipt!.text, typed).not.toContain(typed);
    const sales = mailsTo(SALES).find((m) => m.subject.includes(protocol));
    expect(sales!.text).toContain('Padaria Pão Quente Ltda');
    // The CNPJ is masked in the e-mail (only the middle of its root); the record keeps it whole.
    expect(sales!.text).toContain('**.222.333/****-**');
    expect(sales!.text).not.toContain('11.222.333/0001-81');
    expect(receipt!.text).not.toContain('11.222.333/0001-81');
  });

  it('accepts an alphanumeric CNPJ (Receita Federal example 12.ABC.345/01DE-35) and stores it normalized', async () => {
    const res = await submit({ ...business(), cnpj: '12.abc.345/01de-35' }, [doc('cartao-cnpj.pdf')]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { row } = await storedRequest(res.body.data.protocol);
    expect(row).toMatchObject({ cnpj: '12ABC34501DE35' });
  });

  it('stores an INDIVIDUAL_RESIDENTIAL request with its documents and selfie', async () => {
    const fields = { ...individual(), cityName: 'ARARAQUARA', locationName: 'edificio morada do sol' };
    const res = await submit(fields, [doc('rg-frente.pdf'), photo('files', 'rg-verso.png'), photo()]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { row, files } = await storedRequest(res.body.data.protocol);
    expect(row).toMatchObject({
      type: 'INDIVIDUAL_RESIDENTIAL',
      city_name: 'Araraquara',
      location_name: 'Edifício Morada do Sol',
      who: 'Administradora',
      rg: '12345678-X',
      cpf: '52998224725',
      invoice_email: 'faturas.maria@exemplo.test',
      due_date: 13,
    });
    // SQLite answers the DATE column as text, node-pg as a Date at local midnight.
    const birth = row.birth_date instanceof Date ? row.birth_date : null;
    const birthDate = birth
      ? `${birth.getFullYear()}-${String(birth.getMonth() + 1).padStart(2, '0')}-${String(birth.getDate()).padStart(2, '0')}`
      : String(row.birth_date);
    expect(birthDate).toMatch(/^1985-04-15/);
    // The multipart parser lists the files of one field as each finishes arriving, so the two
    // documents may come in either order; all three are kept, the selfie under its own kind.
    expect(files.map((f) => [f.field, f.mime]).sort()).toEqual([
      ['files', 'application/pdf'],
      ['files', 'image/png'],
      ['selfie', 'image/png'],
    ]);
  });

  it('stores STREET_HOUSE (CPF and CNPJ contacts) and AUTOMOBILE requests with consecutive protocols', async () => {
    const house = await submit(streetHouse());
    const company = await submit({
      ...streetHouse(),
      who: 'Administradora',
      personType: 'PJ',
      cpfCnpj: '11.222.333/0001-81',
      birthDate: '',
    });
    // A house (no 'who'), asked by a person: the residential step sends the RG (spec 04 §5), required there.
    const noRg = await submit({ ...streetHouse(), who: '', locationName: '' });
    expect(noRg.status).toBe(400);
    expect(noRg.body.error.details.fields.rg).toBe('RG inválido');
    const house2 = await submit({ ...streetHouse(), who: '', locationName: '', rg: 'mg-1234567' });
    const gnv = await submit(automobile());
    for (const res of [house, company, house2, gnv]) expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sequence = [house, company, house2, gnv].map((r) => Number(r.body.data.protocol.slice(-6)));
    expect(sequence).toEqual([sequence[0], sequence[0]! + 1, sequence[0]! + 2, sequence[0]! + 3]);
    expect((await storedRequest(company.body.data.protocol)).row).toMatchObject({
      person_type: 'PJ',
      cpf_cnpj: '11222333000181',
      who: 'Administradora',
    });
    expect((await storedRequest(house2.body.data.protocol)).row).toMatchObject({ rg: 'MG-1234567', person_type: 'PF' });
    expect((await storedRequest(gnv.body.data.protocol)).row).toMatchObject({
      type: 'AUTOMOBILE',
      social_reason: 'Transportes Rápidos Ltda',
    });
    // the condominium not found: 'Vamos entrar em contato com você'
    const [receipt] = mails(cms).filter((m) => m.text.includes(house.body.data.protocol) && !m.to.includes(SALES));
    expect(receipt!.text).toContain('Vamos entrar em contato com você');
  });

  it('refuses a missing or wrong field with its spec §5 message and writes nothing', async () => {
    const { segment: _s, ...noSegment } = business();
    await expectRefused(noSegment, [], 'segment', 'Digite um segmento válido');
    await expectRefused({ ...business(), name: 'Maria 2' }, [], 'name', 'Digite um nome válido');
    await expectRefused(
      { ...business(), phone: '(16) 3123-4567' },
      [],
      'phone',
      'Por favor, verifique se o telefone inserido está correto',
    );
    await expectRefused({ ...business(), email: 'maria@' }, [], 'email', 'Por favor, verifique se o e-mail inserido está correto');
    await expectRefused({ ...business(), cep: '1480' }, [], 'cep', 'CEP inválido');
    await expectRefused({ ...business(), averageConsumption: '' }, [], 'averageConsumption', 'Campo obrigatório');
    await expectRefused({ ...automobile(), cnpj: '11.222.333/0001-00' }, [], 'cnpj', 'Por favor, verifique se o CNPJ está correto.');
    const { cpf: _c, ...noCpf } = individual();
    await expectRefused(noCpf, [doc(), photo()], 'cpf', 'CPF inválido');
    await expectRefused({ ...individual(), name: '' }, [doc(), photo()], 'name', 'Nome inválido');
    await expectRefused({ ...individual(), number: '0' }, [doc(), photo()], 'number', 'Número inválido');
    await expectRefused({ ...individual(), birthDate: '31/02/1990' }, [doc(), photo()], 'birthDate', 'Data de nascimento inválida');
    await expectRefused({ ...individual(), rg: '123' }, [doc(), photo()], 'rg', 'RG inválido');
    await expectRefused(
      { ...streetHouse(), personType: 'PF', cpfCnpj: '11.222.333/0001-81' },
      [],
      'cpfCnpj',
      'Por favor, verifique se o CPF está correto.',
    );
    await expectRefused(
      { ...streetHouse(), personType: 'PJ', cpfCnpj: '529.982.247-25' },
      [],
      'cpfCnpj',
      'Por favor, verifique se o CNPJ está correto.',
    );
    const res = await expectRefused({ ...business(), type: 'OUTRO' }, [], 'type', 'Tipo de solicitação inválido.');
    expect(res.body.error.message).toBe('Tipo de solicitação inválido.');
  });

  it('refuses a due day outside 3, 8, 13, 18, 23, 28', async () => {
    for (const dueDate of ['5', '0', '31', 'dez'])
      await expectRefused({ ...individual(), dueDate }, [doc(), photo()], 'dueDate', 'Informe um valor válido');
  });

  it('refuses a resident (Morador), on the not-found and the listed condominium paths, and a condominium that is not individual', async () => {
    await expectRefused(
      { ...streetHouse(), who: 'Morador' },
      [],
      'who',
      'Moradores devem pedir ao síndico do condomínio que entre em contato com a Necta.',
    );
    // A unit of a listed condominium: the requester is asked there too (spec 04 §4.4, §5).
    await expectRefused(
      { ...individual(), who: 'Morador' },
      [doc(), photo()],
      'who',
      'Moradores devem pedir ao síndico do condomínio que entre em contato com a Necta.',
    );
    const { who: _w, ...noWho } = individual();
    await expectRefused(noWho, [doc(), photo()], 'who', 'Campo obrigatório');
    await expectRefused({ ...individual(), who: 'Porteiro' }, [doc(), photo()], 'who', 'Informe um valor válido');
    await expectRefused(
      { ...individual(), locationName: 'Condomínio Parque das Laranjeiras' },
      [doc(), photo()],
      'locationName',
      'Este condomínio já possui gás instalado.',
    );
    await expectRefused(
      { ...individual(), locationName: 'Edifício Inventado' },
      [doc(), photo()],
      'locationName',
      'Condomínio não encontrado nesta cidade.',
    );
  });

  it('needs 1 to 2 documents and exactly 1 selfie for an individual condominium request', async () => {
    await expectRefused(individual(), [photo()], 'files', 'Campo obrigatório');
    await expectRefused(individual(), [doc(), doc(), doc(), photo()], 'files', 'Campo obrigatório');
    await expectRefused(individual(), [doc()], 'selfie', 'Campo obrigatório');
    await expectRefused(individual(), [doc(), photo(), photo()], 'selfie', 'Campo obrigatório');
    await expectRefused(business(), [doc(), doc(), doc(), doc()], 'files', 'Campo obrigatório');
  });

  it('refuses a file whose content is not PDF, JPEG or PNG (ExtensionNotAllowed) and writes nothing', async () => {
    const renamed: Part = { field: 'files', name: 'documento.pdf', type: 'application/pdf', bytes: EXE };
    const res = await expectRefused(individual(), [doc(), renamed, photo()], 'files', 'Formato de arquivo não suportado. Tente novamente.');
    expect(res.body.data).toEqual({ error: 'ExtensionNotAllowed' });
    expect(res.body.error.message).toBe('Formato de arquivo não suportado. Tente novamente.');
    const text: Part = { field: 'selfie', name: 'selfie.png', type: 'image/png', bytes: Buffer.from('só um texto, não uma foto') };
    const second = await expectRefused(individual(), [doc(), text], 'selfie', 'Formato de arquivo não suportado. Tente novamente.');
    expect(second.body.data).toEqual({ error: 'ExtensionNotAllowed' });
    // a PDF is a document, not a selfie
    const pdfSelfie: Part = { ...doc('selfie.pdf'), field: 'selfie' };
    expect(
      (await expectRefused(individual(), [doc(), pdfSelfie], 'selfie', 'Formato de arquivo não suportado. Tente novamente.')).body.data,
    ).toEqual({
      error: 'ExtensionNotAllowed',
    });
  });

  it('refuses a file over 5 MB and writes nothing', async () => {
    const big: Part = {
      field: 'files',
      name: 'grande.pdf',
      type: 'application/pdf',
      bytes: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]),
    };
    const res = await expectRefused(individual(), [big, photo()], 'files', 'Cada arquivo pode ter no máximo 5 MB.');
    expect(res.body.data).toEqual({ error: 'FileTooLarge' });
  });

  it('answers 400 with a Portuguese reason, never 500, to a JSON body, a broken body and a bare string', async () => {
    const before = await counts();
    const unreadable = 'Não foi possível ler os dados enviados. Verifique o formulário e tente novamente.';
    for (const [body, type, message] of [
      ['{"type": "BUSINESS", ', 'application/json', unreadable],
      ['"texto"', 'application/json', unreadable],
      ['[1,2]', 'application/json', 'Tipo de solicitação inválido.'],
      ['--x\r\nContent-Disposition: form-data; name="type"\r\n\r\nBUSI', 'multipart/form-data; boundary=x', unreadable],
    ]) {
      const res = await fetch(`${cms.url}/api/services/connection`, { method: 'POST', headers: { 'content-type': type! }, body });
      expect(res.status, body).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message, body).toBe(message);
    }
    expect(await counts()).toEqual(before);
  });
});

// --- postal code, captcha: a CMS whose third parties are a local server --------------------------

describe('GET /api/services/connection/cep/{cep}', () => {
  const CAPTCHA_OK = 'captcha-aprovado';
  let thirdParty: http.Server;
  let withServices: RunningCms;

  beforeAll(async () => {
    thirdParty = http.createServer((req, res) => {
      const path = req.url ?? '';
      if (path.startsWith('/siteverify')) {
        let raw = '';
        req.on('data', (d) => (raw += d));
        req.on('end', () => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ success: new URLSearchParams(raw).get('response') === CAPTCHA_OK }));
        });
        return;
      }
      const cep = /^\/ws\/(\d{8})\/json\/$/.exec(path)?.[1];
      res.setHeader('content-type', 'application/json');
      if (cep === '14801010')
        return void res.end(
          JSON.stringify({
            cep: '14801-010',
            logradouro: 'Avenida Bento de Abreu',
            bairro: 'Centro',
            localidade: 'Araraquara',
            uf: 'SP',
            ibge: '3503208',
          }),
        );
      if (cep === '99999999') return void res.end(JSON.stringify({ erro: 'true' }));
      if (cep === '88888888') return void res.end(JSON.stringify({ erro: true }));
      if (cep === '22222222') return void setTimeout(() => res.end('{}'), 3000).unref();
      if (cep === '33333333') return void res.end('<html>garbage</html>');
      res.statusCode = 500;
      res.end('{}');
    });
    await new Promise<void>((resolve) => thirdParty.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(thirdParty.address() as AddressInfo).port}`;
    withServices = await startCms({
      CEP_SERVICE_URL: base,
      CEP_TIMEOUT_MS: '500',
      RECAPTCHA_SECRET: 'segredo-de-teste',
      RECAPTCHA_VERIFY_URL: `${base}/siteverify`,
    });
  }, 240_000);
  afterAll(async () => {
    await withServices?.stop();
    thirdParty?.closeAllConnections();
    await new Promise((resolve) => thirdParty?.close(resolve));
  });

  const cep = (target: RunningCms, value: string) => call(target, 'GET', `/services/connection/cep/${encodeURIComponent(value)}`);

  it('answers the address of a known CEP (masked or not)', async () => {
    for (const value of ['14801010', '14801-010']) {
      const res = await cep(withServices, value);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        data: { cep: '14801010', logradouro: 'Avenida Bento de Abreu', bairro: 'Centro', localidade: 'Araraquara', uf: 'SP' },
      });
    }
  });

  it('answers 404 CEP inválido when the service says erro, or the CEP is not 8 digits', async () => {
    for (const value of ['99999999', '88888888', '1234', '1234567a', '123456789']) {
      const res = await cep(withServices, value);
      expect(res.status, value).toBe(404);
      expect(res.body.error.message).toBe('CEP inválido');
    }
  });

  it('answers 503 when the service times out, answers garbage or fails, and when none is configured', async () => {
    const unavailable = 'Não foi possível consultar o CEP. Preencha o endereço.';
    for (const value of ['22222222', '33333333', '44444444']) {
      const res = await cep(withServices, value);
      expect(res.status, value).toBe(503);
      expect(res.body.error.message).toBe(unavailable);
    }
    const notConfigured = await cep(cms, '14801010');
    expect(notConfigured.status).toBe(503);
    expect(notConfigured.body.error.message).toBe(unavailable);
  });

  it('checks the captcha header of the verification when a reCAPTCHA secret is configured', async () => {
    const cpf = unknownCpf();
    const refused = await verify(withServices, cpf, { captcha: 'errado' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Não conseguimos validar o reCAPTCHA. Por favor, recarregue a página e tente novamente.');
    expect((await verify(withServices, cpf)).status).toBe(400);
    const accepted = await verify(withServices, cpf, { captcha: CAPTCHA_OK });
    expect(accepted.status).toBe(200);
    expect((await decodeVerifyCode(accepted.body.internalCode, withServices.env.CONNECTION_VERIFY_KEY!)).realData).toBe(1);
  });
});
