/** Staff's decision in the admin: once, RECEIVED → ACCEPTED | REFUSED (with reason); the customer told (docs/insights-self-reading.md). */
import { afterReadingUpdate, guardReadingUpdate } from '../../../../portal/insights/self-reading/review';

interface Event {
  result?: { id: number };
  params: { where?: unknown; data?: Record<string, unknown> };
}

export default {
  async beforeUpdate(event: Event) {
    await guardReadingUpdate(strapi, event.params.where, event.params.data);
  },
  async afterUpdate(event: Event) {
    await afterReadingUpdate(strapi, event.result, event.params.data);
  },
  async beforeUpdateMany(event: Event) {
    if (event.params.data && 'readingStatus' in event.params.data) await guardReadingUpdate(strapi, event.params.where, event.params.data);
  },
};
