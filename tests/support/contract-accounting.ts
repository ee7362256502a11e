/**
 * The contract terms the contract-accounting tests use (API, component, browser and unit): the
 * rules every case shares and the industrial test contract's volumes. Written from the issue's
 * worked examples, not imported from the code under test.
 */

/** ToP 80 % annual, SoP 70 %, overrun tolerance 5 % × 2, make-up 1 year 100 %, imbalance band 10 % × 0,5, tariff 250,5 ¢/m³; contract year from 1 January. */
export const TERM_RULES = {
  contractYearStartMonth: 1,
  contractYearStartDay: 1,
  takeOrPayPercent: '80',
  takeOrPayPeriod: 'annual',
  shipOrPayPercent: '70',
  overrunTolerancePercent: '5',
  overrunPenaltyFactor: '2',
  makeUpYears: 1,
  makeUpSharePercent: '100',
  imbalanceTolerancePercent: '10',
  imbalanceChargeFactor: '0.5',
  tariffCentsPerM3: '250.5',
} as const;

/** The industrial test contract (QDC 1 000 m³ from its axis): 25 000 m³/month, 300 000 m³/year, with TERM_RULES. */
export const INDUSTRIAL_TERM = { monthlyVolume: '25000', annualVolume: '300000', ...TERM_RULES } as const;
