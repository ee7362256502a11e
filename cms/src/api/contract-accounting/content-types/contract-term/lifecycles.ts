/** Staff's saves of a contract's terms in the admin: checked (figures, existing industrial contract, no overlapping periods). */
import { guardTermSave } from '../../../../portal/contract-accounting/admin';

interface Event {
  params: { where?: unknown; data?: Record<string, unknown> };
}

export default {
  async beforeCreate(event: Event) {
    await guardTermSave(strapi, undefined, event.params.data ?? {});
  },
  async beforeUpdate(event: Event) {
    await guardTermSave(strapi, event.params.where, event.params.data ?? {});
  },
};
