/**
 * The attendant panel shows the served contract's open suspension or reconnection (spec 01
 * §2.9); the service screens ask it again after a request is made. The SWR key lives here so
 * the two features share it without importing each other.
 */
import { mutate } from 'swr';

export const OPEN_SERVICE_KEY = 'attendance/open-service';

export type OpenServiceKey = readonly [typeof OPEN_SERVICE_KEY, string];

/** The key of a contract's open service (the contract the calls name). */
export const openServiceKey = (contractId: string): OpenServiceKey => [OPEN_SERVICE_KEY, contractId] as const;

/** Asks the contract's open service again, through its own key. */
export function refreshOpenService(contractId: string): Promise<unknown> {
  return mutate(openServiceKey(contractId));
}
