/** Answers of the planned-interruption calls (docs/insights-interruptions.md), shared by the CMS, the site and the client area. */
import type { InterruptionPhase } from './rules';

/** One interruption as the public page lists it (no contract ever named). */
export interface PublicInterruption {
  reason: string;
  /** ISO instants. */
  startsAt: string;
  expectedEndAt: string;
  phase: Exclude<InterruptionPhase, 'ENDED'>;
  /** The streets and CEP ranges as staff wrote them; both empty: the whole city, or customers told one by one (`byContract`). */
  streets: string[];
  cepRanges: string[];
  byContract: boolean;
}

/** GET /api/insights/interruptions/public */
export interface PublicInterruptionsView {
  cities: { city: string; interruptions: PublicInterruption[] }[];
}

/** GET /api/insights/interruptions: what reaches the contract (the home card). */
export interface ContractInterruptionsView {
  interruptions: { reason: string; startsAt: string; expectedEndAt: string; phase: Exclude<InterruptionPhase, 'ENDED'>; text: string }[];
}
