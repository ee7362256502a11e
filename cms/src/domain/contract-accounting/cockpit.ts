/**
 * The cockpit of one industrial contract as the API answers it and the screens read it (issue 26
 * §2; PORTAL-API.md §27): the rules of `rules.ts` composed for a month and a `today`, volumes as
 * exact m³ texts ('1234.5'), money as integer cents. Pure.
 */
import { volumeText, type Litres } from '../consumption/volumes';
import { addDays, type IsoDate } from '../time/sao-paulo';
import {
  contractYearOf,
  imbalanceBetween,
  monthRange,
  overrunBetween,
  takeOrPayFigures,
  todayFigures,
  type BandStatus,
  type DayFigures,
  type TodayStatus,
} from './rules';
import { termOn, type Term } from './terms';

type M3 = string;
const t = (l: Litres) => volumeText(l);
const tn = (l: Litres | null) => (l === null ? null : volumeText(l));
const n = (c: bigint) => Number(c);

export interface TermView {
  validFrom: IsoDate;
  validTo: IsoDate | null;
  qdc: M3;
  monthlyVolume: M3;
  annualVolume: M3;
  contractYearStart: string;
  takeOrPayPercent: string;
  takeOrPayPeriod: 'monthly' | 'annual';
  shipOrPayPercent: string;
  overrunTolerancePercent: string;
  overrunPenaltyFactor: string;
  makeUpYears: number;
  makeUpSharePercent: string;
  imbalanceTolerancePercent: string;
  imbalanceChargeFactor: string;
  tariffCentsPerM3: string;
}

export interface CockpitView {
  month: string;
  today: IsoDate;
  terms: TermView[];
  current: TermView | null;
  todayPanel: {
    date: IsoDate;
    qdc: M3;
    limit: M3;
    programmed: M3 | null;
    bandLow: M3 | null;
    bandHigh: M3 | null;
    partial: M3 | null;
    projected: M3 | null;
    status: TodayStatus;
    bandStatus: BandStatus | null;
    projectedOver: M3;
    projectedPenaltyCents: number;
  } | null;
  overrun: {
    month: {
      from: IsoDate;
      to: IsoDate;
      over: M3;
      penaltyCents: number;
      days: { date: IsoDate; measured: M3; qdc: M3; limit: M3; over: M3; penaltyCents: number }[];
    };
    year: { from: IsoDate; to: IsoDate; count: number; over: M3; penaltyCents: number } | null;
  };
  takeOrPay: {
    period: 'monthly' | 'annual';
    from: IsoDate;
    to: IsoDate;
    totalDays: number;
    elapsedDays: number;
    measuredToDate: M3;
    takeOrPayMinimum: M3;
    shipOrPayMinimum: M3;
    projected: M3 | null;
    takeOrPayShortfall: M3;
    shipOrPayShortfall: M3;
    dailyToAvoid: M3 | null;
    settlementShortfall: M3;
    settlementCents: number;
    settlementOn: IsoDate;
    likely: boolean;
    makeUp: { balance: M3; expiresOn: IsoDate | null; recoveredThisYear: M3 } | null;
  } | null;
  imbalance: {
    from: IsoDate;
    to: IsoDate;
    daysOutside: number;
    chargeCents: number;
    days: {
      date: IsoDate;
      programmed: M3;
      measured: M3;
      difference: M3;
      band: M3;
      outside: M3;
      status: BandStatus;
      chargeCents: number;
      cumulativeDifference: M3;
      cumulativeBand: M3;
      cumulativeOutside: M3;
      cumulativeChargeCents: number;
    }[];
  };
}

const pct = (bp: bigint) => (Number(bp) / 100).toString();
const factor = (h: bigint) => (Number(h) / 100).toString();

/** A term as shown: percentages and factors as decimal texts ('80', '1.5'), tariff in cents per m³ ('245.1234'). */
export function termView(term: Term): TermView {
  const tariffWhole = term.tariff / 10000n;
  const tariffFraction = String(term.tariff % 10000n)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return {
    validFrom: term.validFrom,
    validTo: term.validTo,
    qdc: t(term.qdc),
    monthlyVolume: t(term.monthlyVolume),
    annualVolume: t(term.annualVolume),
    contractYearStart: `${String(term.yearStart.day).padStart(2, '0')}/${String(term.yearStart.month).padStart(2, '0')}`,
    takeOrPayPercent: pct(term.takeOrPayBp),
    takeOrPayPeriod: term.takeOrPayPeriod,
    shipOrPayPercent: pct(term.shipOrPayBp),
    overrunTolerancePercent: pct(term.overrunToleranceBp),
    overrunPenaltyFactor: factor(term.overrunFactor),
    makeUpYears: term.makeUpYears,
    makeUpSharePercent: pct(term.makeUpShareBp),
    imbalanceTolerancePercent: pct(term.imbalanceToleranceBp),
    imbalanceChargeFactor: factor(term.imbalanceFactor),
    tariffCentsPerM3: `${tariffWhole}${tariffFraction ? `.${tariffFraction}` : ''}`,
  };
}

