/**
 * The attendant's service (spec 01 §4, spec 02 §2.7): the `servicerStarted` flag in session
 * storage (read by the login redirect) mirrors the server-side attendant session, which is
 * the source of truth the API enforces.
 */
import { atom } from 'nanostores';
import type { AttendantSession } from '../../lib/portal-types';
import { $selectedContract, $user } from './user';

export const SERVICE_STARTED_KEY = 'servicerStarted';

export const $attendantSession = atom<AttendantSession | null>(null);

function writeFlag(started: boolean): void {
  try {
    sessionStorage.setItem(SERVICE_STARTED_KEY, String(started));
  } catch {
    // Storage can be unavailable (private mode quotas); the server session still decides.
  }
}

export function initAttendantSession(session: AttendantSession | null): void {
  $attendantSession.set(session);
  if (typeof window !== 'undefined') writeFlag(session !== null);
}

export function markServiceStarted(session: AttendantSession): void {
  writeFlag(true);
  $attendantSession.set(session);
  $selectedContract.set(session.contract);
  const user = $user.get();
  if (user) $user.set({ ...user, attendantSession: session });
}

export function markServiceEnded(): void {
  writeFlag(false);
  $attendantSession.set(null);
  const user = $user.get();
  $selectedContract.set(user?.selectedContract ?? null);
  if (user) $user.set({ ...user, attendantSession: null });
}
