/**
 * The attendant panel shows the served contract's open suspension or reconnection (spec 01
 * §2.9); the service screens ask it again after a request is made. The SWR key lives here so
 * the two features share it without importing each other.
 */
import { mutate } from 'swr';

export const OPEN_SERVICE_KEY = 'attendance/open-service';

/** Asks every cached "open service" answer again. */
export function refreshOpenService(): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === OPEN_SERVICE_KEY);
}
