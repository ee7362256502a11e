// @ts-check
// The web server's own answer to the portal's reads through `/api/*` (GET and HEAD): the same
// rules as the Astro endpoint src/pages/api/[...path].ts, without Astro's render pipeline (a Web
// Request and Response per call, the session object, the cookie jar), over a keep-alive pool to
// the CMS. Calls with a body (POST, PUT, PATCH, DELETE…) still go to that endpoint: its body
// limits, streamed uploads and Astro's own origin check stay where they are (docs/scaling.md).
//
// The rules, each from the module the Astro endpoint uses:
// - only the site's own pages reach `/api` (src/lib/same-origin.ts), else 403;
// - the routes that hand out tokens are refused (src/lib/proxy-rules.ts), else 404;
// - the browser's own Authorization is dropped (a read never carries an e-mailed link's token),
//   but for a personal access token (`Bearer ngp_…`, docs/access-tokens.md): that call is a
//   client's system, not a site page — no site-pages check, no session, its header forwarded;
// - the session supplies the bearer: the simplified-invoice access on its paths, else the login,
//   whose expiry and activity follow src/lib/session.ts `authState` (the activity is written at
//   most once a minute, with the session cookie, as `getAuth` does);
// - a 401 to the session's token ends that access only (`accessEndedBy`);
// - X-Forwarded-For carries the visitor's one address (WEB_TRUSTED_PROXIES, domain/client-address);
// - the answer loses the CMS's hop, cookie, CORS and security headers (the site's are set by
//   site-server.mjs), is `private, no-store` when made with the session's token, and a JSON
//   answer never carries a `jwt` to the browser.
import http from 'node:http';
import {
  DROP_REQUEST_HEADERS,
  DROP_RESPONSE_HEADERS,
  accessEndedBy,
  isAccessTokenCall,
  isBlockedApiPath,
  isSimplifiedInvoicePath,
} from '../src/lib/proxy-rules.ts';
import { isFromSitePages } from '../src/lib/same-origin.ts';
import { ACTIVITY_RESOLUTION_MS, SESSION_COOKIE, authState } from '../src/lib/session.ts';
import { clientAddress, parseProxyList } from '../cms/src/domain/client-address.ts';
import { readSession, sessionCookie, sessionIdOf, writeSession } from './web-session.mjs';
import { plainTarget } from './request-path.mjs';

/**
 * Request headers kept from the CMS: the hop's and the site's (`DROP_REQUEST_HEADERS`, as the Astro
 * endpoint), and the browser's bearer — a read never takes it (proxy-rules
 * `acceptsBrowserAuthorization`: PATCH only).
 */
const DROP_REQUEST = new Set([...DROP_REQUEST_HEADERS, 'authorization']);

/**
 * @typedef {import('./web-session.mjs').SessionDriver} SessionDriver
 * @typedef {import('./web-session.mjs').SessionData} SessionData
 * @typedef {{ jwt: string; keepConnected: boolean; startedAt?: number; lastSeenAt?: number; user?: unknown }} StoredAuth
 * @typedef {{ cmsUrl: string; agent: http.Agent; now: () => number; env: NodeJS.ProcessEnv }} ProxyOptions
 */

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [extra]
 */
function sendJson(res, status, body, extra = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...extra, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** @param {string} status @param {number} code @param {string} message */
const errorBody = (status, code, message) => ({ data: null, error: { status: code, name: status, message } });

/**
 * A JSON answer's text without a top-level `jwt` (whatever route produced it).
 * @param {string} text
 */
export function withoutToken(text) {
  try {
    const parsed = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && 'jwt' in parsed) {
      const { jwt: _dropped, ...rest } = parsed;
      return JSON.stringify(rest);
    }
  } catch {
    // Not JSON after all: passed through untouched.
  }
  return text;
}

/**
 * A JSON answer's bytes without a top-level `jwt`: the bytes as they came when no key of theirs can
 * be `jwt` — neither the letters nor a `\u` escape (the one way JSON can spell a key's letters
 * otherwise) appear in them —, else `withoutToken`'s. The portal's answers (an invoice list of 60
 * bills) are then passed on without being decoded, parsed and written again (docs/scaling.md).
 * @param {Buffer} bytes
 * @returns {Buffer}
 */
export function withoutTokenBytes(bytes) {
  if (!bytes.includes('jwt') && !bytes.includes('\\u')) return bytes;
  const text = bytes.toString('utf8');
  const kept = withoutToken(text);
  return kept === text ? bytes : Buffer.from(kept);
}

/** Entries kept per small cache of this module (their keys come from requests: bounded, emptied when full). */
const KEPT = 1000;

/**
 * @template V
 * @param {Map<string, V>} map
 * @param {string} key
 * @param {() => V} make
 * @returns {V}
 */
