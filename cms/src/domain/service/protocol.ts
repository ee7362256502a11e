/**
 * Protocol numbers of the service requests: `<kind prefix>-<year>-<sequence of the year and
 * kind, 6 digits or more>`, e.g. REL-2026-000042 (reconnection), SUS-… (suspension), BLQ-…
 * (temporary block). The year is São Paulo's at the moment of the request.
 */
import { saoPauloParts } from '../time/sao-paulo';
import type { ServiceKind } from './constants';

export const PROTOCOL_PREFIXES: Record<ServiceKind, string> = { RECONNECTION: 'REL', SUSPENSION: 'SUS', TEMPORARY_BLOCK: 'BLQ' };
export const SERVICE_PROTOCOL_PATTERN = /^(REL|SUS|BLQ)-(\d{4})-(\d{6,})$/;

export const serviceProtocolPrefix = (kind: ServiceKind, now: Date) => `${PROTOCOL_PREFIXES[kind]}-${saoPauloParts(now).year}-`;

export function nextServiceProtocol(prefix: string, last: string | null | undefined): string {
  const m = last ? SERVICE_PROTOCOL_PATTERN.exec(last) : null;
  return `${prefix}${String(m ? Number(m[3]) + 1 : 1).padStart(6, '0')}`;
}
