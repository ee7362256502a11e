/**
 * Which address a request comes from. The CMS sits behind the web server's proxy, which
 * appends the visitor's address to X-Forwarded-For; anyone else could write that header, so
 * it is believed only from the configured proxy addresses (CMS_TRUSTED_PROXIES: a comma list
 * of addresses, or `loopback`, the default — the web server runs on the same machine).
 * Walking the list from the right, trusted hops are skipped; the first untrusted address is
 * the client.
 */

/** `::ffff:127.0.0.1` → `127.0.0.1`; surrounding spaces and brackets dropped. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  return trimmed.toLowerCase().startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

const isLoopback = (address: string) => address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);

export function trustedProxiesFromEnv(value = process.env.CMS_TRUSTED_PROXIES): string[] {
  const list = (value ?? 'loopback')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return list.length ? list : ['loopback'];
}

export function isTrusted(address: string, trusted: readonly string[]): boolean {
  const a = normalizeAddress(address);
  return trusted.some((t) => (t === 'loopback' ? isLoopback(a) : normalizeAddress(t) === a));
}

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

/** The client address of a Koa request (socket peer + X-Forwarded-For under the rule above). */
export function requestAddress(ctx: {
  req: { socket: { remoteAddress?: string } };
  request: { header: Record<string, string | string[] | undefined> };
}): string {
  return clientAddress(ctx.req.socket.remoteAddress ?? '', ctx.request.header['x-forwarded-for'], trustedProxiesFromEnv());
}
