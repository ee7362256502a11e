/** Answers of the curtailment calls (PORTAL-API.md §28; docs/curtailment.md). Volumes are m³ decimal texts, instants ISO 8601. */
import type { CurtailmentKind, CurtailmentPhase } from './rules';

/** One contract's part of a notice: its limit and its acknowledgement, for staff. */
export interface CurtailmentTargetView {
  contractId: string;
  consumerCode: string;
  name: string;
  limit: string;
  acknowledgedAt: string | null;
  acknowledgedBy: string | null;
  escalatedAt: string | null;
}

export interface CurtailmentNoticeView {
  id: number;
  kind: CurtailmentKind;
  volume: string | null;
  percent: string | null;
  startsAt: string;
  endsAt: string | null;
  reason: string;
  ackHours: number;
  ackDeadline: string;
  axis: { id: number; name: string } | null;
  issuedAt: string;
  issuedBy: string | null;
  withdrawnAt: string | null;
  withdrawnBy: string | null;
  phase: CurtailmentPhase;
  targets: CurtailmentTargetView[];
}

/** GET /api/curtailment/notices: the notices, newest first, and what the issue form chooses from. */
export interface CurtailmentListAnswer {
  notices: CurtailmentNoticeView[];
  axes: { id: number; name: string }[];
  contracts: { id: string; consumerCode: string; name: string; axisId: number; qdc: string }[];
  defaultAckHours: number;
}

/** A notice as the client reads it, for one of its contracts. */
export interface ContractCurtailmentView {
  id: number;
  kind: CurtailmentKind;
  percent: string | null;
  limit: string;
  startsAt: string;
  endsAt: string | null;
  reason: string;
  ackDeadline: string;
  phase: CurtailmentPhase;
  acknowledgedAt: string | null;
  acknowledgedBy: string | null;
}
