/** Simplified invoice (spec 01 §2.3, §7): only a simplified-invoice session reaches these. */
import { ANSWERS } from './answers';
import { endpoints, portal } from './define';

const simplified = () => portal({ ownership: 'simplified-invoice' });

export const SIMPLIFIED_INVOICE_ENDPOINTS = endpoints([
  {
    method: 'GET',
    path: '/simplified-invoice/list',
    handler: 'simplified-invoice.list',
    query: 'none',
    answer: ANSWERS.simplifiedList,
    access: simplified(),
  },
  {
    method: 'GET',
    path: '/simplified-invoice/details',
    handler: 'simplified-invoice.details',
    query: 'simplified-invoice.bill',
    answer: ANSWERS.simplifiedDetails,
    access: simplified(),
  },
  {
    method: 'GET',
    path: '/simplified-invoice/generate',
    handler: 'simplified-invoice.generate',
    query: 'simplified-invoice.bill',
    access: simplified(),
  },
]);
