/**
 * Demo bills (DESIGN §7, spec 01): cliente@demo.test's contract gets 36 months of history with
 * every status — the newest open (TO_EXPIRE), two overdue (PENDING), one negotiated, one paid
 * late, the rest paid on time — and every other demo contract 12 months (a closed contract up to
 * its end, a contract without an account 6). Dates are laid out around the day of the seed
 * (the server clock), so a fresh install shows each status; the status itself is derived when
 * answering, so as time passes the open bill becomes overdue as a real one would. Idempotent:
 * a contract that already has bills is left alone. Written without "bill issued" notices.
 */
import type { Core } from '@strapi/strapi';
import { addDays, saoPauloDate } from '../domain/time/sao-paulo';
import { now } from '../portal/core/clock';
import { CONTRACT_UID } from '../portal/core/types';
import { decimalText, issueInvoice, thousandths, withoutIssueNotice } from '../portal/core/invoice-issue';
import { INVOICE_UID } from '../portal/core/invoice-rows';
import { drawnOnDemand } from '../portal/core/rendered-pdfs';
import { DEMO_CONTRACTS, DEMO_FREE_CONTRACTS, type DemoContract } from './demo-portal-data';
import { dynamicPixPayload } from '../domain/collections/pix/brcode';
import { distributor } from '../portal/core/distributor';
import { PIX_CHARGE_UID, storeCharge } from '../portal/core/pix-charge';
import { computeBill, latePaymentCharges } from '../domain/insights/explain';
import type { OtherItem } from '../domain/insights/explain/bill';
import { DEMO_TARIFFS } from './demo-tariffs';
import { DUE_DAYS, dueDateOnDay } from '../domain/collections/due-date/rules';
import { NEGOTIATION_DEFAULTS } from '../domain/collections/negotiation/settings';
import { simulate, type Simulation, type SimulationOption } from '../domain/collections/negotiation/simulation';
import { creditUses } from '../domain/collections/credits/rules';
import { DEFAULT_FEES } from '../domain/service/constants';
import { feeInstalmentReference, planFeeInstalments } from '../domain/service/reconnection-fee';

/** `disputed`: open, its debt under judicial dispute (Lei 12.007/2009 art. 2º §3º; the declaration excludes its month). */
type Kind = 'open' | 'overdue' | 'negotiated' | 'paid-late' | 'paid' | 'disputed';

interface Plan {
  months: number;
  /** Status of the k-th newest bill (k = 1 is the newest); the rest are paid on time. */
  special: Partial<Record<number, Kind>>;
  /** Last reference month (YYYY-MM) for a closed contract; default: the month before today. */
  until?: string;
  /**
   * "The next bill" (docs/collections.md, "Demo"): the 3rd newest bill is negotiated by an
   * agreement made five days after its due date, whose first instalment comes on the newest bill,
   * and the customer changed the due day before the newest bill was issued, so it is due on the new
   * day (./demo-next-bill.ts stores the agreement and the change).
   */
  nextBill?: boolean;
  /**
   * A reconnection (issue 25; ./demo-bill-items.ts stores it): done in the month of the `doneAt`-th
   * newest bill at the settings' default fee, split in `count` instalments carried by the next bills.
   */
  reconnectionFee?: { doneAt: number; count: number };
  /** A credit (issue 25): the `overpaidAt`-th newest bill paid by Pix `cents` above its amount; the next bills consume it. */
  credit?: { overpaidAt: number; cents: number };
}

/** The reconnection fee and the credit of a plan, as ./demo-bill-items.ts stores them. */
export interface BillItemsPlan {
  reconnection: {
    reconnectedOn: string;
    feeCents: number;
    instalments: { number: number; count: number; amountCents: number; fromMonth: string; numDoc: string }[];
  } | null;
  credit: { cents: number; sourceNumDoc: string; paidOn: string; uses: { numDoc: string; amountCents: number }[] } | null;
}

