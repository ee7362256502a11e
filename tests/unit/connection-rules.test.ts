/**
 * Pure rules of the contracting flow (spec 04 §3, §4.3, §4.4, §5, §9): the per-type request
 * schemas shared by the server and the island, the constants, the protocol format and the
 * AES-256-GCM verify code both servers use. Spec texts are written here literally.
 */
import { describe, expect, it } from 'vitest';
import {
  AVERAGE_CONSUMPTION_OPTIONS,
  DUE_DAYS,
  GNV_OPTIONS,
  PERSON_TYPES,
  UPLOAD_LIMITS,
  VERIFY_TIMEOUT_MS,
  WHO_OPTIONS,
  gnvOptionsFor,
} from '@domain/connection/constants';
import { formatProtocol, nextSequence, protocolPrefix } from '@domain/connection/protocol';
import { cepDigits, cityKey, fileCountErrors, fileVerdict } from '@domain/connection/rules';
import { businessSchema, connectionRequestErrors, parseConnectionRequest } from '@domain/connection/schemas';
import { decodeVerifyCode, encodeVerifyCode, isVerifyKey } from '@domain/connection/verify-code';
import { fieldMessages } from '@domain/request-schemas';
import * as v from 'valibot';

const base = {
  name: 'José',
  fullName: 'José da Silva',
  address: 'Rua Episcopal',
  number: '2210',
  complement: '',
  phone: '(16) 9 9876-5432',
  email: 'Jose.Silva@Exemplo.test',
  cep: '13560-570',
};
const business = {
  type: 'BUSINESS',
  ...base,
  socialReason: 'Silva & Filhos Ltda',
  cnpj: '11.222.333/0001-81',
  segment: 'Restaurante',
  averageConsumption: '0,00 A 50,00 M³',
};
const individual = {
  type: 'INDIVIDUAL_RESIDENTIAL',
  ...base,
  who: 'Síndico',
  cityName: 'São Carlos',
  locationName: 'Edifício Jardim Lutfalla',
  rg: '1234567',
  cpf: '529.982.247-25',
  birthDate: '29/02/2000',
  invoiceEmail: '',
  dueDate: '',
};
const streetHouse = {
  type: 'STREET_HOUSE',
  ...base,
  who: 'Administradora',
  locationName: '',
  personType: 'PJ',
  cpfCnpj: '11.222.333/0001-81',
};
const automobile = { type: 'AUTOMOBILE', ...base, socialReason: 'Frota Paulista Ltda', cnpj: '11222333000181' };

describe('constants of spec 04', () => {
  it('has the invoice due days, the average-consumption options and the other lists', () => {
    expect([...DUE_DAYS]).toEqual([3, 8, 13, 18, 23, 28]);
    expect([...AVERAGE_CONSUMPTION_OPTIONS]).toEqual([
      '0,00 A 50,00 M³',
      '50,01 A 150,00',
      '150,01 A 500,00',
      '500,01 A 2.000,00',
      '2.000,01 A 5.000,00',
      '> 5.000,00 M³',
    ]);
    expect([...WHO_OPTIONS]).toEqual(['Administradora', 'Síndico', 'Morador']);
    expect([...PERSON_TYPES]).toEqual(['PF', 'PJ']);
    expect([...GNV_OPTIONS]).toEqual(['Veículo leve', 'Frota', 'Posto de abastecimento', 'Transporte público']);
    expect(VERIFY_TIMEOUT_MS).toBe(60000);
    expect(UPLOAD_LIMITS).toMatchObject({ documentMin: 1, documentMax: 2, selfie: 1 });
  });

  it('offers a CPF only the light vehicle (spec 04 §4.4)', () => {
    expect(gnvOptionsFor('529.982.247-25')).toEqual(['Veículo leve']);
    expect(gnvOptionsFor('11.222.333/0001-81')).toEqual(['Veículo leve', 'Frota', 'Posto de abastecimento', 'Transporte público']);
  });
});

