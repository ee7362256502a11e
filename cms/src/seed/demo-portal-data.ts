/**
 * The deterministic demo portal of DESIGN §7: accounts, their contracts and the permission
 * groups. CPFs/CNPJs get real check digits from the shared rule; addresses are in the
 * spec's cities. Tests import these constants instead of copying numbers.
 */
import { cnpjCheckDigits, cpfCheckDigits } from '../domain/cpf-cnpj';
import type { PortalRole } from '../domain/roles';
import { ROLE_DEFAULT_PERMISSIONS } from '../domain/permissions';

export const DEMO_PASSWORD = 'Demo@1234';

const cpf = (base9: string) => base9 + cpfCheckDigits(base9);
const cnpj = (base12: string) => base12 + cnpjCheckDigits(base12);

export interface DemoContract {
  consumerCode: string;
  consumerCpfCnpj: string;
  consumerName: string;
  consumerAddress: string;
  city: string;
  segment: 'RESIDENCIAL' | 'COMERCIAL' | 'INDUSTRIAL' | 'GNV';
  situation: 'ACTIVE' | 'DEACTIVATE' | 'PENDING';
  contractOwnerEmail: string;
  consumerId: string | null;
  portalPJ: boolean;
  vigencia: string;
  validity: string | null;
  qdc: number | null;
}

const contract = (
  c: Omit<DemoContract, 'situation' | 'portalPJ' | 'validity' | 'qdc' | 'consumerId'> & Partial<DemoContract>,
): DemoContract => ({
  situation: 'ACTIVE',
  portalPJ: c.consumerCpfCnpj.length === 14,
  validity: null,
  qdc: null,
  consumerId: `BP${c.consumerCode.slice(-7)}`,
  ...c,
});

const MARIA_CPF = cpf('348712965');
const JOAO_CPF = cpf('271946358');
const ANA_CPF = cpf('415873296');
const INDUSTRY_CNPJ = cnpj('472853190001');
const INDUSTRY_BRANCH_CNPJ = cnpj('472853190002');
const GNV_CNPJ = cnpj('318462750001');

export const DEMO_CONTRACTS = {
  cliente: contract({
    consumerCode: '100000001',
    consumerCpfCnpj: MARIA_CPF,
    consumerName: 'Maria Aparecida Souza',
    segment: 'RESIDENCIAL',
    consumerAddress: 'Rua Gustavo Maciel, 1450 - Apto 32, Centro, Bauru - SP, 17015-321',
    city: 'Bauru',
    contractOwnerEmail: 'cliente@demo.test',
    vigencia: '2019-03-01',
  }),
  multi1: contract({
    consumerCode: '100000002',
    consumerCpfCnpj: JOAO_CPF,
    consumerName: 'João Carlos Pereira',
    segment: 'RESIDENCIAL',
    consumerAddress: 'Avenida Presidente Vargas, 2121 - Apto 84, Jardim América, Ribeirão Preto - SP, 14020-260',
    city: 'Ribeirão Preto',
    contractOwnerEmail: 'multicontrato@demo.test',
    vigencia: '2018-06-15',
  }),
  multi2: contract({
    consumerCode: '100000003',
    consumerCpfCnpj: JOAO_CPF,
    consumerName: 'João Carlos Pereira',
    segment: 'RESIDENCIAL',
    consumerAddress: 'Rua Episcopal, 870, Centro, São Carlos - SP, 13560-570',
    city: 'São Carlos',
    contractOwnerEmail: 'multicontrato@demo.test',
    vigencia: '2020-01-10',
  }),
  multi3: contract({
    consumerCode: '100000004',
    consumerCpfCnpj: JOAO_CPF,
    consumerName: 'João Carlos Pereira',
    segment: 'COMERCIAL',
    consumerAddress: 'Avenida Bento de Abreu, 455 - Sala 2, Fonte Luminosa, Araraquara - SP, 14802-396',
    city: 'Araraquara',
    contractOwnerEmail: 'multicontrato@demo.test',
    vigencia: '2021-09-01',
    situation: 'DEACTIVATE',
    validity: '2024-08-31',
  }),
  /** Not linked: inativo@demo.test finishes registration with it (additional data). */
  inativo: contract({
    consumerCode: '100000005',
    consumerCpfCnpj: ANA_CPF,
    consumerName: 'Ana Beatriz Lima',
    segment: 'RESIDENCIAL',
    consumerAddress: 'Rua Nove de Julho, 1020, Centro, Marília - SP, 17500-000',
    city: 'Marília',
    contractOwnerEmail: 'inativo@demo.test',
    vigencia: '2022-04-20',
  }),
  industria: contract({
    consumerCode: '200000001',
    consumerCpfCnpj: INDUSTRY_CNPJ,
    consumerName: 'Cerâmica Paulista Indústria e Comércio Ltda',
    segment: 'INDUSTRIAL',
    consumerAddress: 'Rodovia Marechal Rondon, Km 438, Distrito Industrial, Lins - SP, 16403-000',
    city: 'Lins',
    contractOwnerEmail: 'industria@demo.test',
    vigencia: '2017-01-01',
    validity: '2031-12-31',
    qdc: 18000,
  }),
  industriaFilial: contract({
    consumerCode: '200000002',
    consumerCpfCnpj: INDUSTRY_BRANCH_CNPJ,
    consumerName: 'Cerâmica Paulista Indústria e Comércio Ltda - Filial Pederneiras',
    segment: 'INDUSTRIAL',
    consumerAddress: 'Avenida Industrial Antônio Pereira, 300, Distrito Industrial, Pederneiras - SP, 17280-000',
    city: 'Pederneiras',
    contractOwnerEmail: 'industria@demo.test',
    vigencia: '2020-07-01',
    validity: '2030-06-30',
    qdc: 9500,
  }),
  gnv: contract({
    consumerCode: '300000001',
    consumerCpfCnpj: GNV_CNPJ,
    consumerName: 'Auto Posto Valparaíso Ltda',
    segment: 'GNV',
    consumerAddress: 'Avenida Tiradentes, 1800, Centro, Valparaíso - SP, 16880-000',
    city: 'Valparaíso',
    contractOwnerEmail: 'gnv@demo.test',
    vigencia: '2016-05-02',
    qdc: 4200,
  }),
} satisfies Record<string, DemoContract>;

