/**
 * The demo's curtailment notice (issue 26 §4; docs/curtailment.md): one restriction in force on
 * the axis of industria@demo.test's contract — 80 % of each active contract's QDC, from the hour
 * of the seed for five days, issued by programador@demo.test, acknowledgement within 48 hours —
 * not yet acknowledged, so the programming screen shows its banner and its button. Idempotent:
 * nothing is written when a notice exists.
 */
import type { Core } from '@strapi/strapi';
import { parseVolume, volumeText } from '../domain/consumption/volumes';
import { ackDeadlineOf, percentOfQdc } from '../domain/curtailment/rules';
import { now } from '../portal/core/clock';
import { CURTAILMENT_NOTICE_UID, CURTAILMENT_TARGET_UID } from '../portal/core/curtailment-limits';
import { industrialTerms } from '../portal/core/industrial';
import { CONTRACT_UID, USER_UID } from '../portal/core/types';
import { DEMO_CONTRACTS } from './demo-portal-data';

const PERCENT_HUNDREDTHS = 8000; // 80 %
const ACK_HOURS = 48;
const DAYS = 5;

export async function seedDemoCurtailment(strapi: Core.Strapi): Promise<void> {
  if ((await strapi.db.query(CURTAILMENT_NOTICE_UID).count({})) > 0) return;
  const contract = (await strapi.db.query(CONTRACT_UID).findOne({
    where: { consumerCode: DEMO_CONTRACTS.industria.consumerCode },
    select: ['id'],
  })) as { id: number } | null;
  if (!contract) return;
  const [own] = await industrialTerms(strapi, { contractRefs: [Number(contract.id)] });
  if (!own) return;
  const onAxis = await industrialTerms(strapi, { axisRef: own.axisRef });
  const active = new Set(
    (
      (await strapi.db.query(CONTRACT_UID).findMany({
        where: { id: { $in: onAxis.map((t) => t.contractRef) }, situation: 'ACTIVE' },
        select: ['id'],
      })) as { id: number }[]
    ).map((c) => Number(c.id)),
  );
  const issuedAt = now();
  const startsAt = new Date(Math.floor(issuedAt.getTime() / 3_600_000) * 3_600_000);
  const ackDeadline = ackDeadlineOf(issuedAt, ACK_HOURS);
  const programmer = (await strapi.db.query(USER_UID).findOne({ where: { email: 'programador@demo.test' }, select: ['id', 'email'] })) as {
    id: number;
    email: string;
  } | null;
  await strapi.db.transaction(async () => {
    const notice = (await strapi.db.query(CURTAILMENT_NOTICE_UID).create({
      data: {
        kind: 'PERCENT',
        percent: '80',
        volume: null,
        startsAt,
        endsAt: new Date(startsAt.getTime() + DAYS * 86_400_000),
        reason: 'Manutenção programada na estação de entrega (city gate) do eixo: vazão reduzida na rede de alta pressão.',
        ackHours: ACK_HOURS,
        ackDeadline,
        axisRef: own.axisRef,
        issuedAt,
        issuedById: programmer?.id ?? null,
        issuedByEmail: programmer?.email ?? 'programador@demo.test',
      },
    })) as { id: number };
    for (const t of onAxis.filter((x) => active.has(x.contractRef))) {
      const qdc = (parseVolume(t.qdc) as { ok: true; litres: bigint }).litres;
      await strapi.db.query(CURTAILMENT_TARGET_UID).create({
        data: {
          key: `${notice.id}:${t.contractRef}`,
          noticeId: notice.id,
          contractRef: t.contractRef,
          limitVolume: volumeText(percentOfQdc(qdc, PERCENT_HUNDREDTHS)),
          ackDeadline,
          status: 'IDLE',
          attempts: 0,
        },
      });
    }
  });
}