export interface CockpitInput {
  terms: readonly Term[];
  /** The contract's days, sorted, from `cockpitFrom(...)` to today. */
  days: readonly DayFigures[];
  today: IsoDate;
  /** `YYYY-MM` of the overrun and imbalance tables. */
  month: string;
  /** Today's programmed volume and partial measured volume, the gas day's base hour and the minute of the day now. */
  todayProgrammed: Litres | null;
  todayPartial: Litres | null;
  baseHour: number;
  nowMinutes: number;
}

/**
 * The whole cockpit. The month's tables stop at yesterday (today is not measured yet); the
 * overrun of the year runs over the contract year of the term in force today, up to yesterday.
 */
export function buildCockpit(input: CockpitInput): CockpitView {
  const { terms, days, today, month } = input;
  const yesterday = addDays(today, -1);
  const range = monthRange(month);
  const to = range.to < yesterday ? range.to : yesterday;
  const current = termOn(terms, today);
  const tp = todayFigures(terms, {
    date: today,
    programmed: input.todayProgrammed,
    partial: input.todayPartial,
    baseHour: input.baseHour,
    nowMinutes: input.nowMinutes,
  });
  const monthOverrun = overrunBetween(terms, days, range.from, to);
  const year = current ? contractYearOf(today, current.yearStart) : null;
  const yearOverrun = year ? overrunBetween(terms, days, year.from, yesterday) : null;
  const top = takeOrPayFigures(terms, days, today);
  const imbalance = imbalanceBetween(terms, days, range.from, to);
  return {
    month,
    today,
    terms: terms.map(termView),
    current: current ? termView(current) : null,
    todayPanel: tp && {
      date: tp.date,
      qdc: t(tp.qdc),
      limit: t(tp.limit),
      programmed: tn(tp.programmed),
      bandLow: tn(tp.bandLow),
      bandHigh: tn(tp.bandHigh),
      partial: tn(tp.partial),
      projected: tn(tp.projected),
      status: tp.status,
      bandStatus: tp.bandStatus,
      projectedOver: t(tp.projectedOver),
      projectedPenaltyCents: n(tp.projectedPenaltyCents),
    },
    overrun: {
      month: {
        from: range.from,
        to: range.to,
        over: t(monthOverrun.over),
        penaltyCents: n(monthOverrun.penaltyCents),
        days: monthOverrun.days.map((d) => ({
          date: d.date,
          measured: t(d.measured),
          qdc: t(d.qdc),
          limit: t(d.limit),
          over: t(d.over),
          penaltyCents: n(d.penaltyCents),
        })),
      },
      year:
        year && yearOverrun
          ? {
              from: year.from,
              to: year.to,
              count: yearOverrun.days.length,
              over: t(yearOverrun.over),
              penaltyCents: n(yearOverrun.penaltyCents),
            }
          : null,
    },
    takeOrPay: top && {
      period: top.period,
      from: top.from,
      to: top.to,
      totalDays: top.totalDays,
      elapsedDays: top.elapsedDays,
      measuredToDate: t(top.measuredToDate),
      takeOrPayMinimum: t(top.takeOrPayMinimum),
      shipOrPayMinimum: t(top.shipOrPayMinimum),
      projected: tn(top.projected),
      takeOrPayShortfall: t(top.takeOrPayShortfall),
      shipOrPayShortfall: t(top.shipOrPayShortfall),
      dailyToAvoid: tn(top.dailyToAvoid),
      settlementShortfall: t(top.settlementShortfall),
      settlementCents: n(top.settlementCents),
      settlementOn: top.settlementOn,
      likely: top.likely,
      makeUp: top.makeUp && {
        balance: t(top.makeUp.balance),
        expiresOn: top.makeUp.expiresOn,
        recoveredThisYear: t(top.makeUp.recoveredThisYear),
      },
    },
    imbalance: {
      from: range.from,
      to: range.to,
      daysOutside: imbalance.filter((d) => d.outside > 0n).length,
      chargeCents: n(imbalance.length ? imbalance[imbalance.length - 1]!.cumulativeChargeCents : 0n),
      days: imbalance.map((d) => ({
        date: d.date,
        programmed: t(d.programmed),
        measured: t(d.measured),
        difference: t(d.difference),
        band: t(d.band),
        outside: t(d.outside),
        status: d.status,
        chargeCents: n(d.chargeCents),
        cumulativeDifference: t(d.cumulativeDifference),
        cumulativeBand: t(d.cumulativeBand),
        cumulativeOutside: t(d.cumulativeOutside),
        cumulativeChargeCents: n(d.cumulativeChargeCents),
      })),
    },
  };
}
