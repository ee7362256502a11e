/** Generated values of the factories: unique names, e-mails, phones, consumer codes and documents. */
import { randomBytes, randomInt } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { isValidCpfCnpj } from '../../../domain/cpf-cnpj';
import { conflict, unprocessable } from '../../core/http';
import { CONTRACT_UID, USER_UID } from '../../core/types';
import { generateDocument, type DocumentKind } from '../documents';

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
export const personName = () => uniqueName(() => `${pick(FIRST)} ${pick(LAST)} ${pick(LAST)}`);
export const companyName = () => uniqueName(() => `${pick(LAST)} & ${pick(LAST)} ${pick(SECTOR)} Ltda`);
export const uniqueEmail = () => `t-${randomBytes(6).toString('hex')}@test.local`;
export const phone = () => `14${9}${String(randomInt(10_000_000, 100_000_000))}`;

export async function freshConsumerCode(strapi: Core.Strapi): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    // 10 digits starting with 9: apart from the demo codes (1…, 2…, 3…, 9 digits).
    const code = `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
    if (!(await strapi.db.query(CONTRACT_UID).findOne({ where: { consumerCode: code }, select: ['id'] }))) return code;
  }
  throw new Error('no free consumer code after 20 attempts');
}

/** A generated document no user or contract holds yet, accepted by the portal's rule. */
export async function freshDocument(strapi: Core.Strapi, kind: DocumentKind): Promise<string> {
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
export const docs = (strapi: Core.Strapi, uid: string) => strapi.documents(uid as never) as unknown as Docs;

export async function ensureEmailFree(strapi: Core.Strapi, email: string): Promise<void> {
  if (await strapi.db.query(USER_UID).findOne({ where: { email }, select: ['id'] })) {
    throw conflict('E-mail já cadastrado', { email: 'E-mail já cadastrado' });
  }
}
