/**
 * Test-support factory of the planned interruptions (test stacks only; 404 elsewhere):
 * POST /api/test-support/factories/planned-interruption {reason, city, streets?, cepRanges?,
 * consumerCodes?, startsAt, expectedEndAt} registers one as staff would in the admin (the same
 * checks: the save's lifecycle runs), so browser tests make their own.
 */
import type { Core } from '@strapi/strapi';
import { badRequest } from '../../core/http';
import { INTERRUPTION_UID } from '../../insights/interruptions/store';
import { rejectUnknown, text, type Body } from './input';

const FIELDS = ['reason', 'city', 'streets', 'cepRanges', 'consumerCodes', 'startsAt', 'expectedEndAt'] as const;

const instant = (body: Body, key: string) => {
  const value = body[key];
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw badRequest(`${key}: ISO 8601 instant`);
  return new Date(value);
};

export async function createPlannedInterruption(strapi: Core.Strapi, body: Body) {
  rejectUnknown(body, FIELDS);
  const row = (await strapi.db.query(INTERRUPTION_UID).create({
    data: {
      reason: text(body, 'reason', 500) ?? '',
      city: text(body, 'city', 120) ?? '',
      streets: text(body, 'streets', 5000) ?? null,
      cepRanges: text(body, 'cepRanges', 5000) ?? null,
      consumerCodes: text(body, 'consumerCodes', 20000) ?? null,
      startsAt: instant(body, 'startsAt'),
      expectedEndAt: instant(body, 'expectedEndAt'),
    },
  })) as { id: number; documentId: string };
  return { interruption: { id: row.id, documentId: row.documentId } };
}
