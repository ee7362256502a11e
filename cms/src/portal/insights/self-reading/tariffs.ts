/**
 * The contract's tariff class and its tariffs for the self-reading projection and the contest's
 * correction (docs/insights-self-reading.md): the same reading of the tariff table as the bill
 * explained (`portal/core/bill-explanation.ts`).
 */
import type { TariffClass } from '../../../domain/insights/explain/bill';

export { tariffsOf as tariffsOfClass } from '../../core/bill-explanation';

/** The contract's tariff class (its segment; residential when unset). */
export const classOf = (contract: { segment?: string | null }): TariffClass => (contract.segment ?? 'RESIDENCIAL') as TariffClass;
