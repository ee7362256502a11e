/** Answer schemas of the curtailment calls (PORTAL-API.md §28), strict, mirroring `../curtailment/types.ts`. */
import * as v from 'valibot';
import type { ContractCurtailmentView, CurtailmentListAnswer, CurtailmentNoticeView } from '../curtailment/types';

const instant = v.pipe(v.string(), v.isoTimestamp());
const nullableInstant = v.nullable(instant);
const kind = v.picklist(['VOLUME', 'PERCENT']);
const phase = v.picklist(['SCHEDULED', 'IN_FORCE', 'ENDED']);
const volume = v.pipe(v.string(), v.regex(/^\d+(\.\d{1,3})?$/));

const notice = v.strictObject({
  id: v.number(),
  kind,
  volume: v.nullable(volume),
  percent: v.nullable(v.string()),
  startsAt: instant,
  endsAt: nullableInstant,
  reason: v.string(),
  ackHours: v.number(),
  ackDeadline: instant,
  axis: v.nullable(v.strictObject({ id: v.number(), name: v.string() })),
  issuedAt: instant,
  issuedBy: v.nullable(v.string()),
  withdrawnAt: nullableInstant,
  withdrawnBy: v.nullable(v.string()),
  phase,
  targets: v.array(
    v.strictObject({
      contractId: v.string(),
      consumerCode: v.string(),
      name: v.string(),
      limit: volume,
      acknowledgedAt: nullableInstant,
      acknowledgedBy: v.nullable(v.string()),
      escalatedAt: nullableInstant,
    }),
  ),
});

const contractNotice = v.strictObject({
  id: v.number(),
  kind,
  percent: v.nullable(v.string()),
  limit: volume,
  startsAt: instant,
  endsAt: nullableInstant,
  reason: v.string(),
  ackDeadline: instant,
  phase,
  acknowledgedAt: nullableInstant,
  acknowledgedBy: v.nullable(v.string()),
});

export const CURTAILMENT_ANSWERS = {
  curtailmentList: v.strictObject({
    data: v.strictObject({
      notices: v.array(notice),
      axes: v.array(v.strictObject({ id: v.number(), name: v.string() })),
      contracts: v.array(
        v.strictObject({ id: v.string(), consumerCode: v.string(), name: v.string(), axisId: v.number(), qdc: v.string() }),
      ),
      defaultAckHours: v.number(),
    }),
  }),
  curtailmentNotice: v.strictObject({ data: notice }),
  curtailmentContractList: v.strictObject({ data: v.strictObject({ notices: v.array(contractNotice) }) }),
  curtailmentContractNotice: v.strictObject({ data: contractNotice }),
};

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The schemas above and the use cases' answer types cannot drift apart (compile time).
 * @public
 */
export const CURTAILMENT_ANSWER_TYPES_MATCH: [
  Same<v.InferOutput<typeof CURTAILMENT_ANSWERS.curtailmentList>, { data: CurtailmentListAnswer }>,
  Same<v.InferOutput<typeof CURTAILMENT_ANSWERS.curtailmentNotice>, { data: CurtailmentNoticeView }>,
  Same<v.InferOutput<typeof CURTAILMENT_ANSWERS.curtailmentContractList>, { data: { notices: ContractCurtailmentView[] } }>,
  Same<v.InferOutput<typeof CURTAILMENT_ANSWERS.curtailmentContractNotice>, { data: ContractCurtailmentView }>,
] = [true, true, true, true];
