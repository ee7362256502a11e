/**
 * The "bill issued" notice: a bill created through the document service (Strapi admin,
 * issueInvoice) notifies the contract's users, unless the writer runs inside
 * `withoutIssueNotice` (the demo seed's history in bulk, test factories by default).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const quiet = new AsyncLocalStorage<boolean>();

export function withoutIssueNotice<T>(work: () => Promise<T>): Promise<T> {
  return quiet.run(true, work);
}

export const issueNoticeSilenced = () => quiet.getStore() === true;
