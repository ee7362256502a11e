/** Staff's decision in the admin: once, PENDING → CONFIRMED | REFUSED (with reason); the bill paid and the customer told. */
import { afterReceiptUpdate, guardReceiptUpdate } from '../../../../portal/collections/receipt/review';

interface Event {
  result?: { id: number };
  params: { where?: unknown; data?: Record<string, unknown> };
}

export default {
  async beforeUpdate(event: Event) {
    await guardReceiptUpdate(strapi, event.params.where, event.params.data);
  },
  async afterUpdate(event: Event) {
    await afterReceiptUpdate(strapi, event.result, event.params.data);
  },
  async beforeUpdateMany(event: Event) {
    if (event.params.data && 'receiptStatus' in event.params.data) await guardReceiptUpdate(strapi, event.params.where, event.params.data);
  },
};