describe('request schemas', () => {
  it('accept each type and give what is stored: digits, lowercased e-mails, ISO dates, null for empty optional fields', () => {
    const b = parseConnectionRequest(business);
    expect(b).toEqual({
      ok: true,
      value: {
        type: 'BUSINESS',
        name: 'José',
        fullName: 'José da Silva',
        address: 'Rua Episcopal',
        number: '2210',
        complement: null,
        phone: '16998765432',
        email: 'jose.silva@exemplo.test',
        cep: '13560570',
        socialReason: 'Silva & Filhos Ltda',
        cnpj: '11222333000181',
        segment: 'Restaurante',
        averageConsumption: '0,00 A 50,00 M³',
      },
    });
    const i = parseConnectionRequest({ ...individual, dueDate: 28, invoiceEmail: 'Fatura@Exemplo.test' });
    expect(i.ok && i.value).toMatchObject({
      cpf: '52998224725',
      birthDate: '2000-02-29',
      dueDate: 28,
      invoiceEmail: 'fatura@exemplo.test',
    });
    expect(parseConnectionRequest(individual)).toMatchObject({ ok: true, value: { dueDate: null, invoiceEmail: null } });
    expect(parseConnectionRequest(streetHouse)).toMatchObject({
      ok: true,
      value: { personType: 'PJ', cpfCnpj: '11222333000181', who: 'Administradora', locationName: null, birthDate: null },
    });
    expect(parseConnectionRequest(automobile)).toMatchObject({ ok: true, value: { type: 'AUTOMOBILE', cnpj: '11222333000181' } });
  });

  it('drop fields that are not the type’s', () => {
    const parsed = parseConnectionRequest({ ...automobile, status: 'DONE', protocol: 'CON-2026-999999', segment: 'x' });
    expect(parsed.ok && Object.keys(parsed.value)).not.toContain('status');
    expect(parsed.ok && Object.keys(parsed.value)).not.toContain('protocol');
    expect(parsed.ok && Object.keys(parsed.value)).not.toContain('segment');
  });

  it('give the business form’s messages (spec 04 §5)', () => {
    expect(connectionRequestErrors({ ...business, segment: 'Padaria 24h' })).toEqual({ segment: 'Digite um segmento válido' });
    expect(connectionRequestErrors({ ...business, number: '' })).toEqual({ number: 'Campo obrigatório' });
    expect(connectionRequestErrors({ ...business, number: '-3' })).toEqual({ number: 'Campo obrigatório' });
    expect(connectionRequestErrors({ ...business, name: 'J0sé' })).toEqual({ name: 'Digite um nome válido' });
    expect(connectionRequestErrors({ ...business, phone: '(16) 9876-5432' })).toEqual({
      phone: 'Por favor, verifique se o telefone inserido está correto',
    });
    expect(connectionRequestErrors({ ...business, email: 'jose@exemplo' })).toEqual({
      email: 'Por favor, verifique se o e-mail inserido está correto',
    });
    expect(connectionRequestErrors({ ...business, cep: '13560-57' })).toEqual({ cep: 'CEP inválido' });
    expect(connectionRequestErrors({ ...business, averageConsumption: '10 M³' })).toEqual({
      averageConsumption: 'Informe um valor válido',
    });
    expect(connectionRequestErrors({ ...business, socialReason: ' ' })).toEqual({ socialReason: 'Campo obrigatório' });
    expect(connectionRequestErrors({ ...business, cnpj: '11.222.333/0001-82' })).toEqual({
      cnpj: 'Por favor, verifique se o CNPJ está correto.',
    });
  });

  it('give the residential and individual condominium messages (spec 04 §5)', () => {
    expect(connectionRequestErrors({ ...individual, cep: '1356' })).toEqual({ cep: 'CEP inválido' });
    expect(connectionRequestErrors({ ...individual, number: '0' })).toEqual({ number: 'Número inválido' });
    expect(connectionRequestErrors({ ...individual, cpf: '529.982.247-24' })).toEqual({ cpf: 'CPF inválido' });
    expect(connectionRequestErrors({ ...individual, name: '' })).toEqual({ name: 'Nome inválido' });
    expect(connectionRequestErrors({ ...individual, rg: '12.345' })).toEqual({ rg: 'RG inválido' });
    expect(connectionRequestErrors({ ...individual, rg: '12.345.678-9' })).toEqual({ rg: 'RG inválido' });
    // The requester of a unit of a listed condominium (spec 04 §4.4, §5).
    expect(connectionRequestErrors({ ...individual, who: '' })).toEqual({ who: 'Campo obrigatório' });
    expect(connectionRequestErrors({ ...individual, who: 'Morador' })).toEqual({
      who: 'Moradores devem pedir ao síndico do condomínio que entre em contato com a Necta.',
    });
    expect(connectionRequestErrors({ ...individual, rg: 'MG-1234567' })).toEqual({});
    expect(connectionRequestErrors({ ...individual, birthDate: '29/02/2001' })).toEqual({ birthDate: 'Data de nascimento inválida' });
    expect(connectionRequestErrors({ ...individual, birthDate: '1/2/2001' })).toEqual({ birthDate: 'Data de nascimento inválida' });
    expect(connectionRequestErrors({ ...individual, email: 'x' })).toEqual({ email: 'E-mail inválido' });
    expect(connectionRequestErrors({ ...individual, invoiceEmail: 'fatura@' })).toEqual({ invoiceEmail: 'E-mail inválido' });
    for (const dueDate of [3, 8, 13, 18, 23, 28, '3', '28']) expect(connectionRequestErrors({ ...individual, dueDate })).toEqual({});
    for (const dueDate of [1, 5, 30, '08a', 'três'])
      expect(connectionRequestErrors({ ...individual, dueDate })).toEqual({ dueDate: 'Informe um valor válido' });
    expect(connectionRequestErrors({ ...individual, cityName: '', locationName: '' })).toEqual({
      cityName: 'Campo obrigatório',
      locationName: 'Campo obrigatório',
    });
  });

  it('check the condominium contact’s document by its kind of person (spec 04 §5)', () => {
    expect(connectionRequestErrors({ ...streetHouse, personType: 'PF', cpfCnpj: '11.222.333/0001-81' })).toEqual({
      cpfCnpj: 'Por favor, verifique se o CPF está correto.',
    });
    expect(connectionRequestErrors({ ...streetHouse, personType: 'PJ', cpfCnpj: '529.982.247-25' })).toEqual({
      cpfCnpj: 'Por favor, verifique se o CNPJ está correto.',
    });
    expect(connectionRequestErrors({ ...streetHouse, personType: 'PF', cpfCnpj: '529.982.247-25' })).toEqual({});
    expect(connectionRequestErrors({ ...streetHouse, personType: '', cpfCnpj: 'x' })).toEqual({
      personType: 'Campo obrigatório',
      cpfCnpj: 'Por favor, verifique se o documento inserido está correto',
    });
    expect(connectionRequestErrors({ ...streetHouse, personType: 'PX' })).toEqual({ personType: 'Informe um valor válido' });
  });

  it('refuse a resident and accept the administration, the síndico or a house (no who)', () => {
    expect(connectionRequestErrors({ ...streetHouse, who: 'Morador' })).toEqual({
      who: 'Moradores devem pedir ao síndico do condomínio que entre em contato com a Necta.',
    });
    expect(connectionRequestErrors({ ...streetHouse, who: 'Síndico' })).toEqual({});
    expect(connectionRequestErrors({ ...streetHouse, who: '' })).toEqual({});
    expect(connectionRequestErrors({ ...streetHouse, who: 'Zelador' })).toEqual({ who: 'Informe um valor válido' });
  });

  it('read a missing, empty, array or object field as empty; an unknown type as a type error', () => {
    const { name: _n, ...noName } = business;
    expect(connectionRequestErrors(noName)).toEqual({ name: 'Digite um nome válido' });
    expect(connectionRequestErrors({ ...business, name: ['José', 'João'] })).toEqual({ name: 'Digite um nome válido' });
    expect(connectionRequestErrors({ ...business, email: { $ne: null } })).toEqual({
      email: 'Por favor, verifique se o e-mail inserido está correto',
    });
    expect(connectionRequestErrors({ ...business, name: 'a'.repeat(201) })).toEqual({ name: 'Digite um nome válido' });
    expect(connectionRequestErrors({ ...business, type: 'business' })).toEqual({ type: 'Tipo de solicitação inválido.' });
    expect(connectionRequestErrors({})).toEqual({ type: 'Tipo de solicitação inválido.' });
  });

  it('are usable as form schemas (valibot) and registered for the route-table harness', () => {
    expect(v.safeParse(businessSchema, business).success).toBe(true);
    expect(v.safeParse(businessSchema, { ...business, cep: '' }).issues?.[0]?.message).toBe('CEP inválido');
    expect(fieldMessages('connection.request', { ...business, cnpj: '' })).toEqual({
      cnpj: 'Por favor, verifique se o CNPJ está correto.',
    });
  });
});

