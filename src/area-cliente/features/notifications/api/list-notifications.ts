/** GET /api/notification (spec 01 §7): polled every 60 s and on window focus (§4, §9). */
import useSWR from 'swr';
import type { NotificationListView } from '@domain/notifications/types';
import { NOTIFICATION_ENDPOINTS } from '@domain/endpoints/notification';
import { call, endpointOf } from '~/lib/api-call';

const LIST = endpointOf(NOTIFICATION_ENDPOINTS, 'GET', '/notification');

export const NOTIFICATIONS_KEY = 'notification';
/** Spec 01 §9: notifications polled every 60 s. */
export const NOTIFICATIONS_POLL_MS = 60_000;

export const fetchNotifications = () => call(LIST, {});

/** The user's notifications; `enabled` false (no notification access) makes no call. */
export function useNotifications(enabled: boolean) {
  return useSWR<NotificationListView>(enabled ? NOTIFICATIONS_KEY : null, fetchNotifications, {
    refreshInterval: NOTIFICATIONS_POLL_MS,
    revalidateOnFocus: true,
    // Focus after a short absence still asks again (the app's default deduping is 15 s).
    dedupingInterval: 2_000,
    focusThrottleInterval: 5_000,
    keepPreviousData: true,
  });
}
