/**
 * Test data made on demand, reachable only through /api/test-support (a test stack): each
 * test creates its own customers, contracts and staff instead of changing the demo accounts
 * of DESIGN §7, so a retry starts from the same state and tests can run in parallel.
 * Everything a factory makes is unique (e-mail `t-<random>@test.local`, a fresh consumer
 * code, a generated CPF/CNPJ with valid check digits) and is written in one transaction.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { isValidCpfCnpj } from '../../domain/cpf-cnpj';
import { isValidEmail, normalizeEmail } from '../../domain/email';
import { ROLE_DEFAULT_PERMISSIONS, isPermissionKey } from '../../domain/permissions';
import { AVATAR_URL_MAX, safeAvatarUrl } from '../../domain/avatar';
import { CUSTOMER_ROLES, STAFF_ROLES, type PortalRole } from '../../domain/roles';
import { badRequest, conflict, notFound, unprocessable, type FieldErrors } from '../core/http';
import { CONTRACT_UID, PROFILE_UID, USER_UID, type Situation } from '../core/types';
import { generateDocument, type DocumentKind } from './documents';
import { createPortalUser } from '../core/users';

export const FACTORY_PASSWORD = 'Test@12345';
export const MAX_CONTRACTS = 10;

const SITUATIONS = ['ACTIVE', 'DEACTIVATE', 'PENDING'] as const;
const SEGMENTS = ['RESIDENCIAL', 'COMERCIAL', 'INDUSTRIAL', 'GNV'] as const;
const DOCUMENTS = ['cpf', 'cnpj', 'cnpj-alnum'] as const;
type Segment = (typeof SEGMENTS)[number];

export interface MadeUser {
  id: number;
  documentId: string;
  email: string;
  /** The password to sign in with; null for an account that has none yet. */
  password: string | null;
  name: string;
  role: PortalRole;
  cpfCnpj: string | null;
  consumerCode: string | null;
  situation: Situation;
  active: boolean;
}

export interface MadeContract {
  id: number;
  documentId: string;
  consumerCode: string;
  consumerCpfCnpj: string;
  consumerName: string;
  situation: Situation;
  segment: Segment;
}

export interface MadeProfile {
  id: number;
  documentId: string;
  name: string;
  situation: Situation;
  permissions: string[];
}

// --- input checks (a 400 names the field, in Portuguese) -------------------------------------

type Body = Record<string, unknown>;

function rejectUnknown(body: Body, allowed: readonly string[]): void {
  const unknown = Object.keys(body).filter((k) => !allowed.includes(k));
  if (unknown.length) {
    const fields: FieldErrors = Object.fromEntries(unknown.map((k) => [k, 'Campo desconhecido']));
    throw badRequest(`Campo desconhecido: ${unknown.join(', ')}. Campos aceitos: ${allowed.join(', ')}.`, fields);
  }
}

function oneOf<T extends string>(body: Body, key: string, values: readonly T[], fallback: T): T;
function oneOf<T extends string>(body: Body, key: string, values: readonly T[], fallback?: undefined): T | undefined;
function oneOf<T extends string>(body: Body, key: string, values: readonly T[], fallback?: T): T | undefined {
  const value = body[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string' || !values.includes(value as T)) {
    const message = `${key} deve ser um destes valores: ${values.join(', ')}`;
    throw badRequest(message, { [key]: message });
  }
  return value as T;
}

function bool(body: Body, key: string, fallback: boolean): boolean {
  const value = body[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw badRequest(`${key} deve ser true ou false`, { [key]: `${key} deve ser true ou false` });
  return value;
}

function integer(body: Body, key: string, fallback: number, min: number, max: number): number {
  const value = body[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    const message = `${key} deve ser um número inteiro de ${min} a ${max}`;
    throw badRequest(message, { [key]: message });
  }
  return value;
}

function text(body: Body, key: string, max: number): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !value.trim() || value.length > max) {
    const message = `${key} deve ser um texto de 1 a ${max} caracteres`;
    throw badRequest(message, { [key]: message });
  }
  return value.trim();
}

function optionalEmail(body: Body): string | undefined {
  if (body.email === undefined || body.email === null) return undefined;
  const email = normalizeEmail(body.email);
  if (!isValidEmail(email)) throw badRequest('email deve ser um e-mail válido', { email: 'email deve ser um e-mail válido' });
  return email;
}

