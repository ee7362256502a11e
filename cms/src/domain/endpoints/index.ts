/** The portal's endpoint table, one file per route file of `cms/src/api/<domain>/routes` (see ./define.ts). */
import type { Endpoint } from './define';
import { ADMINISTRATION_ENDPOINTS } from './administration';
import { ATTENDANCE_ENDPOINTS } from './attendance';
import { AUDIT_ENDPOINTS } from './audit';
import { ACCOUNT_ENDPOINTS } from './account';
import { AUTH_ENDPOINTS } from './auth';
import { CUSTOMER_CODE_ENDPOINTS } from './customer-code';
import { SECOND_FACTOR_ENDPOINTS } from './second-factor';
import { USERS_ENDPOINTS } from './users';
import { BATCHES_ENDPOINTS } from './batches';
import { COLLECTIONS_PAPERLESS_ENDPOINTS } from './collections-paperless';
import { COLLECTIONS_NEGOTIATION_ENDPOINTS } from './collections-negotiation';
import { COLLECTIONS_RECEIPT_ENDPOINTS } from './collections-receipt';
import { COLLECTIONS_SUSPENSION_ENDPOINTS } from './collections-suspension';
import { COLLECTIONS_DIRECT_DEBIT_ENDPOINTS } from './collections-direct-debit';
import { CONNECTION_ENDPOINTS } from './connection';
import { CONSUMPTION_ENDPOINTS } from './consumption';
import { COLLECTIONS_DECLARATION_ENDPOINTS } from './collections-declaration';
import { COLLECTIONS_DUE_DATE_ENDPOINTS } from './collections-due-date';
import { CONTRACT_DOCUMENT_ENDPOINTS } from './contract-document';
import { USER_SAP_ENDPOINTS } from './user-sap';
import { INVOICES_ENDPOINTS } from './invoices';
import { PIX_WEBHOOK_ENDPOINTS } from './pix-webhook';
import { SIMPLIFIED_INVOICE_ENDPOINTS } from './simplified-invoice';
import { NOTIFICATION_ENDPOINTS } from './notification';
import { OPENAPI_ENDPOINTS } from './openapi';
import { PRIVACY_ENDPOINTS } from './privacy';
import { SEARCH_ENDPOINTS } from './search';
import { SERVICE_ENDPOINTS } from './service';
import { COLLECTIONS_PIX_ENDPOINTS } from './collections-pix';
import { INSIGHTS_CONSUMPTION_ENDPOINTS } from './insights-consumption';
import { INSIGHTS_SELF_READING_ENDPOINTS } from './insights-self-reading';
import { INSIGHTS_EXPLAIN_ENDPOINTS } from './insights-explain';
import { INSIGHTS_INTERRUPTIONS_ENDPOINTS } from './insights-interruptions';
import { INSIGHTS_SIMULATOR_ENDPOINTS } from './insights-simulator';
import { COLLECTIONS_PIX_AUTOMATICO_ENDPOINTS } from './collections-pix-automatico';
import { ACCESS_TOKENS_ENDPOINTS } from './access-tokens';
import { CONTRACT_ACCOUNTING_ENDPOINTS } from './contract-accounting';
import { CURTAILMENT_ENDPOINTS } from './curtailment';

export * from './define';
export { ADMINISTRATION_ENDPOINTS } from './administration';
export { ATTENDANCE_ENDPOINTS } from './attendance';
export { AUDIT_ENDPOINTS } from './audit';
export { ACCOUNT_ENDPOINTS } from './account';
export { AUTH_ENDPOINTS } from './auth';
export { CUSTOMER_CODE_ENDPOINTS } from './customer-code';
export { SECOND_FACTOR_ENDPOINTS } from './second-factor';
export { USERS_ENDPOINTS } from './users';
export { BATCHES_ENDPOINTS } from './batches';
export { COLLECTIONS_NEGOTIATION_ENDPOINTS } from './collections-negotiation';
export { COLLECTIONS_RECEIPT_ENDPOINTS } from './collections-receipt';
export { COLLECTIONS_SUSPENSION_ENDPOINTS } from './collections-suspension';
export { COLLECTIONS_DIRECT_DEBIT_ENDPOINTS } from './collections-direct-debit';
export { CONNECTION_ENDPOINTS } from './connection';
export { CONSUMPTION_ENDPOINTS } from './consumption';
export { COLLECTIONS_DECLARATION_ENDPOINTS } from './collections-declaration';
export { COLLECTIONS_DUE_DATE_ENDPOINTS } from './collections-due-date';
export { CONTRACT_DOCUMENT_ENDPOINTS } from './contract-document';
export { USER_SAP_ENDPOINTS } from './user-sap';
export { INVOICES_ENDPOINTS } from './invoices';
export { PIX_WEBHOOK_ENDPOINTS } from './pix-webhook';
export { SIMPLIFIED_INVOICE_ENDPOINTS } from './simplified-invoice';
export { NOTIFICATION_ENDPOINTS } from './notification';
export { OPENAPI_ENDPOINTS } from './openapi';
export { PRIVACY_ENDPOINTS } from './privacy';
export { SEARCH_ENDPOINTS } from './search';
export { SERVICE_ENDPOINTS } from './service';
export { COLLECTIONS_PIX_ENDPOINTS } from './collections-pix';
export { INSIGHTS_SELF_READING_ENDPOINTS } from './insights-self-reading';
export { INSIGHTS_EXPLAIN_ENDPOINTS } from './insights-explain';
export { INSIGHTS_INTERRUPTIONS_ENDPOINTS } from './insights-interruptions';
export { INSIGHTS_SIMULATOR_ENDPOINTS } from './insights-simulator';
export { COLLECTIONS_PIX_AUTOMATICO_ENDPOINTS } from './collections-pix-automatico';
export { ACCESS_TOKENS_ENDPOINTS } from './access-tokens';
export { CONTRACT_ACCOUNTING_ENDPOINTS } from './contract-accounting';
export { CURTAILMENT_ENDPOINTS } from './curtailment';