describe('file rules', () => {
  it('count 1 to 2 documents and exactly 1 selfie for an individual condominium request', () => {
    expect(fileCountErrors('INDIVIDUAL_RESIDENTIAL', { files: 1, selfie: 1 })).toEqual({});
    expect(fileCountErrors('INDIVIDUAL_RESIDENTIAL', { files: 2, selfie: 1 })).toEqual({});
    expect(fileCountErrors('INDIVIDUAL_RESIDENTIAL', { files: 0, selfie: 1 })).toEqual({ files: 'Campo obrigatório' });
    expect(fileCountErrors('INDIVIDUAL_RESIDENTIAL', { files: 3, selfie: 1 })).toEqual({ files: 'Campo obrigatório' });
    expect(fileCountErrors('INDIVIDUAL_RESIDENTIAL', { files: 1, selfie: 0 })).toEqual({ selfie: 'Campo obrigatório' });
    expect(fileCountErrors('INDIVIDUAL_RESIDENTIAL', { files: 1, selfie: 2 })).toEqual({ selfie: 'Campo obrigatório' });
    expect(fileCountErrors('BUSINESS', { files: 0, selfie: 0 })).toEqual({});
    expect(fileCountErrors('BUSINESS', { files: 3, selfie: 0 })).toEqual({});
    expect(fileCountErrors('BUSINESS', { files: 4, selfie: 0 })).toEqual({ files: 'Campo obrigatório' });
    expect(fileCountErrors('AUTOMOBILE', { files: 0, selfie: 1 })).toEqual({ selfie: 'Informe um valor válido' });
  });

  it('accept PDF, JPEG and PNG content up to 5 MB; a selfie must be an image', () => {
    const mb5 = 5 * 1024 * 1024;
    expect(fileVerdict('files', 'application/pdf', mb5)).toBeNull();
    expect(fileVerdict('files', 'image/jpeg', 10)).toBeNull();
    expect(fileVerdict('selfie', 'image/png', 10)).toBeNull();
    expect(fileVerdict('files', 'application/pdf', mb5 + 1)).toBe('FileTooLarge');
    expect(fileVerdict('files', 'application/x-msdownload', 10)).toBe('ExtensionNotAllowed');
    expect(fileVerdict('files', undefined, 10)).toBe('ExtensionNotAllowed');
    expect(fileVerdict('files', 'image/gif', 10)).toBe('ExtensionNotAllowed');
    expect(fileVerdict('selfie', 'application/pdf', 10)).toBe('ExtensionNotAllowed');
    expect(fileVerdict('files', 'application/pdf', 0)).toBe('ExtensionNotAllowed');
  });
});

