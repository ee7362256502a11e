/**
 * Writing a service request: its protocol, the vacancy it takes (reconnection and suspension)
 * and the row, in one transaction; then the customer's e-mail and notification. A protocol
 * taken meanwhile by a parallel request (unique key) retries the whole transaction.
 */
import type { Core } from '@strapi/strapi';
import { OPEN_STATUSES, type ScheduledKind, type ServiceKind } from '../../domain/service/constants';
import { SERVICE_MESSAGES as M } from '../../domain/service/messages';
import { nextServiceProtocol, serviceProtocolPrefix } from '../../domain/service/protocol';
import type { Slot } from '../../domain/service/rules';
import type { UserContractScope } from '../core/access';
import { now } from '../core/clock';
import { unprocessable } from '../core/http';
import { lastProtocol, withProtocolRetry } from '../core/protocols';
import { USER_UID, type ContractRow } from '../core/types';
import { isServiceRole } from '../../domain/roles';
import { recordAttendantChange } from '../core/records';
import { sendServiceReceipt } from './mail';
import { ensureSlot, SERVICE_REQUEST_UID, serializeContractRequests, takeVacancy } from './store';

export interface NewRequest {
  kind: ServiceKind;
  slot?: Slot;
  data: Record<string, unknown>;
  /** Runs in the row's transaction with its id and the customer's (e.g. the records of its private files). */
  withRow?: (id: number, customerId: number | null) => Promise<void>;
}

const KIND_LABELS: Record<ServiceKind, string> = {
  RECONNECTION: 'Religação de gás',
  SUSPENSION: 'Suspensão de fornecimento',
  TEMPORARY_BLOCK: 'Bloqueio temporário',
};

/** The account the request is for: the signed-in customer, or (attendant) the contract holder's account. */
async function customerOf(strapi: Core.Strapi, portal: UserContractScope, contract: ContractRow): Promise<number | null> {
  if (!isServiceRole(portal.user.portalRole)) return portal.user.id;
  const users = (await strapi.db.query(USER_UID).findMany({
    where: { contracts: { id: contract.id } },
    select: ['id', 'cpfCnpj'],
    orderBy: { id: 'asc' },
  })) as { id: number; cpfCnpj: string | null }[];
  return (users.find((u) => u.cpfCnpj === contract.consumerCpfCnpj) ?? users[0])?.id ?? null;
}

export async function createServiceRequest(strapi: Core.Strapi, portal: UserContractScope, request: NewRequest): Promise<string> {
  const contract = portal.contract;
  const attendant = isServiceRole(portal.user.portalRole) ? portal.user.id : null;
  const customer = await customerOf(strapi, portal, contract);
  const slotId = request.slot ? await ensureSlot(strapi, request.kind as ScheduledKind, request.slot.date, request.slot.period) : null;
  const protocol = await withProtocolRetry(strapi, async (trx) => {
    // One writer per contract at a time (PostgreSQL: two parallel submits would both find no
    // open request under READ COMMITTED); then checked again: the screen's verify may be stale.
    await serializeContractRequests(strapi, trx, contract.id);
    const open = await strapi.db.query(SERVICE_REQUEST_UID).count({
      where: { contract: { id: contract.id }, kind: request.kind, requestStatus: { $in: [...OPEN_STATUSES] } },
    });
    if (open > 0) throw unprocessable(M.openRequest);
    if (slotId !== null) await takeVacancy(strapi, trx, slotId);
    const at = now();
    const prefix = serviceProtocolPrefix(request.kind, at);
    const next = nextServiceProtocol(prefix, await lastProtocol(strapi, SERVICE_REQUEST_UID, prefix));
    const created = (await strapi.documents(SERVICE_REQUEST_UID).create({
      data: {
        ...request.data,
        protocol: next,
        kind: request.kind,
        requestStatus: request.slot ? 'SCHEDULED' : 'OPEN',
        contract: contract.id,
        customer,
        attendant,
        requestedBy: attendant ? 'ATTENDANT' : 'CUSTOMER',
        date: request.slot?.date ?? request.data.date ?? null,
        period: request.slot?.period ?? null,
        slot: slotId,
        requestedAt: at.toISOString(),
        // Strapi's input types refuse null for an optional date/enumeration, which clears it here.
      } as never,
    })) as { id: number };
    if (request.withRow) await request.withRow(created.id, customer);
    // A request made by staff on the customer's behalf is in the attendant audit, written with it.
    if (attendant && portal.user)
      await recordAttendantChange(strapi, {
        attendant: portal.user,
        contract,
        action: 'SERVICE_REQUEST',
        description: `${KIND_LABELS[request.kind]} solicitada - protocolo ${next}`,
        details: { protocol: next, kind: request.kind },
      });
    return next;
  });
  await sendServiceReceipt(strapi, {
    contract,
    customerId: customer,
    kind: request.kind,
    protocol,
    slot: request.slot ?? null,
    date: (request.data.date as string | undefined) ?? null,
  });
  return protocol;
}
