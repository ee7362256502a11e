// @ts-check
// Constant-time comparison of a secret someone presents (the rebuild webhook's header, the
// preview link's `secret`) with the configured one. Both sides are hashed first, so neither the
// content nor the length of the configured secret shows in the time an answer takes.
import { createHash, timingSafeEqual } from 'node:crypto';

/** @param {unknown} value */
const digest = (value) => createHash('sha256').update(String(value), 'utf8').digest();

/**
 * True only when both are non-empty strings and equal; an unset secret never matches.
 * @param {unknown} presented
 * @param {string | undefined | null} expected
 * @returns {boolean}
 */
export function sameSecret(presented, expected) {
  if (typeof expected !== 'string' || !expected || typeof presented !== 'string' || !presented) return false;
  return timingSafeEqual(digest(presented), digest(expected));
}
