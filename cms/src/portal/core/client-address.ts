/**
 * Which address a request comes from. The CMS sits behind the web server's proxy, which sends the
 * one visitor address it derived in X-Forwarded-For; anyone else could write that header, so it
 * is believed only from the configured proxies (CMS_TRUSTED_PROXIES: a comma list of addresses,
 * CIDR ranges or `loopback`, the default — the web server runs on the same machine). The rule
 * itself is shared with the web server: domain/client-address.
 */
import { clientAddress, parseProxyList } from '../../domain/client-address';

export { clientAddress, invalidProxyEntries, isTrusted, normalizeAddress } from '../../domain/client-address';

export function trustedProxiesFromEnv(value = process.env.CMS_TRUSTED_PROXIES): string[] {
  return parseProxyList(value, 'loopback');
}

/** The client address of a Koa request (socket peer + X-Forwarded-For under the rule above). */
export function requestAddress(ctx: {
  req: { socket: { remoteAddress?: string } };
  request: { header: Record<string, string | string[] | undefined> };
}): string {
  return clientAddress(ctx.req.socket.remoteAddress ?? '', ctx.request.header['x-forwarded-for'], trustedProxiesFromEnv());
}
