/** Staff's credit in the admin: checked on create, fixed once registered (portal/collections/credits/admin.ts). */
import { guardCreditCreate, guardCreditUpdate } from '../../../../portal/collections/credits/admin';

interface Event {
  params: { data?: Record<string, unknown> };
}

export default {
  beforeCreate(event: Event) {
    guardCreditCreate(event.params.data);
  },
  beforeUpdate(event: Event) {
    guardCreditUpdate(event.params.data);
  },
};