/** Every portal endpoint with its domain (the API folder), in route-file order. */
export const ENDPOINTS: readonly (Endpoint & { domain: string })[] = [
  ...ADMINISTRATION_ENDPOINTS.map((e) => ({ ...e, domain: 'administration' })),
  ...ATTENDANCE_ENDPOINTS.map((e) => ({ ...e, domain: 'attendance' })),
  ...AUDIT_ENDPOINTS.map((e) => ({ ...e, domain: 'audit' })),
  ...ACCOUNT_ENDPOINTS.map((e) => ({ ...e, domain: 'auth' })),
  ...AUTH_ENDPOINTS.map((e) => ({ ...e, domain: 'auth' })),
  ...CUSTOMER_CODE_ENDPOINTS.map((e) => ({ ...e, domain: 'auth' })),
  ...SECOND_FACTOR_ENDPOINTS.map((e) => ({ ...e, domain: 'auth' })),
  ...USERS_ENDPOINTS.map((e) => ({ ...e, domain: 'auth' })),
  ...BATCHES_ENDPOINTS.map((e) => ({ ...e, domain: 'batches' })),
  ...COLLECTIONS_PAPERLESS_ENDPOINTS.map((e) => ({ ...e, domain: 'collections' })),
  ...COLLECTIONS_NEGOTIATION_ENDPOINTS.map((e) => ({ ...e, domain: 'collections' })),
  ...COLLECTIONS_RECEIPT_ENDPOINTS.map((e) => ({ ...e, domain: 'collections' })),
  ...COLLECTIONS_SUSPENSION_ENDPOINTS.map((e) => ({ ...e, domain: 'collections' })),
  ...COLLECTIONS_DIRECT_DEBIT_ENDPOINTS.map((e) => ({ ...e, domain: 'collections' })),
  ...CONNECTION_ENDPOINTS.map((e) => ({ ...e, domain: 'connection' })),
  ...CONSUMPTION_ENDPOINTS.map((e) => ({ ...e, domain: 'consumption' })),
  ...COLLECTIONS_DECLARATION_ENDPOINTS.map((e) => ({ ...e, domain: 'collections' })),
  ...COLLECTIONS_DUE_DATE_ENDPOINTS.map((e) => ({ ...e, domain: 'collections' })),
  ...CONTRACT_DOCUMENT_ENDPOINTS.map((e) => ({ ...e, domain: 'contract' })),
  ...USER_SAP_ENDPOINTS.map((e) => ({ ...e, domain: 'contract' })),
  ...INVOICES_ENDPOINTS.map((e) => ({ ...e, domain: 'invoices' })),
  ...PIX_WEBHOOK_ENDPOINTS.map((e) => ({ ...e, domain: 'invoices' })),
  ...SIMPLIFIED_INVOICE_ENDPOINTS.map((e) => ({ ...e, domain: 'invoices' })),
  ...NOTIFICATION_ENDPOINTS.map((e) => ({ ...e, domain: 'notification' })),
  ...OPENAPI_ENDPOINTS.map((e) => ({ ...e, domain: 'openapi' })),
  ...PRIVACY_ENDPOINTS.map((e) => ({ ...e, domain: 'privacy' })),
  ...SEARCH_ENDPOINTS.map((e) => ({ ...e, domain: 'search' })),
  ...SERVICE_ENDPOINTS.map((e) => ({ ...e, domain: 'service' })),
  ...COLLECTIONS_PIX_ENDPOINTS.map((e) => ({ ...e, domain: 'collections' })),
  ...INSIGHTS_CONSUMPTION_ENDPOINTS.map((e) => ({ ...e, domain: 'insights' })),
  ...INSIGHTS_SELF_READING_ENDPOINTS.map((e) => ({ ...e, domain: 'insights' })),
  ...INSIGHTS_EXPLAIN_ENDPOINTS.map((e) => ({ ...e, domain: 'insights' })),
  ...INSIGHTS_INTERRUPTIONS_ENDPOINTS.map((e) => ({ ...e, domain: 'insights' })),
  ...INSIGHTS_SIMULATOR_ENDPOINTS.map((e) => ({ ...e, domain: 'insights' })),
  ...COLLECTIONS_PIX_AUTOMATICO_ENDPOINTS.map((e) => ({ ...e, domain: 'collections' })),
  ...ACCESS_TOKENS_ENDPOINTS.map((e) => ({ ...e, domain: 'access-tokens' })),
  ...CONTRACT_ACCOUNTING_ENDPOINTS.map((e) => ({ ...e, domain: 'contract-accounting' })),
  ...CURTAILMENT_ENDPOINTS.map((e) => ({ ...e, domain: 'curtailment' })),
];
