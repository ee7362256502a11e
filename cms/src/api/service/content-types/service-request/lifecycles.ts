/**
 * Staff cancel a scheduled reconnection or suspension in the admin (cancellation "by phone",
 * spec 02 §2.4): the vacancy it took goes back to the calendar. Staff mark a charged reconnection
 * DONE: its fee goes to the next bills in the instalments they chose (portal/service/reconnection-fee.ts).
 */
import { releaseVacancy, SERVICE_REQUEST_UID } from '../../../../portal/service/store';
import { guardFeeInstalments, recordReconnectionFees } from '../../../../portal/service/reconnection-fee';

interface UpdateEvent {
  params: { where?: Record<string, unknown>; data?: Record<string, unknown> };
  state: Record<string, unknown>;
}

export default {
  async beforeUpdate(event: UpdateEvent) {
    await guardFeeInstalments(strapi, event.params.data);
    if (event.params.data?.requestStatus !== 'CANCELLED' || !event.params.where) return;
    const rows = (await strapi.db.query(SERVICE_REQUEST_UID).findMany({
      where: event.params.where,
      select: ['id', 'requestStatus'],
      populate: { slot: { select: ['id'] } },
    })) as { id: number; requestStatus: string; slot?: { id: number } | null }[];
    event.state.releaseSlots = rows.filter((r) => r.requestStatus !== 'CANCELLED' && r.slot).map((r) => r.slot!.id);
  },
  async afterUpdate(event: UpdateEvent) {
    for (const id of (event.state.releaseSlots as number[] | undefined) ?? []) await releaseVacancy(strapi, id);
    if (event.params.data?.requestStatus === 'DONE') await recordReconnectionFees(strapi, event.params.where);
  },
};
