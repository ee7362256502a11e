/**
 * Which address a request comes from, when proxies stand in front (shared by the CMS and the web
 * server). Each proxy appends the address it received the connection from to X-Forwarded-For;
 * anyone else could write that header, so it is believed only from trusted proxies. Walking the
 * list from the right, trusted hops are skipped; the first untrusted address is the client.
 *
 * A trusted-proxy list is a comma list of `loopback` (127.0.0.0/8 and ::1), addresses
 * (`10.0.0.5`, `::1`) and CIDR ranges (`10.0.0.0/8`, `fd00::/8`); entries that are none of these
 * are reported by `invalidProxyEntries` and match nothing.
 */
import ipaddr from 'ipaddr.js';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** `::ffff:127.0.0.1` → `127.0.0.1`; surrounding spaces and brackets dropped. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  return trimmed.toLowerCase().startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

export function parseProxyList(value: string | undefined, fallback: string): string[] {
  const list = (value ?? fallback)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return list.length || !fallback ? list : [fallback];
}

function rangesOf(entry: string): Range[] | null {
  if (entry.toLowerCase() === 'loopback') return [ipaddr.parseCIDR('127.0.0.0/8'), ipaddr.parseCIDR('::1/128')];
  try {
    if (entry.includes('/')) return [ipaddr.parseCIDR(entry)];
    const address = ipaddr.process(normalizeAddress(entry));
    return [[address, address.kind() === 'ipv4' ? 32 : 128]];
  } catch {
    return null;
  }
}

/** The entries of a trusted-proxy list that are not `loopback`, an address or a CIDR range. */
export function invalidProxyEntries(trusted: readonly string[]): string[] {
  return trusted.filter((entry) => rangesOf(entry) === null);
}

const compiled = new Map<string, Range[]>();
function rangesOfList(trusted: readonly string[]): Range[] {
  const key = trusted.join(',');
  let ranges = compiled.get(key);
  if (!ranges) {
    ranges = trusted.flatMap((entry) => rangesOf(entry) ?? []);
    if (compiled.size > 32) compiled.clear();
    compiled.set(key, ranges);
  }
  return ranges;
}

export function isTrusted(address: string, trusted: readonly string[]): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(normalizeAddress(address));
  } catch {
    return false;
  }
  return rangesOfList(trusted).some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits));
}

/** The client of a connection from `remote` that carried `forwardedFor`, under the rule above. */
export function clientAddress(remote: string, forwardedFor: string | string[] | undefined, trusted: readonly string[]): string {
  const peer = normalizeAddress(remote || '');
  if (!isTrusted(peer, trusted)) return peer;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const hops = header
    .split(',')
    .map(normalizeAddress)
    .filter((h) => h.length > 0 && h.length <= 64);
  for (let i = hops.length - 1; i >= 0; i--) if (!isTrusted(hops[i]!, trusted)) return hops[i]!;
  return hops[0] ?? peer;
}