function password(body: Body): string | null {
  if (!('password' in body) || body.password === undefined) return FACTORY_PASSWORD;
  if (body.password === null) return null;
  if (typeof body.password !== 'string' || body.password.length < 8 || body.password.length > 64) {
    const message = 'password deve ser um texto de 8 a 64 caracteres, ou null para uma conta sem senha';
    throw badRequest(message, { password: message });
  }
  return body.password;
}

function documentIds(body: Body, key: string): string[] {
  const value = body[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_CONTRACTS || value.some((v) => typeof v !== 'string' || !v)) {
    const message = `${key} deve ser uma lista de até ${MAX_CONTRACTS} documentIds de contratos`;
    throw badRequest(message, { [key]: message });
  }
  return value as string[];
}

function positiveId(body: Body, key: string): number | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw badRequest(`${key} deve ser o id numérico de um usuário`, { [key]: `${key} deve ser o id numérico de um usuário` });
  }
  return value;
}

// --- generated values --------------------------------------------------------------------

const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Heitor', 'Íris', 'Júlio', 'Lúcia', 'Mateus'];
const LAST = ['Almeida', 'Barbosa', 'Cardoso', 'Duarte', 'Esteves', 'Figueiredo', 'Gonçalves', 'Holanda', 'Lacerda', 'Moraes'];
const SECTOR = ['Comércio', 'Indústria', 'Alimentos', 'Cerâmica', 'Têxtil', 'Metalúrgica', 'Plásticos', 'Química'];
const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)]!;
/**
 * Generated names are unique within this CMS process: tests that run in parallel find their own
 * row by its name in lists every test's accounts share (e.g. the quarterly-pending dialog), and
 * two accounts of the same name made that ambiguous. After 50 taken picks a number tells them apart.
 */
const usedNames = new Set<string>();
function uniqueName(make: () => string): string {
  let name = make();
  for (let attempt = 0; usedNames.has(name) && attempt < 50; attempt++) name = make();
  if (usedNames.has(name)) name = `${name} ${usedNames.size + 1}`;
  usedNames.add(name);
  return name;
}
const personName = () => uniqueName(() => `${pick(FIRST)} ${pick(LAST)} ${pick(LAST)}`);
const companyName = () => uniqueName(() => `${pick(LAST)} & ${pick(LAST)} ${pick(SECTOR)} Ltda`);
const uniqueEmail = () => `t-${randomBytes(6).toString('hex')}@test.local`;
const phone = () => `14${9}${String(randomInt(10_000_000, 100_000_000))}`;

