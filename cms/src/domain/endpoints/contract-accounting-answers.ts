/**
 * Answer schemas of the contract cockpit (PORTAL-API.md §27; docs/contract-accounting.md): exact
 * m³ texts ('1234.5', negative for a difference below the programmed volume) and integer cents.
 */
import * as v from 'valibot';

const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const m3 = v.pipe(v.string(), v.regex(/^\d+(\.\d{1,3})?$/));
const signedM3 = v.pipe(v.string(), v.regex(/^-?\d+(\.\d{1,3})?$/));
const cents = v.pipe(v.number(), v.integer(), v.minValue(0));
const band = v.picklist(['within', 'above', 'below']);
const percent = v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/));

const term = v.strictObject({
  validFrom: isoDate,
  validTo: v.nullable(isoDate),
  qdc: m3,
  monthlyVolume: m3,
  annualVolume: m3,
  contractYearStart: v.pipe(v.string(), v.regex(/^\d{2}\/\d{2}$/)),
  takeOrPayPercent: percent,
  takeOrPayPeriod: v.picklist(['monthly', 'annual']),
  shipOrPayPercent: percent,
  overrunTolerancePercent: percent,
  overrunPenaltyFactor: percent,
  makeUpYears: v.pipe(v.number(), v.integer()),
  makeUpSharePercent: percent,
  imbalanceTolerancePercent: percent,
  imbalanceChargeFactor: percent,
  tariffCentsPerM3: v.pipe(v.string(), v.regex(/^\d+(\.\d{1,4})?$/)),
});

const contract = v.strictObject({
  id: v.string(),
  consumerCode: v.string(),
  name: v.string(),
  situation: v.string(),
});

const portfolioLine = v.strictObject({
  contract: v.strictObject({ id: v.string(), consumerCode: v.string(), name: v.string() }),
  kind: v.picklist(['ultrapassagem', 'take-or-pay', 'desequilibrio']),
  volume: m3,
  amountCents: cents,
  days: v.pipe(v.number(), v.integer(), v.minValue(0)),
  todayOverrun: v.boolean(),
  settlementOn: v.nullable(isoDate),
  dailyToAvoid: v.nullable(m3),
});

export const CONTRACT_ACCOUNTING_ANSWERS = {
  contractAccountingPortfolio: v.strictObject({
    data: v.strictObject({ month: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)), today: isoDate, lines: v.array(portfolioLine) }),
  }),
  contractAccountingContracts: v.strictObject({ data: v.array(contract) }),
  contractAccountingCockpit: v.strictObject({
    data: v.strictObject({
      contract,
      month: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)),
      today: isoDate,
      terms: v.array(term),
      current: v.nullable(term),
      todayPanel: v.nullable(
        v.strictObject({
          date: isoDate,
          qdc: m3,
          limit: m3,
          programmed: v.nullable(m3),
          bandLow: v.nullable(m3),
          bandHigh: v.nullable(m3),
          partial: v.nullable(m3),
          projected: v.nullable(m3),
          status: v.picklist(['no-data', 'within', 'above-qdc', 'overrun']),
          bandStatus: v.nullable(band),
          projectedOver: m3,
          projectedPenaltyCents: cents,
        }),
      ),
      overrun: v.strictObject({
        month: v.strictObject({
          from: isoDate,
          to: isoDate,
          over: m3,
          penaltyCents: cents,
          days: v.array(v.strictObject({ date: isoDate, measured: m3, qdc: m3, limit: m3, over: m3, penaltyCents: cents })),
        }),
        year: v.nullable(
          v.strictObject({ from: isoDate, to: isoDate, count: v.pipe(v.number(), v.integer()), over: m3, penaltyCents: cents }),
        ),
      }),
      takeOrPay: v.nullable(
        v.strictObject({
          period: v.picklist(['monthly', 'annual']),
          from: isoDate,
          to: isoDate,
          totalDays: v.pipe(v.number(), v.integer()),
          elapsedDays: v.pipe(v.number(), v.integer()),
          measuredToDate: m3,
          takeOrPayMinimum: m3,
          shipOrPayMinimum: m3,
          projected: v.nullable(m3),
          takeOrPayShortfall: m3,
          shipOrPayShortfall: m3,
          dailyToAvoid: v.nullable(m3),
          settlementShortfall: m3,
          settlementCents: cents,
          settlementOn: isoDate,
          likely: v.boolean(),
          makeUp: v.nullable(v.strictObject({ balance: m3, expiresOn: v.nullable(isoDate), recoveredThisYear: m3 })),
        }),
      ),
      imbalance: v.strictObject({
        from: isoDate,
        to: isoDate,
        daysOutside: v.pipe(v.number(), v.integer()),
        chargeCents: cents,
        days: v.array(
          v.strictObject({
            date: isoDate,
            programmed: m3,
            measured: m3,
            difference: signedM3,
            band: m3,
            outside: m3,
            status: band,
            chargeCents: cents,
            cumulativeDifference: signedM3,
            cumulativeBand: m3,
            cumulativeOutside: m3,
            cumulativeChargeCents: cents,
          }),
        ),
      }),
    }),
  }),
};
