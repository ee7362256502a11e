/**
 * The protocol number a request gets (spec 04 §3 "Response contains data.protocol"; §8 modals):
 * `CON-<year>-<sequence of the year, 6 digits or more>`, e.g. CON-2026-000123. The year is São
 * Paulo's at the moment of the request; the sequence starts at 1 every year.
 */
import { saoPauloParts } from '../time/sao-paulo';

export const PROTOCOL_PATTERN = /^CON-(\d{4})-(\d{6,})$/;

export function protocolPrefix(now: Date): string {
  return `CON-${saoPauloParts(now).year}-`;
}

export function formatProtocol(prefix: string, sequence: number): string {
  return `${prefix}${String(sequence).padStart(6, '0')}`;
}

/** The sequence after `last` (a protocol of the same year), or 1. */
export function nextSequence(last: string | null | undefined): number {
  const m = last ? PROTOCOL_PATTERN.exec(last) : null;
  return m ? Number(m[2]) + 1 : 1;
}