/** The agreement and due-day change of a plan's `nextBill` (the numbers every copy of the demo shows). */
export interface NextBillPlan {
  negotiated: { numDoc: string; referenceMonth: string; dueDate: string; amountCents: number };
  acceptedOn: string;
  simulation: Simulation;
  option: SimulationOption;
  instalmentCents: number[];
  dueDay: number;
  /** Reference month of the newest bill: the first with the instalment and the new day. */
  newestMonth: string;
}

const NEXT_BILL_INSTALMENTS = 3;

/**
 * The agreement of the 3rd newest bill: made 5 days after its due date with the default settings,
 * in 3 instalments (fewer when the simulation does not offer 3); null when nothing is financed.
 */
function nextBillAgreement(negotiated: NextBillPlan['negotiated']) {
  const acceptedOn = addDays(negotiated.dueDate, 5);
  const simulation = simulate(negotiated.amountCents, NEGOTIATION_DEFAULTS, acceptedOn);
  const option = simulation.options.filter((o) => o.instalments <= NEXT_BILL_INSTALMENTS).at(-1);
  if (!option) return null;
  const instalmentCents = [...Array.from({ length: option.instalments - 1 }, () => option.instalmentCents), option.lastInstalmentCents];
  return { acceptedOn, simulation, option, instalmentCents };
}

/** The new due day of the newest bill: the first of 28, 23, 18… that leaves it due at least 3 days ahead of `today`. */
function nextBillDueDay(plannedDue: string, issueDate: string, today: string): { dueDay: number; dueDate: string } {
  for (const day of [...DUE_DAYS].reverse()) {
    const dueDate = dueDateOnDay(plannedDue, issueDate, day);
    if (dueDate >= addDays(today, 3)) return { dueDay: day, dueDate };
  }
  return { dueDay: 28, dueDate: dueDateOnDay(plannedDue, issueDate, 28) };
}

const PLANS: Record<string, Plan> = {
  cliente: { months: 36, special: { 1: 'open', 2: 'overdue', 3: 'overdue', 5: 'negotiated', 7: 'paid-late', 19: 'paid-late' } },
  // Two years each, so the discharge declaration (docs/collections-declaration.md) shows its states:
  // multi1's 15th newest bill (always due in an ended year) is under judicial dispute → a partial
  // declaration; multi2's 16th newest is unpaid → that year has none; multi3 (closed) → full ones.
  // Its 3rd newest bill is negotiated and the newest carries the agreement's first instalment and
  // the new due day (`nextBill`).
  // A reconnection done in the month of its 9th newest bill: the fee in 3 instalments on the 8th, 7th and 6th.
  multi1: {
    months: 24,
    special: { 1: 'open', 3: 'negotiated', 15: 'disputed' },
    nextBill: true,
    reconnectionFee: { doneAt: 9, count: 3 },
  },
  // João's overdue bills each show one collections state: the two oldest (16, 6) are negotiated by
  // the demo agreements (./demo-negotiation.ts), 5 carries a "Já paguei" receipt under review and 4
  // a suspension notice (./demo-collections.ts), 2 the demo's dynamic Pix charge (seedDemoPixCharge).
  // Its 12th newest bill was paid by Pix R$ 20,00 above its amount: the 11th carries the credit.
  multi2: {
    months: 24,
    special: { 1: 'open', 2: 'overdue', 3: 'overdue', 4: 'overdue', 5: 'overdue', 6: 'overdue', 16: 'overdue' },
    credit: { overpaidAt: 12, cents: 2_000 },
  },
  multi3: { months: 12, special: {}, until: '2024-08' },
  inativo: { months: 12, special: { 1: 'open' } },
  industria: { months: 12, special: { 1: 'open', 4: 'paid-late' } },
  industriaFilial: { months: 12, special: { 1: 'open', 2: 'overdue' } },
  gnv: { months: 12, special: { 1: 'open', 3: 'negotiated' } },
  signUpE2e: { months: 6, special: { 1: 'open' } },
  signUpApi: { months: 6, special: { 1: 'open' } },
  spare: { months: 6, special: { 1: 'open', 2: 'overdue' } },
};