describe('cities, CEP and protocol', () => {
  it('compares city names without case or accents', () => {
    expect(cityKey('SÃO CARLOS')).toBe(cityKey('sao carlos'));
    expect(cityKey('Lençóis  Paulista')).toBe('lencois paulista');
    expect(cityKey(['x'])).toBe('');
  });

  it('takes a CEP of 8 digits, masked or not', () => {
    expect(cepDigits('14801-010')).toBe('14801010');
    expect(cepDigits('14801010')).toBe('14801010');
    for (const bad of ['1480101', '148010100', '14801_010', 'abcdefgh', '', undefined]) expect(cepDigits(bad)).toBeNull();
  });

  it('numbers protocols CON-<São Paulo year>-<6 digits> from 1 each year', () => {
    expect(protocolPrefix(new Date('2026-12-31T23:30:00-03:00'))).toBe('CON-2026-');
    expect(protocolPrefix(new Date('2027-01-01T01:00:00Z'))).toBe('CON-2026-'); // still 31/12 22:00 in São Paulo
    expect(formatProtocol('CON-2026-', 123)).toBe('CON-2026-000123');
    expect(nextSequence(null)).toBe(1);
    expect(nextSequence('CON-2026-000123')).toBe(124);
    expect(formatProtocol('CON-2026-', nextSequence('CON-2026-999999'))).toBe('CON-2026-1000000');
  });
});

