export { sameSecret } from '../../src/lib/same-secret.mjs';
export function internalPort(env?: Record<string, string | undefined>): number;
export function internalUrl(env?: Record<string, string | undefined>): string;
export function publicHost(env?: Record<string, string | undefined>): string;
