/** Staff's saves in the admin: checked (area, dates, notice period) and versioned, so a change reaches customers again. */
import { guardInterruptionCreate, guardInterruptionUpdate } from '../../../../portal/insights/interruptions/admin';

interface Event {
  params: { where?: unknown; data?: Record<string, unknown> };
}

export default {
  async beforeCreate(event: Event) {
    guardInterruptionCreate(event.params.data ?? {});
  },
  async beforeUpdate(event: Event) {
    await guardInterruptionUpdate(strapi, event.params.where, event.params.data ?? {});
  },
};
