/**
 * GET /api/collections/suspension: what the bill list and the home page show for the contract
 * (docs/collections-suspension.md) — the suspension notice in force (its date and bills) and each
 * bill's newest "Já paguei" receipt (waiting, or refused with the reason).
 */
import type { Core } from '@strapi/strapi';
import { noticeInForce } from '../../../domain/collections/suspension/rules';
import { RECEIPT_LABELS, refusedLabel, suspensionNoticeText } from '../../../domain/collections/receipt/rules';
import type { SuspensionView } from '../../../domain/collections/suspension/types';
import type { ContractScope } from '../../core/access';
import { isoDay } from '../../core/db';
import { billsById, openNotices, RECEIPT_UID, type BillFacts } from './store';

interface ReceiptListRow {
  id: number;
  numDoc: string;
  receiptStatus: 'PENDING' | 'CONFIRMED' | 'REFUSED';
  paymentDate: string;
  refusalReason: string | null;
}

export async function suspensionView(strapi: Core.Strapi, portal: ContractScope): Promise<{ data: SuspensionView }> {
  const contractId = portal.contract.id;
  const notices = await openNotices(strapi, contractId);
  const bills = await billsById(
    strapi,
    notices.flatMap((n) => (n.bills ?? []).map((b) => b.id)),
  );
  const current = notices.find((n) => noticeInForce((n.bills ?? []).map((b) => bills.get(b.id)).filter((b): b is BillFacts => Boolean(b))));
  const rows = (await strapi.db.query(RECEIPT_UID).findMany({
    where: { contract: { id: contractId } },
    select: ['id', 'numDoc', 'receiptStatus', 'paymentDate', 'refusalReason'],
    orderBy: [{ id: 'desc' }],
  })) as ReceiptListRow[];
  const seen = new Set<string>();
  const receipts: SuspensionView['receipts'] = [];
  for (const row of rows) {
    if (seen.has(row.numDoc)) continue;
    seen.add(row.numDoc);
    receipts.push({
      numDoc: row.numDoc,
      status: row.receiptStatus,
      paymentDate: isoDay(row.paymentDate)!,
      refusalReason: row.refusalReason ?? null,
      label:
        row.receiptStatus === 'PENDING' ? RECEIPT_LABELS.PENDING : row.receiptStatus === 'REFUSED' ? refusedLabel(row.refusalReason) : null,
    });
  }
  const suspensionFrom = current ? isoDay(current.suspensionFrom)! : null;
  return {
    data: {
      notice:
        current && suspensionFrom
          ? {
              issuedOn: isoDay(current.issuedOn)!,
              suspensionFrom,
              amountCents: Number(current.amountCents),
              // Only the bills still owed carry the notice on the list.
              numDocs: current.bills
                .filter((b) => {
                  const facts = bills.get(b.id);
                  return facts && !facts.paymentDate && !facts.negotiated && facts.receipt !== 'PENDING' && facts.receipt !== 'CONFIRMED';
                })
                .map((b) => b.numDoc),
              text: suspensionNoticeText(suspensionFrom),
            }
          : null,
      receipts,
    },
  };
}
