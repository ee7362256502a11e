/**
 * Test-support notifications (cms/src/api/test-support/routes/notifications.ts): a test sends
 * its own users notifications through the server's real `notify` (sanitizing included).
 */
import { testSupportCall, type Target } from './factories';

export interface NotificationTarget {
  userIds?: number[];
  /** A contract's documentId: every user linked to it. */
  contractId?: string;
  everyone?: boolean;
}

export function sendNotification(target: Target, to: NotificationTarget, message: { title: string; description: string }) {
  return testSupportCall<{ created: number }>(target, 'POST', '/notifications', { ...to, ...message });
}
