/**
 * GET /api/simplified-invoice/list (spec 01 §7) → list, total; through the site's proxy, where the
 * restricted simplified token goes only to these paths (src/lib/proxy-rules.ts).
 */
import { SIMPLIFIED_INVOICE_ENDPOINTS } from '@domain/endpoints/simplified-invoice';
import type { SimplifiedInvoiceListView } from '@domain/invoices/types';
import { call, endpointOf } from '~/lib/api-call';
import { unwrap } from '../model/simplified-invoice';

const LIST = endpointOf(SIMPLIFIED_INVOICE_ENDPOINTS, 'GET', '/simplified-invoice/list');

export const fetchSimplifiedList = () =>
  (call(LIST, {}) as Promise<SimplifiedInvoiceListView | { data: SimplifiedInvoiceListView }>).then(unwrap);