async function freshConsumerCode(strapi: Core.Strapi): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    // 10 digits starting with 9: apart from the demo codes (1…, 2…, 3…, 9 digits).
    const code = `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
    if (!(await strapi.db.query(CONTRACT_UID).findOne({ where: { consumerCode: code }, select: ['id'] }))) return code;
  }
  throw new Error('no free consumer code after 20 attempts');
}

/** A generated document no user or contract holds yet, accepted by the portal's rule. */
async function freshDocument(strapi: Core.Strapi, kind: DocumentKind): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const value = generateDocument(kind);
    if (!isValidCpfCnpj(value)) {
      throw unprocessable(`Documento gerado recusado pela regra do portal: ${value}`, {
        document: 'Tipo de documento não aceito pelo portal',
      });
    }
    const user = await strapi.db.query(USER_UID).findOne({ where: { cpfCnpj: value }, select: ['id'] });
    const contract = await strapi.db.query(CONTRACT_UID).findOne({ where: { consumerCpfCnpj: value }, select: ['id'] });
    if (!user && !contract) return value;
  }
  throw new Error('no free document after 20 attempts');
}

type Docs = {
  create(args: { data: Record<string, unknown> }): Promise<{ id: number; documentId: string }>;
  update(args: { documentId: string; data: Record<string, unknown> }): Promise<unknown>;
};
const docs = (strapi: Core.Strapi, uid: string) => strapi.documents(uid as never) as unknown as Docs;

async function ensureEmailFree(strapi: Core.Strapi, email: string): Promise<void> {
  if (await strapi.db.query(USER_UID).findOne({ where: { email }, select: ['id'] })) {
    throw conflict('E-mail já cadastrado', { email: 'E-mail já cadastrado' });
  }
}

interface ContractSpec {
  cpfCnpj: string;
  ownerEmail: string;
  name: string;
  situation: Situation;
  segment: Segment;
  /** Default: a short address in Bauru (Rua dos Testes, <n>, Centro, Bauru - SP, 17015-000). */
  address?: string | null;
}

async function makeContract(strapi: Core.Strapi, spec: ContractSpec): Promise<MadeContract> {
  const consumerCode = await freshConsumerCode(strapi);
  const number = randomInt(10, 3000);
  const data = {
    consumerCode,
    consumerCpfCnpj: spec.cpfCnpj,
    consumerName: spec.name,
    consumerAddress: spec.address ?? `Rua dos Testes, ${number}, Centro, Bauru - SP, 17015-000`,
    city: 'Bauru',
    consumerId: `BP${consumerCode.slice(-7)}`,
    sapName: spec.name,
    sapEmail: spec.ownerEmail,
    contractOwnerEmail: spec.ownerEmail,
    portalPJ: spec.cpfCnpj.length === 14,
    vigencia: '2020-01-01',
    validity: spec.situation === 'DEACTIVATE' ? '2024-12-31' : null,
    situation: spec.situation,
    segment: spec.segment,
    qdc: spec.segment === 'INDUSTRIAL' ? 12000 : spec.segment === 'GNV' ? 4000 : null,
  };
  const created = await docs(strapi, CONTRACT_UID).create({ data });
  return {
    id: created.id,
    documentId: created.documentId,
    consumerCode,
    consumerCpfCnpj: spec.cpfCnpj,
    consumerName: spec.name,
    situation: spec.situation,
    segment: spec.segment,
  };
}

const defaultSegment = (role: PortalRole, cpfCnpj: string): Segment =>
  role === 'industry' ? 'INDUSTRIAL' : role === 'gnv' ? 'GNV' : cpfCnpj.length === 14 ? 'COMERCIAL' : 'RESIDENCIAL';

async function contractsByDocumentId(strapi: Core.Strapi, ids: string[]): Promise<MadeContract[]> {
  const out: MadeContract[] = [];
  for (const documentId of ids) {
    const row = (await strapi.db.query(CONTRACT_UID).findOne({ where: { documentId } })) as
      (MadeContract & { consumerName: string }) | null;
    if (!row) throw notFound(`Contrato ${documentId} não encontrado`, { linkContracts: 'Contrato não encontrado' });
    out.push({
      id: row.id,
      documentId: row.documentId,
      consumerCode: row.consumerCode,
      consumerCpfCnpj: row.consumerCpfCnpj,
      consumerName: row.consumerName,
      situation: row.situation,
      segment: row.segment,
    });
  }
  return out;
}

// --- factories ---------------------------------------------------------------------------

const CUSTOMER_FIELDS = [
  'contracts',
  'situation',
  'active',
  'email',
  'password',
  'name',
  'role',
  'document',
  'contractSituation',
  'segment',
  'emailVerified',
  'invoiceByEmail',
  'notificationAccess',
  'phone',
  'linkContracts',
  'accountOwnerId',
  'avatarUrl',
] as const;

/**
 * A customer account (client, industry, gnv or individual) with `contracts` new contracts in
 * its own document (default 1), optionally also linked to existing contracts
 * (`linkContracts`: documentIds) and made a secondary user of `accountOwnerId`. Defaults: an
 * active, confirmed account with password `Test@12345`; `active: false` and no contracts is
 * an account that has not finished registration; `situation: 'PENDING', password: null` a
 * secondary user who has not created a password yet.
 */
export async function createCustomer(strapi: Core.Strapi, body: Body) {
  rejectUnknown(body, CUSTOMER_FIELDS);
  const role = oneOf(body, 'role', CUSTOMER_ROLES, 'client');
  const contractsCount = integer(body, 'contracts', 1, 0, MAX_CONTRACTS);
  const situation = oneOf(body, 'situation', SITUATIONS, 'ACTIVE');
  const active = bool(body, 'active', situation === 'ACTIVE');
  const emailVerified = bool(body, 'emailVerified', situation !== 'PENDING');
  const documentKind = oneOf(body, 'document', DOCUMENTS, role === 'industry' || role === 'gnv' ? 'cnpj' : 'cpf');
  const contractSituation = oneOf(body, 'contractSituation', SITUATIONS, 'ACTIVE');
  const segmentChoice = oneOf(body, 'segment', SEGMENTS);
  const linkIds = documentIds(body, 'linkContracts');
  const accountOwnerId = positiveId(body, 'accountOwnerId');
  const signInPassword = password(body);
  const email = optionalEmail(body) ?? uniqueEmail();
  const phoneNumber = text(body, 'phone', 11) ?? phone();
  if (!/^\d{10,11}$/.test(phoneNumber)) throw badRequest('phone deve ter 10 ou 11 dígitos', { phone: 'phone deve ter 10 ou 11 dígitos' });
  const avatarText = text(body, 'avatarUrl', AVATAR_URL_MAX);
  const avatarUrl = avatarText === undefined ? null : safeAvatarUrl(avatarText);
  if (avatarText !== undefined && !avatarUrl)
    throw badRequest('avatarUrl deve ser https em googleusercontent.com', {
      avatarUrl: 'avatarUrl deve ser https em googleusercontent.com',
    });

  return strapi.db.transaction(async () => {
    await ensureEmailFree(strapi, email);
    if (accountOwnerId && !(await strapi.db.query(USER_UID).findOne({ where: { id: accountOwnerId }, select: ['id'] }))) {
      throw notFound(`Usuário ${accountOwnerId} não encontrado`, { accountOwnerId: 'Usuário não encontrado' });
    }
    const linked = await contractsByDocumentId(strapi, linkIds);
    const cpfCnpj = await freshDocument(strapi, documentKind);
    const name = text(body, 'name', 150) ?? (cpfCnpj.length === 14 ? companyName() : personName());
    const made: MadeContract[] = [];
    for (let i = 0; i < contractsCount; i++) {
      made.push(
        await makeContract(strapi, {
          cpfCnpj,
          ownerEmail: email,
          name,
          situation: contractSituation,
          segment: segmentChoice ?? defaultSegment(role, cpfCnpj),
        }),
      );
    }
    const contracts = [...made, ...linked];
    // An account that has not finished registration holds no document or code yet.
    const registered = active || contracts.length > 0;
    const consumerCode = registered ? (contracts[0]?.consumerCode ?? null) : null;
    const created = await createPortalUser(strapi, {
      email,
      ...(signInPassword ? { password: signInPassword } : {}),
      confirmed: emailVerified,
      name,
      cpfCnpj: registered ? cpfCnpj : null,
      consumerCode,
      portalRole: role,
      situation,
      active,
      emailVerified,
      phone: phoneNumber,
      invoiceByEmail: bool(body, 'invoiceByEmail', false),
      notificationAccess: bool(body, 'notificationAccess', true),
      contracts: contracts.map((c) => c.id),
      selectedContract: contracts.length === 1 ? contracts[0]!.id : null,
      accountOwner: accountOwnerId ?? null,
      avatarUrl,
    });
    const user: MadeUser = {
      id: created.id,
      documentId: created.documentId,
      email,
      password: signInPassword,
      name,
      role,
      cpfCnpj: registered ? cpfCnpj : null,
      consumerCode,
      situation,
      active,
    };
    return { user, contracts };
  });
}

const CONTRACT_FIELDS = ['userId', 'situation', 'segment', 'document', 'name', 'address'] as const;

/**
 * A contract. With `userId` it is linked to that user and carries the user's document (or a
 * new one when the user has none); without, it is a contract with no portal account yet —
 * what sign-up and the additional-data form look for.
 */
export async function createContract(strapi: Core.Strapi, body: Body) {
  rejectUnknown(body, CONTRACT_FIELDS);
  const userId = positiveId(body, 'userId');
  const situation = oneOf(body, 'situation', SITUATIONS, 'ACTIVE');
  const segmentChoice = oneOf(body, 'segment', SEGMENTS);
  const documentKind = oneOf(body, 'document', DOCUMENTS, 'cpf');
  const nameChoice = text(body, 'name', 150);
  const address = text(body, 'address', 255);
  return strapi.db.transaction(async () => {
    const user = userId
      ? ((await strapi.db.query(USER_UID).findOne({ where: { id: userId }, populate: { contracts: { select: ['id'] } } })) as {
          id: number;
          documentId: string;
          email: string;
          name: string | null;
          cpfCnpj: string | null;
          portalRole: PortalRole;
          contracts: { id: number }[];
        } | null)
      : null;
    if (userId && !user) throw notFound(`Usuário ${userId} não encontrado`, { userId: 'Usuário não encontrado' });
    const cpfCnpj = user?.cpfCnpj ?? (await freshDocument(strapi, documentKind));
    const name = nameChoice ?? user?.name ?? (cpfCnpj.length === 14 ? companyName() : personName());
    const contract = await makeContract(strapi, {
      cpfCnpj,
      ownerEmail: user?.email ?? uniqueEmail(),
      name,
      situation,
      segment: segmentChoice ?? defaultSegment(user?.portalRole ?? 'client', cpfCnpj),
      address,
    });
    if (user) {
      await docs(strapi, USER_UID).update({
        documentId: user.documentId,
        data: { contracts: [...user.contracts.map((c) => c.id), contract.id] },
      });
    }
    return { contract };
  });
}

const STAFF_FIELDS = ['role', 'permissions', 'profile', 'profileSituation', 'email', 'password', 'name', 'situation'] as const;

/**
 * A staff account (attendant-only, attendant-2, admin, admin-master, gas-programmer) with
 * its own new permission group: the role's default permissions, or `permissions` when given;
 * `profile: false` leaves it without a group (the role's defaults apply, as for the demo
 * master). Nobody else uses the group, so a test may change it freely.
 */
export async function createStaff(strapi: Core.Strapi, body: Body) {
  rejectUnknown(body, STAFF_FIELDS);
  if (body.role === undefined) {
    const message = `role é obrigatório: ${STAFF_ROLES.join(', ')}`;
    throw badRequest(message, { role: message });
  }
  const role = oneOf(body, 'role', STAFF_ROLES, 'attendant-only');
  const situation = oneOf(body, 'situation', SITUATIONS, 'ACTIVE');
  const profileSituation = oneOf(body, 'profileSituation', SITUATIONS, 'ACTIVE');
  const withProfile = bool(body, 'profile', role !== 'admin-master');
  let permissions: string[] = [...ROLE_DEFAULT_PERMISSIONS[role]];
  if (body.permissions !== undefined) {
    const list = body.permissions;
    if (!Array.isArray(list) || list.some((p) => !isPermissionKey(p))) {
      const bad = Array.isArray(list) ? list.filter((p) => !isPermissionKey(p)).map(String) : [];
      const message = `permissions deve ser uma lista de chaves de permissão (label.ação)${bad.length ? `; desconhecidas: ${bad.join(', ')}` : ''}`;
      throw badRequest(message, { permissions: message });
    }
    permissions = [...new Set(list as string[])];
  }
  const signInPassword = password(body);
  const email = optionalEmail(body) ?? uniqueEmail();
  const name = text(body, 'name', 150) ?? personName();

  return strapi.db.transaction(async () => {
    await ensureEmailFree(strapi, email);
    let profile: MadeProfile | null = null;
    if (withProfile) {
      const profileName = `Perfil de teste ${randomBytes(4).toString('hex')}`;
      const created = await docs(strapi, PROFILE_UID).create({ data: { name: profileName, situation: profileSituation, permissions } });
      profile = { id: created.id, documentId: created.documentId, name: profileName, situation: profileSituation, permissions };
    }
    const created = await createPortalUser(strapi, {
      email,
      ...(signInPassword ? { password: signInPassword } : {}),
      confirmed: situation !== 'PENDING',
      name,
      portalRole: role,
      situation,
      active: situation === 'ACTIVE',
      emailVerified: situation !== 'PENDING',
      notificationAccess: false,
      profile: profile?.id ?? null,
    });
    const user: MadeUser = {
      id: created.id,
      documentId: created.documentId,
      email,
      password: signInPassword,
      name,
      role,
      cpfCnpj: null,
      consumerCode: null,
      situation,
      active: situation === 'ACTIVE',
    };
    return { user, profile };
  });
}
