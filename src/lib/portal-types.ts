/**
 * Shapes of the portal API answers the web side reads. The server's answer types are declared
 * once in cms/src/domain/portal-types.ts and used here as they are (PORTAL-API.md §3).
 */
import type { AttendantSessionView, ContractView, MeView, MenuEntryView } from '@domain/portal-types';

export type Contract = ContractView;
export type AttendantSession = AttendantSessionView;
export type Me = MeView;
export type MenuEntry = MenuEntryView;

/** `GET /session`: who is signed in, as the browser may know it (never a token). */
export interface SessionState {
  user: Me | null;
  simplified: boolean;
  keepConnected: boolean;
}
