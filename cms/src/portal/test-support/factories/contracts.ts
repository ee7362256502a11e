/** Contracts made by the factories (alone, or for a customer of ./customers.ts). */
import { randomInt } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { PortalRole } from '../../../domain/roles';
import { notFound } from '../../core/http';
import { CONTRACT_UID, USER_UID, type Situation } from '../../core/types';
import { companyName, docs, freshConsumerCode, freshDocument, personName, uniqueEmail } from './generated';
import { oneOf, positiveId, rejectUnknown, text, type Body } from './input';
import { DOCUMENTS, SEGMENTS, SITUATIONS, type MadeContract, type Segment } from './made';

interface ContractSpec {
  cpfCnpj: string;
  ownerEmail: string;
  name: string;
  situation: Situation;
  segment: Segment;
  /** Default: a short address in Bauru (Rua dos Testes, <n>, Centro, Bauru - SP, 17015-000). */
  address?: string | null;
  /** Default: Bauru. */
  city?: string | null;
}

export async function makeContract(strapi: Core.Strapi, spec: ContractSpec): Promise<MadeContract> {
  const consumerCode = await freshConsumerCode(strapi);
  const number = randomInt(10, 3000);
  const data = {
    consumerCode,
    consumerCpfCnpj: spec.cpfCnpj,
    consumerName: spec.name,
    consumerAddress: spec.address ?? `Rua dos Testes, ${number}, Centro, Bauru - SP, 17015-000`,
    city: spec.city ?? 'Bauru',
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

export const defaultSegment = (role: PortalRole, cpfCnpj: string): Segment =>
  role === 'industry' ? 'INDUSTRIAL' : role === 'gnv' ? 'GNV' : cpfCnpj.length === 14 ? 'COMERCIAL' : 'RESIDENCIAL';

export async function contractsByDocumentId(strapi: Core.Strapi, ids: string[]): Promise<MadeContract[]> {
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

const CONTRACT_FIELDS = ['userId', 'situation', 'segment', 'document', 'name', 'address', 'city'] as const;

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
  const city = text(body, 'city', 120);
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
      city,
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
