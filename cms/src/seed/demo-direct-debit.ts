/**
 * Demo débito automático (docs/collections-direct-debit.md, issue 24 "Done when"): cliente@demo.test
 * (contract 100000001) has a confirmed enrolment and the debit of its open bill scheduled;
 * multicontrato@demo.test's first contract (100000002) has one the bank refused. Written only while
 * the enrolments table is empty, after the demo bills.
 */
import type { Core } from '@strapi/strapi';
import { consentText, debitDateOf } from '../domain/collections/direct-debit/rules';
import { addDays, saoPauloDate } from '../domain/time/sao-paulo';
import { DEBIT_UID, ENROLMENT_UID, FILE_UID, settings } from '../portal/collections/direct-debit/store';
import { now } from '../portal/core/clock';
import { distributor } from '../portal/core/distributor';
import { INVOICE_UID } from '../portal/core/invoice-rows';
import { CONTRACT_UID, USER_UID } from '../portal/core/types';
import { DEMO_CONTRACTS } from './demo-portal-data';

interface Demo {
  consumerCode: string;
  email: string;
  agency: string;
  account: string;
  accountDigit: string;
  status: 'CONFIRMED' | 'REFUSED';
  reason: string | null;
}

const DEMOS: Demo[] = [
  {
    consumerCode: DEMO_CONTRACTS.cliente.consumerCode,
    email: 'cliente@demo.test',
    agency: '3344',
    account: '0045871',
    accountDigit: '2',
    status: 'CONFIRMED',
    reason: null,
  },
  {
    consumerCode: DEMO_CONTRACTS.multi1.consumerCode,
    email: 'multicontrato@demo.test',
    agency: '0712',
    account: '99120',
    accountDigit: 'X',
    status: 'REFUSED',
    reason: 'O banco recusou a autorização: CONTA CORRENTE ENCERRADA',
  },
];

export async function seedDemoDirectDebit(strapi: Core.Strapi): Promise<void> {
  if ((await strapi.db.query(ENROLMENT_UID).count({})) > 0) return;
  const bank = settings().banks[0] ?? { code: '001', name: 'Banco do Brasil' };
  const at = now();
  const today = saoPauloDate(at);
  const asked = new Date(at.getTime() - 20 * 86_400_000);
  for (const demo of DEMOS) {
    const contract = (await strapi.db
      .query(CONTRACT_UID)
      .findOne({ where: { consumerCode: demo.consumerCode }, select: ['id', 'consumerCpfCnpj'] })) as {
      id: number;
      consumerCpfCnpj: string | null;
    } | null;
    const user = (await strapi.db.query(USER_UID).findOne({ where: { email: demo.email }, select: ['id', 'name', 'portalRole'] })) as {
      id: number;
      name: string | null;
      portalRole: string;
    } | null;
    if (!contract || !user) continue;
    const enrolment = (await strapi.db.query(ENROLMENT_UID).create({
      data: {
        contract: contract.id,
        consumerCode: demo.consumerCode,
        bankCode: bank.code,
        bankName: bank.name,
        agency: demo.agency,
        account: demo.account,
        accountDigit: demo.accountDigit,
        holderDocument: (contract.consumerCpfCnpj ?? '').replace(/\D/g, '').slice(0, 14) || null,
        status: demo.status,
        reason: demo.reason,
        consentText: consentText({
          company: distributor().name,
          bank,
          agency: demo.agency,
          account: demo.account,
          accountDigit: demo.accountDigit,
          consumerCode: demo.consumerCode,
        }),
        consentAt: asked,
        consentByUserId: user.id,
        consentByName: user.name,
        consentByRole: user.portalRole,
        requestedAt: asked,
        confirmedAt: demo.status === 'CONFIRMED' ? new Date(asked.getTime() + 2 * 86_400_000) : null,
        optionDate: demo.status === 'CONFIRMED' ? saoPauloDate(asked) : null,
      },
    })) as { id: number };
    if (demo.status !== 'CONFIRMED') continue;
    const bill = (await strapi.db.query(INVOICE_UID).findOne({
      where: { contract: { id: contract.id }, paymentDate: { $null: true }, dueDate: { $gte: addDays(today, 1) } },
      orderBy: [{ dueDate: 'asc' }],
      select: ['id', 'numDoc', 'dueDate', 'amountCents'],
    })) as { id: number; numDoc: string; dueDate: string; amountCents: number } | null;
    if (!bill) continue;
    // The remessa that carried it (demo: no bytes and no NSA, so the real sequence starts at the bank's first).
    const file = (await strapi.db.query(FILE_UID).create({
      data: {
        direction: 'REMESSA',
        bankCode: bank.code,
        businessDate: today,
        slot: `DEMO:${bank.code}:${today}`,
        status: 'DONE',
        attempts: 0,
        summary: { text: 'Demonstração: débito agendado.' },
      },
    })) as { id: number };
    await strapi.db.query(DEBIT_UID).create({
      data: {
        enrolment: enrolment.id,
        invoice: bill.id,
        numDoc: bill.numDoc,
        bankCode: bank.code,
        dueDate: String(bill.dueDate).slice(0, 10),
        debitDate: debitDateOf(String(bill.dueDate).slice(0, 10)),
        amountCents: Number(bill.amountCents),
        status: 'SCHEDULED',
        fileId: file.id,
      },
    });
  }
}