function kept(map, key, make) {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    if (map.size >= KEPT) map.clear();
    map.set(key, value);
  }
  return value;
}

/** @type {Map<string, string | null>} */
const origins = new Map();

/**
 * What the rules read of a request's URL — its origin (from the Host header), path and search — as
 * `new URL(target, http://host)` reads them; without the URL parser for a plain target, whose
 * origin is then the base's (looked up once per Host value).
 * @param {string} target
 * @param {string | undefined} host
 * @returns {{ origin: string; pathname: string; search: string }}
 */
export function requestUrl(target, host) {
  const base = `http://${host ?? 'localhost'}`;
  const plain = plainTarget(target);
  if (plain) {
    const origin = kept(origins, base, () => {
      try {
        return new URL(base).origin;
      } catch {
        return null;
      }
    });
    if (origin !== null) return { origin, pathname: plain.pathname, search: plain.search };
  }
  return new URL(target, base);
}

/**
 * An answer's whole body, read with the stream's events (an async iterator costs a promise and a
 * microtask per chunk: docs/scaling.md, "Per request").
 * @param {http.IncomingMessage} upstream
 * @returns {Promise<Buffer>}
 */
function bodyOf(upstream) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let ended = false;
    upstream.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    upstream.once('end', () => {
      ended = true;
      resolve(chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks));
    });
    upstream.once('error', reject);
    // Closed before its end (the CMS went away mid-answer): as the stream's iterator, an error.
    upstream.once('close', () => ended || reject(new Error('the CMS closed the answer before its end')));
  });
}

/**
 * The handler of `/api/*` reads, or null for a call the Astro endpoint keeps (a method with a body).
 * @param {Partial<ProxyOptions>} [options]
 */