/**
 * Per-segment measured volume (m³ per month, thousandths) and correction factor (pressure and
 * temperature of the meter to the reference conditions; docs/insights-explain.md). The amounts are
 * computed from the demo tariffs (./demo-tariffs.ts) by computeBill, with the fine and interest of a
 * bill paid late charged on the next one.
 */
const SEGMENT = {
  RESIDENCIAL: { base: 14_000, swing: 9_000, factor: '1.0183' },
  COMERCIAL: { base: 120_000, swing: 60_000, factor: '1.0183' },
  INDUSTRIAL: { base: 260_000_000, swing: 90_000_000, factor: '1.2468' },
  GNV: { base: 30_000_000, swing: 8_000_000, factor: '1.2468' },
} as const;

/** The reading day of a month (22nd to 28th, a real date in every month; the same on every install). */
const readingDay = (consumerCode: string, referenceMonth: string) =>
  `${referenceMonth}-${String(22 + Math.floor(unit(`${referenceMonth}${consumerCode}day`) * 7)).padStart(2, '0')}`;

/** Litres corrected by a factor with up to 4 decimals, rounded half up to the litre. */
const corrected = (litres: number, factor: string) => Math.round((litres * Math.round(Number(factor) * 10_000)) / 10_000);

const monthShift = (yearMonth: string, delta: number): string => {
  const [y, m] = yearMonth.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/** Deterministic 0…1 from a text (same demo numbers on every install). */
function unit(seed: string): number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return (h % 10_000) / 10_000;
}

/** The bills of one demo contract when seeded on `today` (YYYY-MM-DD, São Paulo). */
export function billsFor(key: string, contract: DemoContract, today: string) {
  return planFor(key, contract, today).bills;
}

/** The reconnection fee and the credit of a demo contract's bills (null each when its plan has none). */
export function billItemsPlanFor(key: string, contract: DemoContract, today: string): BillItemsPlan {
  return planFor(key, contract, today).items;
}

/** The `nextBill` agreement and due-day change of a demo contract, or null when its plan has none. */
export function nextBillPlanFor(key: string, contract: DemoContract, today: string): NextBillPlan | null {
  return planFor(key, contract, today).nextBill;
}