/** Contracts with no portal account yet: sign-up tests and demos use them. */
export const DEMO_FREE_CONTRACTS = {
  signUpE2e: contract({
    consumerCode: '100000006',
    consumerCpfCnpj: cpf('529184637'),
    consumerName: 'Luciana Ferreira Campos',
    segment: 'RESIDENCIAL',
    consumerAddress: 'Rua XV de Novembro, 615, Centro, Porto Ferreira - SP, 13660-000',
    city: 'Porto Ferreira',
    contractOwnerEmail: 'luciana.campos@exemplo.com.br',
    vigencia: '2023-02-01',
  }),
  signUpApi: contract({
    consumerCode: '100000007',
    consumerCpfCnpj: cpf('638295174'),
    consumerName: 'Paulo Henrique Rocha',
    segment: 'RESIDENCIAL',
    consumerAddress: 'Rua Marechal Deodoro, 240, Centro, Araçatuba - SP, 16010-310',
    city: 'Araçatuba',
    contractOwnerEmail: 'paulo.rocha@exemplo.com.br',
    vigencia: '2023-05-12',
  }),
  spare: contract({
    consumerCode: '100000008',
    consumerCpfCnpj: cnpj('519374820001'),
    consumerName: 'Padaria Pão Dourado Ltda',
    segment: 'COMERCIAL',
    consumerAddress: 'Rua Sete de Setembro, 95, Centro, Matão - SP, 15990-040',
    city: 'Matão',
    contractOwnerEmail: 'contato@paodourado.com.br',
    vigencia: '2022-11-03',
  }),
} satisfies Record<string, DemoContract>;

export type DemoContractKey = keyof typeof DEMO_CONTRACTS;

export interface DemoProfile {
  name: string;
  situation: 'ACTIVE' | 'DEACTIVATE';
  permissions: readonly string[];
}

export const DEMO_PROFILES = {
  atendimento: { name: 'Atendimento', situation: 'ACTIVE', permissions: ROLE_DEFAULT_PERMISSIONS['attendant-only'] },
  atendimento2: { name: 'Atendimento 2', situation: 'ACTIVE', permissions: ROLE_DEFAULT_PERMISSIONS['attendant-2'] },
  administrativo: { name: 'Administrativo', situation: 'ACTIVE', permissions: ROLE_DEFAULT_PERMISSIONS.admin },
  programacao: { name: 'Programação de gás', situation: 'ACTIVE', permissions: ROLE_DEFAULT_PERMISSIONS['gas-programmer'] },
  antigo: { name: 'Atendimento (descontinuado)', situation: 'DEACTIVATE', permissions: ['inicio.ver', 'atendimento.ver'] },
} satisfies Record<string, DemoProfile>;

