/**
 * "The next bill" of the demo (docs/collections.md, "Demo"): multicontrato@demo.test's first
 * contract (100000002) shows, in "Conta digital", a bill that carries an agreement's instalment and
 * is due on a due day the customer changed. The bills were computed by ./demo-invoices.ts
 * (`nextBill` of its plan: the 3rd newest bill negotiated; the newest with instalment nº 1 among
 * its lines and due on the new day), so every demo bill's explanation still adds up to its total.
 * This stores what those bills come from, as the portal would have written it then:
 * - the agreement (made five days after the negotiated bill's due date, the default settings,
 *   3 instalments), its down-payment bill paid, its instalments — nº 1 billed on the newest bill,
 *   the others waiting for the next bills;
 * - the due-day change, asked the day after the agreement, effective from the newest bill.
 * Idempotent: a contract that already has an agreement is left alone. Runs after the demo bills.
 */
import type { Core } from '@strapi/strapi';
import { agreementTerms } from '../domain/collections/negotiation/terms';
import { instalmentMonth } from '../domain/collections/negotiation/simulation';
import { NEGOTIATION_DEFAULTS } from '../domain/collections/negotiation/settings';
import { addDays, saoPauloDate } from '../domain/time/sao-paulo';
import { DUE_DATE_CHANGE_UID } from '../portal/collections/due-date/due-date';
import { AGREEMENT_UID, INSTALMENT_UID, INVOICE_UID } from '../portal/collections/negotiation/store';
import { nextAgreementProtocol } from '../portal/collections/negotiation/agreements';
import { now } from '../portal/core/clock';
import { lastProtocol } from '../portal/core/protocols';
import { issueInvoice, withoutIssueNotice, withoutIssueSteps } from '../portal/core/invoice-issue';
import { CONTRACT_UID, USER_UID } from '../portal/core/types';
import { nextBillPlanFor } from './demo-invoices';
import { DEMO_CONTRACTS } from './demo-portal-data';

/** São Paulo noon of a date (UTC−3, no daylight saving since 2019). */
const noon = (date: string) => new Date(`${date}T12:00:00-03:00`);

export async function seedDemoNextBill(strapi: Core.Strapi): Promise<boolean> {
  const demo = DEMO_CONTRACTS.multi1!;
  const plan = nextBillPlanFor('multi1', demo, saoPauloDate(now()));
  if (!plan) return false;
  const contract = (await strapi.db.query(CONTRACT_UID).findOne({ where: { consumerCode: demo.consumerCode }, select: ['id'] })) as {
    id: number;
  } | null;
  const user = (await strapi.db.query(USER_UID).findOne({ where: { email: 'multicontrato@demo.test' }, select: ['id', 'name'] })) as {
    id: number;
    name: string | null;
  } | null;
  if (!contract || !user) return false;
  if ((await strapi.db.query(AGREEMENT_UID).count({ where: { contract: { id: contract.id } } })) > 0) return false;
  const bills = (await strapi.db.query(INVOICE_UID).findMany({
    where: { numDoc: { $in: [plan.negotiated.numDoc, `${demo.consumerCode}${plan.newestMonth.replace('-', '')}`] } },
    select: ['id', 'numDoc', 'negotiated'],
  })) as { id: number; numDoc: string; negotiated: boolean }[];
  const negotiated = bills.find((b) => b.numDoc === plan.negotiated.numDoc);
  const newest = bills.find((b) => b.numDoc !== plan.negotiated.numDoc);
  // Bills seeded before this plan existed (an older demo database) are left as they are.
  if (!negotiated?.negotiated || !newest) return false;
  const { acceptedOn, simulation, option, instalmentCents } = plan;
  const acceptedAt = noon(acceptedOn);
  return withoutIssueNotice(async () => {
    const downPayment = await withoutIssueSteps(() =>
      issueInvoice(strapi, contract, {
        // The month of the bill it negotiates (the screen's agreement takes the month of the day it
        // is made): so the newest bill, the demo's showcase, is compared with a bill of consumption
        // in "Entenda sua conta", not with the down payment.
        referenceMonth: plan.negotiated.referenceMonth,
        issueDate: acceptedOn,
        dueDate: simulation.downPaymentDueDate,
        amountCents: option.downPaymentCents,
        previousReading: '0',
        currentReading: '0',
        consumptionM3: '0',
      }),
    );
    const paidOn = addDays(acceptedOn, 2);
    await strapi.db.query(INVOICE_UID).update({
      where: { id: downPayment.id },
      data: { paymentDate: paidOn, paidAt: noon(paidOn), paymentMethod: 'PIX' },
    });
    const year = acceptedOn.slice(0, 4);
    const negPrefix = `NEG-${year}-`;
    const venPrefix = `VEN-${year}-`;
    const lastVen = await lastProtocol(strapi, DUE_DATE_CHANGE_UID, venPrefix);
    const agreement = (await strapi.db.query(AGREEMENT_UID).create({
      data: {
        protocol: nextAgreementProtocol(negPrefix, await lastProtocol(strapi, AGREEMENT_UID, negPrefix)),
        contract: contract.id,
        downPaymentInvoice: downPayment.id,
        bills: [{ id: negotiated.id, ...plan.negotiated }],
        debtCents: simulation.debtCents,
        downPaymentCents: option.downPaymentCents,
        downPaymentDueDate: simulation.downPaymentDueDate,
        instalmentCount: option.instalments,
        interestCents: option.interestCents,
        totalCents: option.totalCents,
        monthlyRateBp: simulation.monthlyRateBp,
        cetAnnualText: option.cetAnnualText,
        cetMonthlyText: option.cetMonthlyText,
        lastInstalmentMonth: instalmentMonth(acceptedOn, option.instalments),
        termsText: agreementTerms({
          numDocs: [plan.negotiated.numDoc],
          debtCents: simulation.debtCents,
          option,
          downPaymentDueDate: simulation.downPaymentDueDate,
          monthlyRateBp: NEGOTIATION_DEFAULTS.monthlyRateBp,
        }),
        acceptedAt,
        acceptedById: user.id,
        acceptedByName: user.name ?? null,
        acceptedByRole: 'client',
      },
    })) as { id: number };
    for (const [k, amountCents] of instalmentCents.entries()) {
      const billed = k === 0;
      await strapi.db.query(INSTALMENT_UID).create({
        data: {
          agreement: agreement.id,
          contract: contract.id,
          number: k + 1,
          referenceMonth: instalmentMonth(acceptedOn, k + 1),
          amountCents,
          cancelled: false,
          ...(billed ? { invoiceId: newest.id, invoiceNumDoc: newest.numDoc, billedAt: acceptedAt } : {}),
        },
      });
    }
    await strapi.db.query(DUE_DATE_CHANGE_UID).create({
      data: {
        protocol: `${venPrefix}${String((lastVen ? Number(lastVen.slice(venPrefix.length)) : 0) + 1).padStart(6, '0')}`,
        contract: contract.id,
        userId: user.id,
        dueDay: plan.dueDay,
        previousDay: null,
        effectiveFrom: plan.newestMonth,
        requestedAt: noon(addDays(acceptedOn, 1)),
      },
    });
    return true;
  });
}