function planFor(key: string, contract: DemoContract, today: string) {
  const plan = PLANS[key]!;
  // A holder, not a `let`: the loop sets it at the 3rd newest bill and reads it at the newest.
  const next: { plan: NextBillPlan | null } = { plan: null };
  const tariff = SEGMENT[contract.segment];
  const newest = plan.until ?? monthShift(today.slice(0, 7), -1);
  let reading = 1_000_000 + Math.round(unit(contract.consumerCode) * 5_000_000);
  const bills = [];
  let previousReadingDate = readingDay(contract.consumerCode, monthShift(newest, -plan.months));
  let lateCharges: OtherItem[] = [];
  const billItems: BillItemsPlan = { reconnection: null, credit: null };
  let creditLeft = 0;
  for (let k = plan.months; k >= 1; k--) {
    const referenceMonth = monthShift(newest, -(k - 1));
    const month = Number(referenceMonth.slice(5));
    const winter = month >= 5 && month <= 8 ? 1.35 : 1;
    const volume = Math.round((tariff.base + unit(`${contract.consumerCode}${referenceMonth}`) * tariff.swing) * winter);
    const previous = reading;
    reading += volume;
    const kind: Kind = plan.until ? 'paid' : (plan.special[k] ?? 'paid');
    let issueDate = `${monthShift(referenceMonth, 1)}-05`;
    let dueDate = addDays(issueDate, 15);
    if (kind === 'open') {
      // The newest bill: issued no later than today and due ten days ahead.
      if (issueDate > today) issueDate = today;
      dueDate = addDays(today, 10);
    }
    const items: OtherItem[] = [...lateCharges];
    const fee = plan.reconnectionFee;
    if (fee && !plan.until && k === fee.doneAt) {
      const reconnectedOn = `${referenceMonth}-15`;
      const planned = planFeeInstalments(DEFAULT_FEES.nextDayCents, fee.count, reconnectedOn);
      billItems.reconnection = {
        reconnectedOn,
        feeCents: DEFAULT_FEES.nextDayCents,
        instalments: planned.map((p, i) => ({
          ...p,
          numDoc: `${contract.consumerCode}${monthShift(referenceMonth, i + 1).replace('-', '')}`,
        })),
      };
    }
    const feeInstalment = billItems.reconnection?.instalments.find(
      (i) => i.numDoc === `${contract.consumerCode}${referenceMonth.replace('-', '')}`,
    );
    if (feeInstalment)
      items.push({
        kind: 'RECONNECTION_INSTALMENT',
        amountCents: feeInstalment.amountCents,
        reference: feeInstalmentReference(feeInstalment.number, feeInstalment.count),
      });
    if (next.plan && k === 1) {
      // The agreement's first instalment on this bill, due on the new day (as the issue steps do).
      items.push({ kind: 'NEGOTIATION_INSTALMENT', amountCents: next.plan.instalmentCents[0]!, reference: 'nº 1' });
      const moved = nextBillDueDay(dueDate, issueDate, today);
      dueDate = moved.dueDate;
      next.plan = { ...next.plan, dueDay: moved.dueDay, newestMonth: referenceMonth };
    }
    const currentReadingDate = readingDay(contract.consumerCode, referenceMonth);
    const draw = unit(`${contract.consumerCode}${referenceMonth}reading`);
    const readingType = draw < 0.08 ? ('ESTIMATED' as const) : draw > 0.95 ? ('INFORMED' as const) : ('REAL' as const);
    const correctedM3 = decimalText(corrected(volume, tariff.factor));
    const computed = computeBill({
      tariffClass: contract.segment,
      periodStart: previousReadingDate,
      periodEnd: currentReadingDate,
      correctedM3,
      tariffs: DEMO_TARIFFS,
      otherItems: items,
    });
    let amountCents = computed.totalCents;
    // The contract's credit, up to the bill's total (domain/collections/credits, as the issue step takes it).
    const [use] = creditLeft > 0 ? creditUses(amountCents, [{ id: 1, remainingCents: creditLeft }]) : [];
    if (use) {
      creditLeft -= use.amountCents;
      billItems.credit!.uses.push({ numDoc: `${contract.consumerCode}${referenceMonth.replace('-', '')}`, amountCents: use.amountCents });
      amountCents = computeBill({
        tariffClass: contract.segment,
        periodStart: previousReadingDate,
        periodEnd: currentReadingDate,
        correctedM3,
        tariffs: DEMO_TARIFFS,
        otherItems: [...items, { kind: 'CREDIT', amountCents: use.amountCents }],
      }).totalCents;
    }
    const paymentDate =
      kind === 'paid' ? addDays(dueDate, -Math.round(unit(referenceMonth) * 6)) : kind === 'paid-late' ? addDays(dueDate, 6) : null;
    const late = paymentDate ? latePaymentCharges({ amountCents, dueDate, paidOn: paymentDate }) : null;
    lateCharges = late?.daysLate
      ? [
          { kind: 'FINE', amountCents: late.fineCents, reference: referenceMonth },
          { kind: 'INTEREST', amountCents: late.interestCents, reference: referenceMonth },
        ]
      : [];
    bills.push({
      numDoc: `${contract.consumerCode}${referenceMonth.replace('-', '')}`,
      referenceMonth,
      issueDate,
      dueDate,
      amountCents,
      previousReading: decimalText(previous),
      currentReading: decimalText(reading),
      consumptionM3: decimalText(thousandths(decimalText(reading)) - thousandths(decimalText(previous))),
      paymentDate: paymentDate && paymentDate < issueDate ? issueDate : paymentDate,
      paymentMethod: paymentDate ? ('BARCODE' as 'BARCODE' | 'PIX') : null,
      negotiated: kind === 'negotiated',
      judicialDispute: kind === 'disputed',
      previousReadingDate,
      currentReadingDate,
      readingType,
      measuredM3: decimalText(volume),
      correctionFactor: tariff.factor,
      correctedM3,
    });
    if (plan.credit && !plan.until && k === plan.credit.overpaidAt && kind === 'paid') {
      const bill = bills.at(-1)!;
      bill.paymentMethod = 'PIX';
      billItems.credit = { cents: plan.credit.cents, sourceNumDoc: bill.numDoc, paidOn: bill.paymentDate!, uses: [] };
      creditLeft = plan.credit.cents;
    }
    if (plan.nextBill && !plan.until && k === 3 && kind === 'negotiated') {
      const negotiated = { numDoc: bills.at(-1)!.numDoc, referenceMonth, dueDate, amountCents };
      const agreement = nextBillAgreement(negotiated);
      if (agreement) next.plan = { negotiated, ...agreement, dueDay: 0, newestMonth: '' };
    }
    previousReadingDate = currentReadingDate;
  }
  return { bills, nextBill: next.plan?.dueDay ? next.plan : null, items: billItems };
}

