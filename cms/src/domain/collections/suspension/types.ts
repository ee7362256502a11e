/** Answers of the suspension-notice and "Já paguei" calls (docs/collections-suspension.md), shared by the CMS and the client area. */
import type { IsoDate } from '../../time/sao-paulo';

export type ReceiptStatus = 'PENDING' | 'CONFIRMED' | 'REFUSED';

/** GET /api/collections/suspension */
export interface SuspensionView {
  /** The notice in force for the contract, or null. */
  notice: {
    issuedOn: IsoDate;
    suspensionFrom: IsoDate;
    amountCents: number;
    /** The bills it names that are still owed (they show the notice). */
    numDocs: string[];
    /** "Aviso de suspensão: o fornecimento pode ser suspenso a partir de dd/MM/aaaa" */
    text: string;
  } | null;
  /** Each bill's newest receipt. */
  receipts: { numDoc: string; status: ReceiptStatus; paymentDate: IsoDate; refusalReason: string | null; label: string | null }[];
}

/** POST /api/collections/invoices/:numDoc/receipt */
export interface ReceiptAnswer {
  data: { protocol: string; numDoc: string; status: 'PENDING'; paymentDate: IsoDate };
  message: string;
}
