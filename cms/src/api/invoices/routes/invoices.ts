/**
 * Invoice calls of spec 01 §7 (PORTAL-API.md §11a). `/invoices/export` is declared before
 * `/invoices/:numDoc` so the router does not take "export" for a bill number.
 */
import { INVOICES_ENDPOINTS } from '../../../domain/endpoints';
import { routesOf } from '../../../portal/core/route-config';

export default { routes: routesOf(INVOICES_ENDPOINTS) };