export async function seedDemoInvoices(strapi: Core.Strapi): Promise<number> {
  const today = saoPauloDate(now());
  const all: [string, DemoContract][] = [...Object.entries(DEMO_CONTRACTS), ...Object.entries(DEMO_FREE_CONTRACTS)];
  let created = 0;
  // The demo's years of bills: no notice each, and drawn when first asked for (not queued at every start of a test database).
  await drawnOnDemand(() =>
    withoutIssueNotice(async () => {
      for (const [key, demo] of all) {
        if (!PLANS[key]) continue;
        const contract = (await strapi.db.query(CONTRACT_UID).findOne({ where: { consumerCode: demo.consumerCode }, select: ['id'] })) as {
          id: number;
        } | null;
        if (!contract) continue;
        if ((await strapi.db.query(INVOICE_UID).count({ where: { contract: { id: contract.id } } })) > 0) continue;
        for (const { judicialDispute, ...bill } of billsFor(key, demo, today)) {
          const row = await issueInvoice(strapi, contract, bill, { direct: true });
          if (judicialDispute) await strapi.db.query(INVOICE_UID).update({ where: { id: row.id }, data: { judicialDispute: true } });
          created++;
        }
      }
    }),
  );
  return created;
}

/**
 * The demo's dynamic Pix charge (docs/collections-pix.md, "Demo"): the demo runs without a Pix
 * provider, so no charge is ever made; to show the screen of a late bill with a cobrança com
 * vencimento, João's overdue bill of contract 100000003 gets one stored charge, as the provider
 * would have answered (a location under pix.example.com, the BCB's example host; 2% fine and 1% a
 * month interest). Paying that code in a real bank app fails: it is demo data.
 */
export async function seedDemoPixCharge(strapi: Core.Strapi): Promise<boolean> {
  const today = saoPauloDate(now());
  const demo = DEMO_CONTRACTS.multi2;
  const overdue = billsFor('multi2', demo, today).filter((bill) => !bill.paymentDate && !bill.negotiated && bill.dueDate < today)[0];
  if (!overdue) return false;
  const row = (await strapi.db
    .query(INVOICE_UID)
    .findOne({ where: { numDoc: overdue.numDoc }, select: ['id', 'amountCents', 'dueDate'] })) as {
    id: number;
    amountCents: number;
    dueDate: string;
  } | null;
  if (!row || (await strapi.db.query(PIX_CHARGE_UID).findOne({ where: { invoiceId: row.id }, select: ['id'] }))) return false;
  const location = `pix.example.com/qr/v2/cobv/${overdue.numDoc.padStart(32, '0')}`;
  const payee = distributor();
  await storeCharge(
    strapi,
    { id: row.id, numDoc: overdue.numDoc, amountCents: row.amountCents, dueDate: row.dueDate },
    {
      location,
      copyPaste: dynamicPixPayload({ location, merchantName: payee.pixMerchantName, merchantCity: payee.pixMerchantCity }),
      rules: {
        fine: { modalidade: 2, valorPerc: '2.00' },
        interest: { modalidade: 3, valorPerc: '1.00' },
        discount: null,
        validityDays: 60,
      },
    },
  );
  return true;
}
