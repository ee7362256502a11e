/** The Aviso is sent when it is created (portal/notifications/notice.ts). */
import { guardNoticeUpdate, sendNotice } from '../../../../portal/notifications/notice';

interface Event {
  result?: { id: number };
  params: { where?: unknown; data?: Record<string, unknown> };
}

export default {
  async afterCreate(event: Event) {
    if (event.result?.id) await sendNotice(strapi, event.result.id);
  },
  async beforeUpdate(event: Event) {
    await guardNoticeUpdate(strapi, event.params.where, event.params.data);
  },
  async beforeUpdateMany(event: Event) {
    await guardNoticeUpdate(strapi, event.params.where, event.params.data);
  },
};