describe('verify code (AES-256-GCM, WebCrypto)', () => {
  const key = '4f'.repeat(32);

  it('round-trips realData, with a 12-byte IV and a 16-byte tag', async () => {
    for (const realData of [0, 1, 3, 4] as const) {
      const code = await encodeVerifyCode({ realData }, key);
      expect(Buffer.from(code.iv, 'base64')).toHaveLength(12);
      expect(Buffer.from(code.data, 'base64')).toHaveLength(JSON.stringify({ realData }).length + 16);
      expect(await decodeVerifyCode(code, key)).toEqual({ realData });
    }
  });

  it('is readable by Node’s own AES-256-GCM (the contract’s format: ciphertext followed by the tag)', async () => {
    const { createDecipheriv } = await import('node:crypto');
    const code = await encodeVerifyCode({ realData: 3 }, key);
    const data = Buffer.from(code.data, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(key, 'hex'), Buffer.from(code.iv, 'base64'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
    expect(JSON.parse(plain)).toEqual({ realData: 3 });
  });

  it('fails with a wrong key, an altered code or a malformed one', async () => {
    const code = await encodeVerifyCode({ realData: 1 }, key);
    await expect(decodeVerifyCode(code, '50'.repeat(32))).rejects.toThrow();
    const altered = Buffer.from(code.data, 'base64');
    altered[0] = altered[0]! ^ 1;
    await expect(decodeVerifyCode({ ...code, data: altered.toString('base64') }, key)).rejects.toThrow();
    await expect(decodeVerifyCode({ iv: code.iv }, key)).rejects.toThrow();
    await expect(decodeVerifyCode({ iv: Buffer.alloc(8).toString('base64'), data: code.data }, key)).rejects.toThrow();
    await expect(decodeVerifyCode(null, key)).rejects.toThrow();
  });

  it('refuses content that is not realData 0, 1, 3 or 4', async () => {
    await expect(decodeVerifyCode(await encodeVerifyCode({ realData: 2 as never }, key), key)).rejects.toThrow(/realData/);
  });

  it('needs a key of 64 hexadecimal characters', async () => {
    expect(isVerifyKey(key)).toBe(true);
    expect(isVerifyKey('4f'.repeat(31))).toBe(false);
    expect(isVerifyKey('zz'.repeat(32))).toBe(false);
    await expect(encodeVerifyCode({ realData: 1 }, 'curta')).rejects.toThrow(/64 hexadecimal/);
  });
});
