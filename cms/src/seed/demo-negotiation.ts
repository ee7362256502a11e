/**
 * Demo agreements (docs/collections-negotiation.md): multicontrato@demo.test's second contract
 * (100000003) gets one agreement in force (down payment paid, instalments to come) and one
 * waiting for its down payment, made through the same transaction as the screen's; its newest
 * overdue bill is left to negotiate. Idempotent: a contract that has agreements is left alone.
 * Runs after the demo bills (./demo-invoices.ts), on the day of the seed.
 */
import type { Core } from '@strapi/strapi';
import { saoPauloDate } from '../domain/time/sao-paulo';
import { makeAgreement } from '../portal/collections/negotiation/agreements';
import { negotiableRows } from '../portal/collections/negotiation/bills';
import { AGREEMENT_UID, INVOICE_UID } from '../portal/collections/negotiation/store';
import { now } from '../portal/core/clock';
import { withoutIssueNotice } from '../portal/core/invoice-issue';
import { CONTRACT_UID, USER_UID, type ContractRow } from '../portal/core/types';
import { DEMO_CONTRACTS } from './demo-portal-data';

export async function seedDemoAgreements(strapi: Core.Strapi): Promise<number> {
  const contract = (await strapi.db
    .query(CONTRACT_UID)
    .findOne({ where: { consumerCode: DEMO_CONTRACTS.multi2!.consumerCode } })) as ContractRow | null;
  const user = (await strapi.db.query(USER_UID).findOne({ where: { email: 'multicontrato@demo.test' } })) as {
    id: number;
    name: string | null;
    email: string;
    portalRole: 'client';
  } | null;
  if (!contract || !user) return 0;
  if ((await strapi.db.query(AGREEMENT_UID).count({ where: { contract: { id: contract.id } } })) > 0) return 0;
  const at = now();
  // Oldest first: the oldest overdue bill goes to the agreement in force, the next to the waiting one.
  const bills = await negotiableRows(strapi, contract, at);
  if (bills.length < 2) return 0;
  return withoutIssueNotice(async () => {
    const inForce = await makeAgreement(strapi, contract, user, [bills[0]!.numDoc], 3);
    await makeAgreement(strapi, contract, user, [bills[1]!.numDoc], 2);
    const row = (await strapi.db
      .query(AGREEMENT_UID)
      .findOne({ where: { id: inForce }, populate: { downPaymentInvoice: { select: ['id'] } } })) as {
      downPaymentInvoice: { id: number } | null;
    };
    if (row.downPaymentInvoice)
      await strapi.db.query(INVOICE_UID).update({
        where: { id: row.downPaymentInvoice.id },
        data: { paymentDate: saoPauloDate(at), paidAt: at, paymentMethod: 'PIX' },
      });
    return 2;
  });
}
