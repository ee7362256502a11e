/**
 * The demo's reconnection fee and credit (issue 25; docs/insights-explain.md, "Demo"), so "Entenda
 * sua conta" shows both items on multicontrato@demo.test's bills. The bills were computed with them
 * by ./demo-invoices.ts (`reconnectionFee` and `credit` of its plans), so every demo bill's
 * explanation still adds up to its total; this stores what they come from, as the portal would have
 * written it then:
 * - contract 100000002: a reconnection (REL-…, after a suspension for debt) marked done in the
 *   month of its 9th newest bill, the fee of the settings (R$ 86,30) in 3 instalments, carried by
 *   the 8th, 7th and 6th newest bills ('Parcela 1/3 da religação'…);
 * - contract 100000003: its 12th newest bill paid by Pix R$ 20,00 above its amount, the credit
 *   consumed by the 11th ('Crédito').
 * Idempotent: a contract that already has them is left alone. Runs after the demo bills.
 */
import type { Core } from '@strapi/strapi';
import { paymentCreditReason } from '../domain/collections/credits/rules';
import { nextServiceProtocol, serviceProtocolPrefix } from '../domain/service/protocol';
import { CREDIT_UID, CREDIT_USE_UID } from '../portal/core/contract-credits';
import { now } from '../portal/core/clock';
import { INVOICE_UID } from '../portal/core/invoice-rows';
import { lastProtocol } from '../portal/core/protocols';
import { CONTRACT_UID } from '../portal/core/types';
import { FEE_INSTALMENT_UID } from '../portal/service/reconnection-fee';
import { SERVICE_REQUEST_UID } from '../portal/service/store';
import { saoPauloDate } from '../domain/time/sao-paulo';
import { billItemsPlanFor } from './demo-invoices';
import { DEMO_CONTRACTS } from './demo-portal-data';

const noon = (date: string) => new Date(`${date}T12:00:00-03:00`);

async function contractId(strapi: Core.Strapi, consumerCode: string): Promise<number | null> {
  const row = (await strapi.db.query(CONTRACT_UID).findOne({ where: { consumerCode }, select: ['id'] })) as { id: number } | null;
  return row?.id ?? null;
}

async function billIds(strapi: Core.Strapi, numDocs: string[]): Promise<Map<string, number>> {
  const rows = (await strapi.db.query(INVOICE_UID).findMany({ where: { numDoc: { $in: numDocs } }, select: ['id', 'numDoc'] })) as {
    id: number;
    numDoc: string;
  }[];
  return new Map(rows.map((r) => [r.numDoc, r.id]));
}

export async function seedDemoBillItems(strapi: Core.Strapi): Promise<void> {
  const today = saoPauloDate(now());
  const fee = billItemsPlanFor('multi1', DEMO_CONTRACTS.multi1!, today).reconnection;
  const feeContract = await contractId(strapi, DEMO_CONTRACTS.multi1!.consumerCode);
  if (fee && feeContract && (await strapi.db.query(FEE_INSTALMENT_UID).count({ where: { contract: { id: feeContract } } })) === 0) {
    const ids = await billIds(
      strapi,
      fee.instalments.map((i) => i.numDoc),
    );
    // Bills seeded before this plan existed (an older demo database) are left as they are.
    if (ids.size === fee.instalments.length) {
      const at = noon(fee.reconnectedOn);
      const prefix = serviceProtocolPrefix('RECONNECTION', at);
      const request = (await strapi.db.query(SERVICE_REQUEST_UID).create({
        data: {
          protocol: nextServiceProtocol(prefix, await lastProtocol(strapi, SERVICE_REQUEST_UID, prefix)),
          kind: 'RECONNECTION',
          requestStatus: 'DONE',
          contract: feeContract,
          date: fee.reconnectedOn,
          period: 'MORNING',
          reconnectionType: 'NON_PAYMENT',
          feeCents: fee.feeCents,
          feeInstalments: fee.instalments.length,
          hadDebits: false,
          requestedBy: 'CUSTOMER',
          requestedAt: at,
        },
      })) as { id: number; protocol: string };
      for (const { numDoc, ...instalment } of fee.instalments)
        await strapi.db.query(FEE_INSTALMENT_UID).create({
          data: {
            contract: feeContract,
            serviceRequestId: request.id,
            protocol: request.protocol,
            ...instalment,
            reconnectedOn: fee.reconnectedOn,
            instalmentKey: `SR${request.id}-${instalment.number}`,
            invoiceId: ids.get(numDoc),
            invoiceNumDoc: numDoc,
            billedAt: noon(`${instalment.fromMonth}-28`),
          },
        });
    }
  }
  const credit = billItemsPlanFor('multi2', DEMO_CONTRACTS.multi2!, today).credit;
  const creditContract = await contractId(strapi, DEMO_CONTRACTS.multi2!.consumerCode);
  if (credit && creditContract && (await strapi.db.query(CREDIT_UID).count({ where: { contract: { id: creditContract } } })) === 0) {
    const ids = await billIds(strapi, [credit.sourceNumDoc, ...credit.uses.map((u) => u.numDoc)]);
    if (ids.size === credit.uses.length + 1) {
      const used = credit.uses.reduce((sum, u) => sum + u.amountCents, 0);
      const row = (await strapi.db.query(CREDIT_UID).create({
        data: {
          contract: creditContract,
          origin: 'OVERPAYMENT',
          reason: paymentCreditReason('OVERPAYMENT', credit.sourceNumDoc),
          amountCents: credit.cents,
          remainingCents: credit.cents - used,
          sourceKey: `DEMO:${credit.sourceNumDoc}`,
          sourceNumDoc: credit.sourceNumDoc,
        },
      })) as { id: number };
      for (const use of credit.uses)
        await strapi.db.query(CREDIT_USE_UID).create({
          data: {
            creditId: row.id,
            contractId: creditContract,
            invoiceId: ids.get(use.numDoc),
            invoiceNumDoc: use.numDoc,
            amountCents: use.amountCents,
            useKey: `${row.id}-${ids.get(use.numDoc)}`,
          },
        });
    }
  }
}
