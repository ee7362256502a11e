/**
 * The bill explained (issue 25 §1, docs/insights-explain.md): the pure rules both sides use.
 * The types (BillInput, BillLine, ComputedBill, Tariff…, ComparableBill, Reason, BillReasons…) are
 * in ./bill and ./compare; import them from there (`@domain/insights/explain/bill`).
 */
export { computeBill, TariffNotFoundError, type Tariff } from './bill';
export { compareBills, mainReason } from './compare';
export { latePaymentCharges } from './late-payment';
