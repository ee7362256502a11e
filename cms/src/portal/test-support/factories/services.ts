/**
 * Test-support factories of the service domain (test stacks only; 404 elsewhere):
 * POST /api/test-support/factories/interruption {contractId, reason, startedAt, endedAt?} records an
 * interruption of a contract; PUT /factories/service-slot {kind, date, period, capacity, used?}
 * sets one date's vacancies; PUT /factories/service-settings sets the fees and default capacities.
 */
import type { Core } from '@strapi/strapi';
import { PERIODS, RECONNECTION_TYPES, SCHEDULED_KINDS } from '../../../domain/service/constants';
import { isIsoDate } from '../../../domain/time/sao-paulo';
import { badRequest, notFound } from '../../core/http';
import { CONTRACT_UID } from '../../core/types';
import { INTERRUPTION_UID, SERVICE_SETTING_UID, SERVICE_SLOT_UID, slotKey } from '../../service/store';

type Body = Record<string, unknown>;

const oneOf = <T extends string>(body: Body, key: string, values: readonly T[]): T => {
  const value = body[key];
  if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) throw badRequest(`${key}: one of ${values.join(', ')}`);
  return value as T;
};
const date = (body: Body, key: string) => {
  if (!isIsoDate(body[key])) throw badRequest(`${key}: YYYY-MM-DD`);
  return body[key] as string;
};
const whole = (body: Body, key: string, fallback?: number) => {
  const value = body[key] ?? fallback;
  if (!Number.isInteger(value) || (value as number) < 0) throw badRequest(`${key}: integer ≥ 0`);
  return value as number;
};

export async function createInterruption(strapi: Core.Strapi, body: Body) {
  const contract = (await strapi.db
    .query(CONTRACT_UID)
    .findOne({ where: { documentId: String(body.contractId ?? '') }, select: ['id'] })) as {
    id: number;
  } | null;
  if (!contract) throw notFound('Contrato não encontrado');
  const row = await strapi.documents(INTERRUPTION_UID).create({
    data: {
      contract: contract.id,
      reason: oneOf(body, 'reason', RECONNECTION_TYPES),
      startedAt: date(body, 'startedAt'),
      ...(body.endedAt === undefined ? {} : { endedAt: date(body, 'endedAt') }),
    } as never,
  });
  return { interruption: row };
}

export async function setServiceSlot(strapi: Core.Strapi, body: Body) {
  const kind = oneOf(body, 'kind', SCHEDULED_KINDS);
  const day = date(body, 'date');
  const period = oneOf(body, 'period', PERIODS);
  const data = {
    kind,
    date: day,
    period,
    capacity: whole(body, 'capacity'),
    used: whole(body, 'used', 0),
    slotKey: slotKey(kind, day, period),
  };
  const found = (await strapi.db.query(SERVICE_SLOT_UID).findOne({ where: { slotKey: data.slotKey }, select: ['id'] })) as {
    id: number;
  } | null;
  const slot = found
    ? await strapi.db.query(SERVICE_SLOT_UID).update({ where: { id: found.id }, data })
    : await strapi.documents(SERVICE_SLOT_UID).create({ data: data as never });
  return { slot };
}

export async function setServiceSettings(strapi: Core.Strapi, body: Body) {
  const data: Body = {};
  for (const key of ['fourHoursFeeCents', 'nextDayFeeCents', 'reconnectionCapacity', 'suspensionCapacity'])
    if (body[key] !== undefined) data[key] = whole(body, key);
  const found = (await strapi.db.query(SERVICE_SETTING_UID).findOne({ select: ['id'] })) as { id: number } | null;
  const settings = found
    ? await strapi.db.query(SERVICE_SETTING_UID).update({ where: { id: found.id }, data })
    : await strapi.documents(SERVICE_SETTING_UID).create({ data: data as never });
  return { settings };
}
