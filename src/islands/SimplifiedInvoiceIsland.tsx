/** Island entry of the simplified-invoice page, /area-cliente/fatura-simplificada (spec 01 §2.3). */
export { SimplifiedInvoice as default } from './simplified-invoice/components/SimplifiedInvoice';