export interface DemoAccount {
  email: string;
  name: string;
  role: PortalRole;
  /** Null: the account has no password yet (pending secondary user). */
  password: string | null;
  cpfCnpj: string | null;
  consumerCode: string | null;
  situation: 'ACTIVE' | 'DEACTIVATE' | 'PENDING';
  active: boolean;
  phone: string | null;
  invoiceByEmail: boolean;
  notificationAccess: boolean;
  contracts: readonly DemoContractKey[];
  selected: DemoContractKey | null;
  profile: keyof typeof DEMO_PROFILES | null;
  accountOwner: string | null;
  /** Where DESIGN §7 says the account lands after login. */
  landing: string;
}

const account = (a: Partial<DemoAccount> & Pick<DemoAccount, 'email' | 'name' | 'role' | 'landing'>): DemoAccount => ({
  password: DEMO_PASSWORD,
  cpfCnpj: null,
  consumerCode: null,
  situation: 'ACTIVE',
  active: true,
  phone: null,
  invoiceByEmail: false,
  notificationAccess: true,
  contracts: [],
  selected: null,
  profile: null,
  accountOwner: null,
  ...a,
});

export const DEMO_ACCOUNTS = [
  account({
    email: 'cliente@demo.test',
    name: 'Maria Aparecida Souza',
    role: 'client',
    cpfCnpj: MARIA_CPF,
    consumerCode: '100000001',
    phone: '14991234567',
    invoiceByEmail: true,
    contracts: ['cliente'],
    selected: 'cliente',
    landing: '/area-cliente/home',
  }),
  account({
    email: 'multicontrato@demo.test',
    name: 'João Carlos Pereira',
    role: 'client',
    cpfCnpj: JOAO_CPF,
    consumerCode: '100000002',
    phone: '16988776655',
    contracts: ['multi1', 'multi2', 'multi3'],
    selected: null,
    landing: '/contratos',
  }),
  account({ email: 'inativo@demo.test', name: 'Ana Beatriz Lima', role: 'client', active: false, landing: 'additional-data' }),
  account({
    email: 'atendente@demo.test',
    name: 'Carla Mendes',
    role: 'attendant-only',
    profile: 'atendimento',
    notificationAccess: false,
    landing: '/area-cliente/atendimento',
  }),
  account({
    email: 'atendente2@demo.test',
    name: 'Rafael Oliveira',
    role: 'attendant-2',
    profile: 'atendimento2',
    notificationAccess: false,
    landing: '/area-cliente/atendimento',
  }),
  account({ email: 'admin@demo.test', name: 'Fernanda Costa', role: 'admin', profile: 'administrativo', landing: '/area-cliente/home' }),
  account({ email: 'master@demo.test', name: 'Ricardo Almeida', role: 'admin-master', landing: '/area-cliente/home' }),
  account({
    email: 'industria@demo.test',
    name: 'Cerâmica Paulista Indústria e Comércio Ltda',
    role: 'industry',
    cpfCnpj: INDUSTRY_CNPJ,
    consumerCode: '200000001',
    phone: '14935221100',
    invoiceByEmail: true,
    contracts: ['industria', 'industriaFilial'],
    selected: 'industria',
    landing: '/area-cliente/programacao-consumo',
  }),
  account({
    email: 'operador.lins@demo.test',
    name: 'Marcos Vinícius Teixeira',
    role: 'industry',
    cpfCnpj: cpf('183560742'),
    contracts: ['industria'],
    selected: 'industria',
    accountOwner: 'industria@demo.test',
    landing: '/area-cliente/programacao-consumo',
  }),
  account({
    email: 'operadora.pederneiras@demo.test',
    name: 'Juliana Prado Nogueira',
    role: 'industry',
    cpfCnpj: cpf('624018375'),
    password: null,
    situation: 'PENDING',
    active: false,
    contracts: ['industriaFilial'],
    selected: 'industriaFilial',
    accountOwner: 'industria@demo.test',
    landing: '/area-cliente/programacao-consumo',
  }),
  account({
    email: 'programador@demo.test',
    name: 'Eduardo Martins',
    role: 'gas-programmer',
    profile: 'programacao',
    landing: '/area-cliente/visao-geral-dashboard',
  }),
  account({
    email: 'gnv@demo.test',
    name: 'Auto Posto Valparaíso Ltda',
    role: 'gnv',
    cpfCnpj: GNV_CNPJ,
    consumerCode: '300000001',
    phone: '18937421800',
    contracts: ['gnv'],
    selected: 'gnv',
    landing: '/area-cliente/home',
  }),
] as const satisfies readonly DemoAccount[];
