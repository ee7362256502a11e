/**
 * Public surface of the invoices feature for the home page's composition (spec 01 §2.8): each
 * component takes no props and reads the user, the contract and the cached invoice list itself.
 * 'Todas as faturas' is registered as the `conta_digital` screen in app/screens.ts.
 */
export { CurrentInvoiceCard } from './components/CurrentInvoiceCard';
export { LatestInvoices } from './components/LatestInvoices';
export { InvoiceHistoryChart } from './components/InvoiceHistoryChart';
