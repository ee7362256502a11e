/**
 * The payment codes of one bill, from its facts and the distributor's identifiers:
 *
 * - barcode: FEBRABAN collection barcode, product 8, segment 3 (energia elétrica e gás),
 *   value identifier 6 (effective amount, check digits by modulo 10), the amount in cents, the
 *   company's FEBRABAN id, and a free field of 25 digits = due date `YYYYMMDD` + the bill
 *   number left-padded to 17 digits — so the bank reads the bill and its due date back;
 * - typeable line: its 48-digit linha digitável;
 * - Pix: the static BR Code with the bill's amount and txid `FAT<numDoc>` (the txid the Pix
 *   webhook names when the payment is confirmed).
 */
import { collectionBarcode, typeableLine } from './febraban';
import { pixPayload, pixTxid } from './pix';

export interface BillFacts {
  numDoc: string;
  amountCents: number;
  /** `YYYY-MM-DD` */
  dueDate: string;
}

export interface PayeeIds {
  febrabanCompanyId: string;
  pixKey: string;
  pixMerchantName: string;
  pixMerchantCity: string;
}

export interface BillCodes {
  barcode: string;
  typeableLine: string;
  pixPayload: string;
  txid: string;
}

/** The Pix txid of a bill: `FAT` + its number (letters and digits, at most 25). */
export const invoiceTxid = (numDoc: string) => pixTxid(`FAT${numDoc}`);

export function billCodes(bill: BillFacts, payee: PayeeIds): BillCodes {
  if (!/^\d{1,17}$/.test(bill.numDoc)) throw new RangeError('O número da fatura tem de 1 a 17 dígitos');
  const freeField = `${bill.dueDate.replace(/-/g, '')}${bill.numDoc.padStart(17, '0')}`;
  const barcode = collectionBarcode({ amountCents: bill.amountCents, companyId: payee.febrabanCompanyId, freeField });
  const txid = invoiceTxid(bill.numDoc);
  return {
    barcode,
    typeableLine: typeableLine(barcode),
    txid,
    pixPayload: pixPayload({
      key: payee.pixKey,
      amountCents: bill.amountCents,
      merchantName: payee.pixMerchantName,
      merchantCity: payee.pixMerchantCity,
      txid,
    }),
  };
}
