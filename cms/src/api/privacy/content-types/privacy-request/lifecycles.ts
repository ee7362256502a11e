/** Staff moves in the admin: one step at a time, recorded in the history; an approval carries out the anonymization. */
import { afterRequestUpdate, guardRequestUpdate } from '../../../../portal/privacy/requests';

interface Event {
  result?: { id: number };
  params: { where?: unknown; data?: Record<string, unknown> };
}

export default {
  async beforeUpdate(event: Event) {
    await guardRequestUpdate(strapi, event.params.where, event.params.data);
  },
  async afterUpdate(event: Event) {
    await afterRequestUpdate(strapi, event.result, event.params.data);
  },
  async beforeUpdateMany(event: Event) {
    if (event.params.data && 'requestStatus' in event.params.data) await guardRequestUpdate(strapi, event.params.where, event.params.data);
  },
};
