/**
 * The answers of the invoice calls (spec 01 §3, §7), declared once for the server that sends
 * them and the client area that reads them. Dates in answers are `dd/MM/yyyy` (the spec's
 * docDate format); money is exact integer cents (`priceCents`) with `price` in reais beside it
 * for the spec's field name; volumes are decimal m³ as text.
 */
import type { InvoiceStatus } from './status';
import type { ReferenceVariants } from './reference';

export interface InvoiceView extends ReferenceVariants {
  numDoc: string;
  /** Issue date, dd/MM/yyyy. */
  docDate: string;
  status: InvoiceStatus;
  /** Amount in reais (priceCents / 100), the spec's field. */
  price: number;
  /** Amount in integer cents: what the client computes and formats with. */
  priceCents: number;
  /** Due date, dd/MM/yyyy. */
  deadline: string;
  /** Payment date, dd/MM/yyyy, or null when unpaid. */
  paymentDate: string | null;
  /** Paid after the due date ('Fatura paga em atraso'). */
  paidLate: boolean;
  /** Consumption in m³, exact decimal text ('12.345'). */
  consumptionM3: string;
}

/** The list of GET /api/invoices: the newest 60 bills and the overdue count. */
export interface InvoiceListView {
  invoices: InvoiceView[];
  numberOfOverdueInvoices: number;
}

/** GET /api/invoices answers `data.invoices` and `data.numberOfOverdueInvoices` (spec 04 §7). */
export interface InvoiceListAnswer {
  data: InvoiceListView;
}

/** GET /api/invoices/{numDoc}?type=pix */
export interface PixDetailsView {
  pixKey: string;
  /** data:image/png;base64 of the QR code of exactly pixKey. */
  pixQrCode: string;
}

/** GET /api/invoices/{numDoc}?type=barCode */
export interface BarcodeDetailsView {
  /** The 44-digit collection barcode. */
  barcode: string;
  /** The 48-digit linha digitável, formatted in its four blocks. */
  barcodeInput: string;
  /** data:image/png;base64 of the Interleaved 2 of 5 image of barcode. */
  barcodeGenerator: string;
}

/** A simplified-invoice list item (spec 01 §3): status 1 paid, 2 open (overdue), 3 to expire. */
export interface SimplifiedInvoiceView {
  numDoc: string;
  docDate: string;
  deadline: string;
  price: number;
  priceCents: number;
  status: 1 | 2 | 3;
}

/** GET /api/simplified-invoice/list — `total` is the open debts' sum in reais, `totalCents` exact. */
export interface SimplifiedInvoiceListView {
  list: SimplifiedInvoiceView[];
  total: number;
  totalCents: number;
}

/** GET /api/simplified-invoice/details */
export interface SimplifiedInvoiceDetailsView {
  barcode: string;
  barcodeInput: string;
  barcodeGenerator: string;
}