export function createApiProxy(options = {}) {
  const env = options.env ?? process.env;
  const cmsUrl = (options.cmsUrl ?? env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/$/, '');
  const now = options.now ?? Date.now;
  // Connections to the CMS are kept and reused (the CMS keeps idle ones 5 s; a request that finds
  // its reused socket closed under it is sent once more, below).
  const agent = options.agent ?? new http.Agent({ keepAlive: true, keepAliveMsecs: 1000, maxSockets: 128, maxFreeSockets: 64 });
  const trusted = parseProxyList(env.WEB_TRUSTED_PROXIES, '');
  /** @type {Map<string, string>} */
  const addresses = new Map();
  const target = new URL(cmsUrl);

  /**
   * The session's entries and the token for this path, with the writes the rule asks for.
   * @param {SessionDriver} driver
   * @param {string | undefined} cookieHeader
   * @param {string} rawPath
   * @param {http.ServerResponse} res
   */
  async function sessionToken(driver, cookieHeader, rawPath, res) {
    const id = sessionIdOf(cookieHeader, SESSION_COOKIE);
    if (!id) return null;
    const at = now();
    const data = await readSession(driver, id, at);
    if (!data) return null;
    if (isSimplifiedInvoicePath(rawPath)) {
      const simplified = /** @type {{ jwt?: string } | undefined} */ (data.get('simplified')?.data);
      if (simplified?.jwt) return { id, data, kind: /** @type {const} */ ('simplified'), jwt: simplified.jwt, write: null };
    }
    const auth = /** @type {StoredAuth | undefined} */ (data.get('auth')?.data);
    if (!auth?.jwt) return null;
    const verdict = authState(auth, at);
    if (verdict.state === 'expired') {
      data.delete('auth');
      await writeSession(driver, id, data);
      return null;
    }
    let write = null;
    if (auth.startedAt === undefined || auth.lastSeenAt === undefined || at - auth.lastSeenAt >= ACTIVITY_RESOLUTION_MS) {
      // This request is the session's activity: the idle deadline moves (session.ts getAuth).
      data.set('auth', { data: { ...auth, startedAt: auth.startedAt ?? at, lastSeenAt: at }, expires: at + verdict.ttlSeconds * 1000 });
      write = writeSession(driver, id, data);
      res.setHeader('set-cookie', sessionCookie(SESSION_COOKIE, id, auth.keepConnected ? verdict.ttlSeconds : undefined));
    }
    return { id, data, kind: /** @type {const} */ ('auth'), jwt: auth.jwt, write };
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {SessionDriver | null} driver the live release's session store (null: not one this handler reads)
   * @returns {boolean} false when the call is not one this handler answers
   */
  function handle(req, res, driver) {
    const method = req.method ?? 'GET';
    if (!driver || (method !== 'GET' && method !== 'HEAD')) return false;
    serve(req, res, method, driver).catch((/** @type {unknown} */ error) => {
      console.error('[api proxy]', error instanceof Error ? error.message : error);
      if (!res.headersSent) sendJson(res, 500, errorBody('InternalServerError', 500, 'Internal Server Error'));
      else res.destroy();
    });
    return true;
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {string} method
   * @param {SessionDriver} driver
   */
  async function serve(req, res, method, driver) {
    req.resume();
    const url = requestUrl(req.url ?? '/', req.headers.host);
    const headersOf = {
      method,
      headers: {
        /** @param {string} name */
        get: (name) => {
          const value = req.headers[name.toLowerCase()];
          return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
        },
      },
    };
    // A client's system with a personal access token brings its own credential (proxy-rules.ts).
    const personal = isAccessTokenCall(headersOf.headers.get('authorization'));
    if (!personal && !isFromSitePages(/** @type {Request} */ (/** @type {unknown} */ (headersOf)), /** @type {URL} */ (url)))
      return sendJson(res, 403, errorBody('ForbiddenError', 403, 'Requisição de outra origem recusada'), { 'cache-control': 'no-store' });
    const rawPath = url.pathname.replace(/^\/api\/?/, '');
    if (isBlockedApiPath(rawPath)) return sendJson(res, 404, errorBody('NotFoundError', 404, 'Not Found'));

    /** @type {Record<string, string | string[]>} */
    const headers = {};
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined && (!DROP_REQUEST.has(name) || (personal && name === 'authorization'))) headers[name] = value;
    const peer = req.socket.remoteAddress ?? '';
    if (peer) {
      const forwarded = req.headers['x-forwarded-for'];
      // The same connection address and header give the same answer: read once (ipaddr parses them).
      const key = `${peer}\n${Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')}`;
      headers['x-forwarded-for'] = kept(addresses, key, () => clientAddress(peer, forwarded, trusted));
    }
    const session = personal ? null : await sessionToken(driver, req.headers.cookie, rawPath, res);
    if (session) headers.authorization = `Bearer ${session.jwt}`;

    const upstream = await forward(res, method, `/api/${rawPath}${url.search}`, headers).catch((/** @type {Error} */ error) => error);
    if (upstream instanceof Error) {
      await session?.write?.catch(() => undefined);
      if (res.destroyed) return;
      console.error('[api proxy] CMS unreachable:', upstream.message);
      return sendJson(res, 502, errorBody('BadGatewayError', 502, 'Serviço indisponível'));
    }
    const status = upstream.statusCode ?? 502;
    // The session's token was refused: that access ends (on a simplified-invoice path the
    // simplified access only), after this request's own write of the session.
    const ended = accessEndedBy(status, session?.kind ?? null, rawPath);
    if (session) await session.write?.catch((/** @type {Error} */ error) => console.error('[api proxy] session write:', error.message));
    if (session && ended) {
      session.data.delete(ended);
      await writeSession(driver, session.id, session.data);
    }

    /** @type {Record<string, string | string[]>} */
    const out = {};
    for (const [name, value] of Object.entries(upstream.headers))
      if (value !== undefined && !DROP_RESPONSE_HEADERS.has(name)) out[name] = value;
    if (session) out['cache-control'] = 'private, no-store';
    const json = String(upstream.headers['content-type'] ?? '').includes('application/json');
    if (!json || method === 'HEAD') {
      res.writeHead(status, upstream.statusMessage, out);
      upstream.pipe(res);
      res.once('close', () => upstream.destroy());
      return;
    }
    const body = withoutTokenBytes(await bodyOf(upstream));
    out['content-length'] = String(body.length);
    res.writeHead(status, upstream.statusMessage, out);
    res.end(body);
  }

  /**
   * Sends the read to the CMS over the pool; a reused connection that the CMS had just closed is
   * tried once more on a fresh one (a GET or HEAD, so sending it again changes nothing).
   * @param {http.ServerResponse} res
   * @param {string} method
   * @param {string} path
   * @param {Record<string, string | string[]>} headers
   * @returns {Promise<http.IncomingMessage>}
   */
  function forward(res, method, path, headers, retry = true) {
    return new Promise((resolve, reject) => {
      const outgoing = http.request(
        { protocol: target.protocol, hostname: target.hostname, port: target.port, method, path, headers, agent },
        resolve,
      );
      // The visitor went away before the answer: the CMS's request goes too.
      const abort = () => outgoing.destroy();
      res.once('close', abort);
      outgoing.once('response', () => res.off('close', abort));
      outgoing.once('error', (error) => {
        res.off('close', abort);
        if (retry && outgoing.reusedSocket && /** @type {NodeJS.ErrnoException} */ (error).code === 'ECONNRESET' && !res.destroyed)
          forward(res, method, path, headers, false).then(resolve, reject);
        else reject(error);
      });
      outgoing.end();
    });
  }

  return { handle, agent };
}
