/**
 * The contracting flow's pure pieces (spec 04 §3, §4.3, §4.4, §5, §9): which page follows which
 * answer, the options each document sees, the verification outcomes and the form rules. The
 * spec's values and texts are written here literally.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  afterCondominium,
  afterGnv,
  afterResidential,
  firstPage,
  gnvOptionsFor,
  nextPage,
  REQUEST_TYPE,
  stepOf,
  successKind,
  verifyOutcome,
} from '../../src/islands/contracting/flow';
import { SERVICE_CARDS, serviceById, serviceHref } from '../../src/lib/want-to-hire';
import { fetchLocations } from '../../src/islands/contracting/api/list-locations';
import { lookupCep } from '../../src/islands/contracting/api/lookup-cep';
import { submitFailureMessage, submitFieldErrors } from '../../src/islands/contracting/model/submit-errors';
import { ApiError } from '../../src/lib/api-client';
import {
  businessFormSchema,
  condominiumContactSchema,
  condominiumFormSchema,
  condominiumSelectionSchema,
  documentError,
  individualCondominiumSchema,
  residentialAddressSchema,
  residentialPersonSchema,
} from '../../src/islands/contracting/schemas';
import { AVERAGE_CONSUMPTION_OPTIONS, DUE_DAYS, WHO_OPTIONS } from '../../cms/src/domain/connection/constants';
import { CONNECTION_SCHEMAS } from '../../cms/src/domain/connection/schemas';
import { generateCnpj, generateCpf } from '../../cms/src/portal/test-support/documents';

const maskCpf = (d: string) => d.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
const maskCnpj = (d: string) => d.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
const issues = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : (v.flatten(result.issues).nested ?? {});
};
const file = (name: string) => new File(['x'], name, { type: 'application/pdf' });

describe('services and their documents (spec 04 §4.4)', () => {
  it('offers the four services with who may ask for each', () => {
    expect(SERVICE_CARDS.map((c) => [c.title, c.document])).toEqual([
      ['Residência', 'CPF'],
      ['Comércio', 'CNPJ'],
      ['Indústria', 'CNPJ'],
      ['GNV', 'CPF ou CNPJ'],
    ]);
    expect(serviceHref('gnv')).toBe('/quero-contratar?servico=gnv');
    expect(serviceById('comercio')?.title).toBe('Comércio');
    expect(serviceById('other')).toBeUndefined();
  });

  it('starts each service on its first page', () => {
    expect(firstPage('residencia')).toBe('residential');
    expect(firstPage('comercio')).toBe('segmentPage');
    expect(firstPage('industria')).toBe('segmentPage');
    expect(firstPage('gnv')).toBe('gnv');
  });

  it('checks the document modal with the spec 04 §5 messages', () => {
    const cpf = generateCpf();
    const cnpj = generateCnpj();
    expect(documentError('CPF', maskCpf(cpf))).toBeNull();
    expect(documentError('CPF', cpf)).toBe('Por favor, verifique se o CPF inserido está correto');
    expect(documentError('CPF', '529.982.247-24')).toBe('Por favor, verifique se o CPF inserido está correto');
    expect(documentError('CNPJ', maskCnpj(cnpj))).toBeNull();
    expect(documentError('CNPJ', '11.222.333/0001-82')).toBe('Por favor, verifique se o CNPJ inserido está correto');
    expect(documentError('CPF_OR_CNPJ', maskCpf(cpf))).toBeNull();
    expect(documentError('CPF_OR_CNPJ', maskCnpj(cnpj))).toBeNull();
    expect(documentError('CPF_OR_CNPJ', '529.982.247-24')).toBe('Por favor, verifique se o documento inserido está correto');
    expect(documentError('CPF', '')).toBe('Esse campo é obrigatório');
  });
});

describe('document verification (spec 04 §4.3)', () => {
  it('reads the decrypted realData', () => {
    expect(verifyOutcome(0)).toBe('account');
    expect(verifyOutcome(1)).toBe('continue');
    expect(verifyOutcome(4)).toBe('continue');
    expect(verifyOutcome(3)).toBe('installation');
    for (const other of [2, 5, -1, '1', null, undefined]) expect(verifyOutcome(other)).toBe('error');
  });
});

describe('residential pages (spec 04 §4.4)', () => {
  it("'Apartamento' or 'Sim' lead to the condominium form; a house outside one to the address step", () => {
    expect(afterResidential('Apartamento', null)).toBe('condominiumForm');
    expect(afterResidential('Casa', 'Sim')).toBe('condominiumForm');
    expect(afterResidential('Casa', 'Não')).toBe('residentialAddress');
  });

  it('the street house and the condominium not found are two steps each', () => {
    expect(nextPage('residentialAddress')).toBe('residentialPerson');
    expect(nextPage('condominiumNotFoundAddress')).toBe('condominiumNotFoundContact');
    expect(nextPage('segmentPage')).toBeNull();
    expect(stepOf('residentialAddress')).toEqual({ step: 1, of: 2 });
    expect(stepOf('residentialPerson')).toEqual({ step: 2, of: 2 });
    expect(stepOf('condominiumNotFoundContact')).toEqual({ step: 2, of: 2 });
    expect(stepOf('gnv')).toBeNull();
  });

  it('a COLLECTIVE condominium already has gas; any other goes to the individual form', () => {
    expect(afterCondominium('COLLECTIVE')).toBe('collective');
    expect(afterCondominium('INDIVIDUAL')).toBe('individualCondominiumForm');
  });

  it('lists who may ask for a condominium, Morador included (it gets the modal)', () => {
    expect(WHO_OPTIONS).toEqual(['Administradora', 'Síndico', 'Morador']);
    expect(
      issues(condominiumFormSchema, { who: 'Morador', locationName: 'X', cep: '14801-010', address: 'Rua A', number: '10' }),
    ).toHaveProperty('who');
    expect(issues(condominiumFormSchema, { who: 'Síndico', locationName: 'X', cep: '14801-010', address: 'Rua A', number: '10' })).toEqual(
      {},
    );
  });
});

describe('GNV (spec 04 §4.4)', () => {
  it('a CPF of 11 digits sees only Veículo leve; a CNPJ sees the company options too', () => {
    expect(gnvOptionsFor(generateCpf())).toEqual(['Veículo leve']);
    expect(gnvOptionsFor(maskCnpj(generateCnpj()))).toEqual(['Veículo leve', 'Frota', 'Posto de abastecimento', 'Transporte público']);
  });

  it("'Veículo leve' shows the conversion information; the others open the vehicle company form", () => {
    expect(afterGnv('Veículo leve')).toBe('conversionInfo');
    for (const option of ['Frota', 'Posto de abastecimento', 'Transporte público'] as const)
      expect(afterGnv(option)).toBe('vehicleCompanyForm');
  });
});

describe('requests and success modals (spec 04 §3, §8)', () => {
  it('each form sends its request type', () => {
    expect(REQUEST_TYPE).toEqual({
      residentialPerson: 'STREET_HOUSE',
      condominiumNotFoundContact: 'STREET_HOUSE',
      individualCondominiumForm: 'INDIVIDUAL_RESIDENTIAL',
      segmentPage: 'BUSINESS',
      vehicleCompanyForm: 'AUTOMOBILE',
    });
  });

  it("only the condominium not found gets 'Vamos entrar em contato com você'", () => {
    expect(successKind('condominiumNotFoundContact')).toBe('contact');
    for (const page of ['residentialPerson', 'individualCondominiumForm', 'segmentPage', 'vehicleCompanyForm'] as const)
      expect(successKind(page)).toBe('registered');
  });
});

describe('option lists (spec 04 §3, §9)', () => {
  it('average consumption and invoice due days', () => {
    expect(AVERAGE_CONSUMPTION_OPTIONS).toEqual([
      '0,00 A 50,00 M³',
      '50,01 A 150,00',
      '150,01 A 500,00',
      '500,01 A 2.000,00',
      '2.000,01 A 5.000,00',
      '> 5.000,00 M³',
    ]);
    expect(DUE_DAYS).toEqual([3, 8, 13, 18, 23, 28]);
  });
});

describe('form rules (spec 04 §5)', () => {
  const cnpj = generateCnpj();
  const business = {
    socialReason: 'Padaria Pão Quente Ltda',
    cnpj: maskCnpj(cnpj),
    segment: 'Padaria',
    cep: '14801-010',
    address: 'Avenida Bento de Abreu',
    number: '100',
    complement: '',
    name: 'Maria',
    fullName: 'Maria da Silva',
    phone: '(16) 9 9123-4567',
    email: 'maria@exemplo.test',
    averageConsumption: '50,01 A 150,00',
  };

  it('a valid business form gives digits for the CNPJ, the CEP and the phone', () => {
    const out = v.parse(businessFormSchema, business);
    expect(out).toMatchObject({ cnpj, cep: '14801010', phone: '16991234567', email: 'maria@exemplo.test' });
  });

  it('business messages', () => {
    expect(
      issues(businessFormSchema, {
        ...business,
        segment: 'Padaria 24h',
        name: 'Maria 2',
        phone: '(16) 9 9123',
        email: 'maria@',
        cep: '14801',
        number: '',
        averageConsumption: '',
      }),
    ).toEqual({
      segment: ['Digite um segmento válido'],
      name: ['Digite um nome válido'],
      phone: ['Por favor, verifique se o telefone inserido está correto'],
      email: ['Por favor, verifique se o e-mail inserido está correto'],
      cep: ['CEP inválido'],
      number: ['Campo obrigatório'],
      averageConsumption: ['Campo obrigatório'],
    });
  });

  it('residential address and person messages', () => {
    expect(issues(residentialAddressSchema, { cep: '1480', address: 'Rua A', number: '0' })).toEqual({
      cep: ['CEP inválido'],
      number: ['Número inválido'],
    });
    expect(
      issues(residentialPersonSchema, {
        name: '',
        fullName: 'Ana Souza',
        cpf: '123',
        birthDate: '31/02/1990',
        phone: '(16) 9 9123-4567',
        email: 'x',
        rg: '1234',
      }),
    ).toEqual({
      name: ['Nome inválido'],
      rg: ['RG inválido'],
      cpf: ['CPF inválido'],
      birthDate: ['Data de nascimento inválida'],
      email: ['E-mail inválido'],
    });
  });

  it('condominium selection needs city, condominium and complement', () => {
    expect(Object.keys(issues(condominiumSelectionSchema, {}))).toEqual(['who', 'cityName', 'locationId', 'complement']);
    const listed = { cityName: 'Araraquara', locationId: '1', complement: 'Apto 12' };
    expect(issues(condominiumSelectionSchema, { ...listed, who: 'Morador' })).toEqual({
      who: ['Moradores devem pedir ao síndico do condomínio que entre em contato com a Necta.'],
    });
    expect(issues(condominiumSelectionSchema, { ...listed, who: 'Administradora' })).toEqual({});
  });

  it('the condominium contact checks the document by person type', () => {
    const base = { name: 'Ana', fullName: 'Ana Souza', phone: '(16) 9 9123-4567', email: 'ana@exemplo.test' };
    expect(issues(condominiumContactSchema, { ...base, personType: 'PF', cpfCnpj: '529.982.247-24' })).toEqual({
      cpfCnpj: ['Por favor, verifique se o CPF está correto.'],
    });
    expect(issues(condominiumContactSchema, { ...base, personType: 'PJ', cpfCnpj: maskCpf(generateCpf()) })).toEqual({
      cpfCnpj: ['Por favor, verifique se o CNPJ está correto.'],
    });
    expect(issues(condominiumContactSchema, { ...base, personType: 'PJ', cpfCnpj: maskCnpj(cnpj) })).toEqual({});
  });

  it('the individual condominium form: due day, RG, 1 to 2 documents and exactly 1 selfie', () => {
    const person = {
      name: 'Ana',
      fullName: 'Ana Souza',
      phone: '(16) 9 9123-4567',
      email: 'ana@exemplo.test',
      rg: '12345678-9',
      cpf: maskCpf(generateCpf()),
      birthDate: '10/05/1985',
      dueDate: '13',
      invoiceEmail: '',
    };
    expect(issues(individualCondominiumSchema, { ...person, files: [file('rg.pdf')], selfie: [file('eu.pdf')] })).toEqual({});
    expect(
      issues(individualCondominiumSchema, { ...person, files: [file('rg.pdf'), file('verso.pdf')], selfie: [file('eu.pdf')] }),
    ).toEqual({});
    expect(issues(individualCondominiumSchema, { ...person, files: [], selfie: [] })).toEqual({
      files: ['Campo obrigatório'],
      selfie: ['Campo obrigatório'],
    });
    expect(
      issues(individualCondominiumSchema, {
        ...person,
        dueDate: '10',
        rg: '12345',
        invoiceEmail: 'ana@',
        files: [file('1.pdf'), file('2.pdf'), file('3.pdf')],
        selfie: [file('a.pdf'), file('b.pdf')],
      }),
    ).toEqual({
      dueDate: ['Informe um valor válido'],
      rg: ['RG inválido'],
      invoiceEmail: ['E-mail inválido'],
      files: ['Campo obrigatório'],
      selfie: ['Campo obrigatório'],
    });
  });

  it('the server schemas the forms are built on refuse a Morador and a STREET_HOUSE document of the wrong kind', () => {
    const house = {
      type: 'STREET_HOUSE',
      name: 'Ana',
      fullName: 'Ana Souza',
      address: 'Rua A',
      number: '10',
      cep: '14801010',
      phone: '16991234567',
      email: 'ana@exemplo.test',
      personType: 'PF',
      cpfCnpj: generateCpf(),
      rg: '12.345.678-9'.replace(/\./g, ''),
    };
    expect(issues(CONNECTION_SCHEMAS.STREET_HOUSE, house)).toEqual({});
    // Spec 04 §5: the residential person's RG — min 7; letters, digits and '-' only.
    expect(issues(CONNECTION_SCHEMAS.STREET_HOUSE, { ...house, rg: '' })).toEqual({ rg: ['RG inválido'] });
    expect(issues(CONNECTION_SCHEMAS.STREET_HOUSE, { ...house, rg: '12345' })).toEqual({ rg: ['RG inválido'] });
    expect(issues(CONNECTION_SCHEMAS.STREET_HOUSE, { ...house, rg: '12.345.678' })).toEqual({ rg: ['RG inválido'] });
    expect(issues(CONNECTION_SCHEMAS.STREET_HOUSE, { ...house, who: 'Morador' })).toHaveProperty('who');
    expect(issues(CONNECTION_SCHEMAS.STREET_HOUSE, { ...house, personType: 'PJ' })).toEqual({
      cpfCnpj: ['Por favor, verifique se o CNPJ está correto.'],
    });
  });
});

describe('calls and their failures (spec 04 §7, §8)', () => {
  const answer = (status: number, body: unknown) =>
    Promise.resolve(
      new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );

  it('a CEP lookup fills the address, says CEP inválido on 404, and lets the person type it otherwise', async () => {
    const realFetch = globalThis.fetch;
    const calls: string[] = [];
    let next: () => Promise<Response> = () =>
      answer(200, { data: { cep: '14801010', logradouro: 'Rua A', bairro: 'Centro', localidade: 'Araraquara', uf: 'SP' } });
    globalThis.fetch = ((url: string) => {
      calls.push(url);
      return next();
    }) as typeof fetch;
    try {
      expect(await lookupCep('14801010')).toEqual({
        kind: 'found',
        address: { cep: '14801010', logradouro: 'Rua A', bairro: 'Centro', localidade: 'Araraquara', uf: 'SP' },
      });
      expect(calls).toEqual(['/api/services/connection/cep/14801010']);
      next = () => answer(404, { data: null, error: { status: 404, message: 'CEP inválido' } });
      expect(await lookupCep('99999999')).toEqual({ kind: 'invalid' });
      next = () => answer(503, { data: null, error: { status: 503, message: 'Não foi possível consultar o CEP. Preencha o endereço.' } });
      expect(await lookupCep('14801010')).toEqual({ kind: 'unavailable' });
      next = () => Promise.reject(new TypeError('Failed to fetch'));
      expect(await lookupCep('14801010')).toEqual({ kind: 'unavailable' });
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('the locations call sends the city uppercased', async () => {
    const realFetch = globalThis.fetch;
    const calls: string[] = [];
    globalThis.fetch = ((url: string) => {
      calls.push(url);
      return answer(200, { data: [] });
    }) as typeof fetch;
    try {
      expect(await fetchLocations('São Carlos')).toEqual([]);
      expect(calls).toEqual([`/api/services/connection/locations?cityName=${encodeURIComponent('SÃO CARLOS').replace(/%20/g, '+')}`]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('a refused request, a refused file and a failure get their own toast', () => {
    expect(submitFailureMessage(new ApiError(400, { data: null, error: { status: 400, message: 'x' } }))).toBe(
      'Sua solicitação não foi enviada. Por favor, tente novamente.',
    );
    expect(submitFailureMessage(new ApiError(400, { data: { error: 'ExtensionNotAllowed' }, error: { status: 400, message: 'x' } }))).toBe(
      'Formato de arquivo não suportado. Tente novamente.',
    );
    expect(submitFailureMessage(new ApiError(500, null))).toBe('Ocorreu um erro ao enviar o formulário. Tente novamente.');
    expect(submitFailureMessage(new TypeError('Failed to fetch'))).toBe('Ocorreu um erro ao enviar o formulário. Tente novamente.');
    expect(
      submitFieldErrors(
        new ApiError(400, { data: null, error: { status: 400, message: 'x', details: { errors: { email: 'E-mail inválido' } } } }),
      ),
    ).toEqual({ email: 'E-mail inválido' });
  });
});
