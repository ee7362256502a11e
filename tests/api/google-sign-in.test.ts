/**
 * Google sign-in end to end against a local OAuth 2.0 / OpenID Connect provider started here,
 * written from RFC 6749 §4.1 (authorization code grant), RFC 7636 (PKCE, S256) and Google's
 * documented endpoints: the authorization endpoint redirects back with `code` and `state`, the
 * token endpoint (form POST, client_secret_post) exchanges the code once for a bearer access
 * token, and the user-info endpoint answers `sub`, `email`, `email_verified` and `name` to that
 * token in the Authorization header only (a token in the query string is refused and recorded).
 *
 * The test plays the browser: every redirect is followed by hand and recorded, with the CMS
 * session cookie kept as a browser would. Spec 04: a new e-mail gets a Google account that
 * still has to finish registration (`active: false`), the same Google account signs in again,
 * and the e-mail of a password account is refused with `err=alreadyregistred`.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../support/factories';
import { freePort, startCms, type RunningCms } from './helpers/cms';
import { call } from './auth-support';

interface Identity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  /** The account's picture URL (default: one on a host that is not Google's). */
  picture?: string;
}

/** The local provider: what the "user" consents with next, and what the CMS sent it. */
const provider = {
  url: '',
  identity: null as Identity | null,
  /** Authorization codes: code → what was asked for and who consented. */
  codes: new Map<string, { clientId: string; redirectUri: string; challenge: string; identity: Identity }>(),
  tokens: new Map<string, Identity>(),
  issuedTokens: [] as string[],
  violations: [] as string[],
  tokenRequests: 0,
};
const CLIENT_ID = 'portal-teste.apps.googleusercontent.com';
const CLIENT_SECRET = 'segredo-do-cliente-google-teste';

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', provider.url);
  if (url.searchParams.has('access_token')) provider.violations.push(`token in the URL of ${url.pathname}`);
  if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
    // RFC 6749 §4.1.1–4.1.2: validate the request, then send the user agent back with code + state.
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri') ?? '';
    if (q.get('client_id') !== CLIENT_ID || !redirectUri) return send(res, 400, { error: 'invalid_request' });
    if (q.get('response_type') !== 'code') return send(res, 400, { error: 'unsupported_response_type' });
    if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) return send(res, 400, { error: 'invalid_request' });
    if (!(q.get('scope') ?? '').split(' ').includes('email')) return send(res, 400, { error: 'invalid_scope' });
    const back = new URL(redirectUri);
    if (q.get('state')) back.searchParams.set('state', q.get('state')!);
    if (!provider.identity) back.searchParams.set('error', 'access_denied');
    else {
      const code = `4/${randomBytes(18).toString('base64url')}`;
      provider.codes.set(code, { clientId: CLIENT_ID, redirectUri, challenge: q.get('code_challenge')!, identity: provider.identity });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { location: back.toString() });
    return res.end();
  }
  if (req.method === 'POST' && url.pathname === '/token') {
    // RFC 6749 §4.1.3–4.1.4 (client_secret_post) and RFC 7636 §4.6.
    provider.tokenRequests += 1;
    if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
      return send(res, 400, { error: 'invalid_request' });
    const form = new URLSearchParams(await readBody(req));
    if (form.get('client_id') !== CLIENT_ID || form.get('client_secret') !== CLIENT_SECRET)
      return send(res, 401, { error: 'invalid_client' });
    if (form.get('grant_type') !== 'authorization_code') return send(res, 400, { error: 'unsupported_grant_type' });
    const grant = provider.codes.get(form.get('code') ?? '');
    provider.codes.delete(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    if (
      !grant ||
      grant.redirectUri !== form.get('redirect_uri') ||
      createHash('sha256').update(verifier).digest('base64url') !== grant.challenge
    )
      return send(res, 400, { error: 'invalid_grant' });
    const accessToken = `ya29.${randomBytes(24).toString('base64url')}`;
    provider.tokens.set(accessToken, grant.identity);
    provider.issuedTokens.push(accessToken);
    return send(res, 200, {
      access_token: accessToken,
      expires_in: 3599,
      token_type: 'Bearer',
      scope: 'openid email profile',
      id_token: 'x.y.z',
    });
  }
  if (req.method === 'GET' && url.pathname === '/v1/userinfo') {
    const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '');
    const identity = match ? provider.tokens.get(match[1]!) : undefined;
    if (!identity) return send(res, 401, { error: 'invalid_token' }, { 'www-authenticate': 'Bearer error="invalid_token"' });
    return send(res, 200, { ...identity, given_name: identity.name.split(' ')[0], picture: 'https://example.invalid/p.png', ...identity });
  }
  send(res, 404, { error: 'not_found' });
});

let cms: RunningCms;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The redirect URI registered at the provider is the CMS's public address.
  const port = await freePort();
  cms = await startCms({
    CMS_PORT: String(port),
    CMS_PUBLIC_URL: `http://127.0.0.1:${port}`,
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    GOOGLE_AUTHORIZATION_URL: `${provider.url}/o/oauth2/v2/auth`,
    GOOGLE_TOKEN_URL: `${provider.url}/token`,
    GOOGLE_USERINFO_URL: `${provider.url}/v1/userinfo`,
  });
});
afterAll(async () => {
  await cms?.stop();
  await new Promise((resolve) => server.close(resolve));
});

/** A browser: a cookie jar per origin and every address it was sent to. */
class Browser {
  readonly visited: string[] = [];
  private readonly jar = new Map<string, Map<string, string>>();

  async get(start: string): Promise<string> {
    let url = start;
    for (let hop = 0; hop < 10; hop++) {
      this.visited.push(url);
      // The site is not running here: its pages end the walk.
      if (url.startsWith('http://localhost:4321/')) return url;
      const origin = new URL(url).origin;
      const cookies = [...(this.jar.get(origin) ?? new Map())].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await fetch(url, { redirect: 'manual', headers: cookies ? { cookie: cookies } : {} });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...rest] = pair!.split('=');
        const jar = this.jar.get(origin) ?? new Map<string, string>();
        jar.set(name!.trim(), rest.join('='));
        this.jar.set(origin, jar);
      }
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
      url = new URL(location, url).toString();
    }
    throw new Error('too many redirects');
  }
}

/** What the site's /session/google does: a random state, its SHA-256 to the CMS. */
function siteState() {
  const state = randomBytes(32).toString('base64url');
  return { state, binding: createHash('sha256').update(state).digest('hex') };
}

/** Signs in from the login page's Google button; returns where the browser landed and the site's exchange. */
async function signInWithGoogle(identity: Identity | null, browser = new Browser()) {
  provider.identity = identity;
  const { state, binding } = siteState();
  const landed = new URL(await browser.get(`${cms.url}/api/portal/auth/google/start?binding=${binding}`));
  const code = landed.pathname === '/login/google' ? landed.searchParams.get('code') : null;
  const exchange = code ? await call(cms, 'POST', '/portal/auth/google', { body: { code, state, keepConnected: false } }) : null;
  return { landed, browser, exchange };
}

const googleUser = (name: string): Identity => ({
  sub: String(100_000_000_000 + Math.floor(Math.random() * 1e9)),
  email: `${name}.${randomBytes(4).toString('hex')}@gmail.test`,
  email_verified: true,
  name: 'Maria Google Teste',
});

/** No address the browser saw carries the provider's token (or any access_token parameter). */
function expectNoTokenInAnyUrl(visited: string[]) {
  expect(visited.length, 'the browser visited some address').toBeGreaterThan(0);
  for (const url of visited) {
    expect(url).not.toMatch(/access_token|id_token/i);
    for (const token of provider.issuedTokens) expect(url).not.toContain(token);
  }
  expect(provider.violations).toEqual([]);
}

describe('Google sign-in against a local OAuth provider', () => {
  it('creates a Google account for a new e-mail, which then finishes registration (active: false)', async () => {
    // The login page shows the Google button.
    expect((await call(cms, 'GET', '/portal/auth/providers')).body).toEqual({ google: true, captcha: false });
    const identity = googleUser('nova');
    const { landed, browser, exchange } = await signInWithGoogle(identity);
    expect(landed.origin + landed.pathname).toBe('http://localhost:4321/login/google');
    // The route the browser took: CMS start → provider → CMS callback → site.
    expect(browser.visited.map((u) => new URL(u).pathname)).toEqual([
      '/api/portal/auth/google/start',
      '/o/oauth2/v2/auth',
      '/api/portal/auth/google/callback',
      '/login/google',
    ]);
    expect(new URL(browser.visited[1]!).searchParams.get('redirect_uri')).toBe(
      `${new URL(browser.visited[2]!).origin}/api/portal/auth/google/callback`,
    );
    expect(exchange!.status).toBe(200);
    const me = await call(cms, 'GET', '/portal/me', { token: exchange!.body.jwt });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: identity.email, provider: 'google', active: false, emailVerified: true });
    expectNoTokenInAnyUrl(browser.visited);
  });

  it('signs the same Google account in again, without a second account', async () => {
    const identity = googleUser('volta');
    const first = await signInWithGoogle(identity);
    const second = await signInWithGoogle({ ...identity, email: identity.email.toUpperCase() });
    expect(second.exchange!.status).toBe(200);
    expect(second.exchange!.body.user.id).toBe(first.exchange!.body.user.id);
    expectNoTokenInAnyUrl([...first.browser.visited, ...second.browser.visited]);
  });

  it("keeps the Google account's picture as the avatar, follows its changes, and never keeps another host's", async () => {
    const identity = googleUser('foto');
    const avatarOf = async (picture: string) => {
      const { exchange } = await signInWithGoogle({ ...identity, picture });
      expect(exchange!.status).toBe(200);
      return (await call(cms, 'GET', '/portal/me', { token: exchange!.body.jwt })).body.data.avatar;
    };
    expect(await avatarOf('https://lh3.googleusercontent.com/a/foto-1=s96-c')).toBe('https://lh3.googleusercontent.com/a/foto-1=s96-c');
    expect(await avatarOf('https://lh3.googleusercontent.com/a/foto-2=s96-c')).toBe('https://lh3.googleusercontent.com/a/foto-2=s96-c');
    expect(await avatarOf('https://example.invalid/p.png')).toBeNull();
    expect(await avatarOf('javascript:alert(1)')).toBeNull();
  });

  it('refuses the e-mail of a password account (err=alreadyregistred), leaving the account as it was', async () => {
    const { user } = await createCustomer(cms);
    const { landed, exchange, browser } = await signInWithGoogle({ ...googleUser('senha'), email: user.email });
    expect(landed.toString()).toBe('http://localhost:4321/login?err=alreadyregistred');
    expect(exchange).toBeNull();
    const login = await call(cms, 'POST', '/portal/auth/login', {
      body: { email: user.email, password: user.password, keepConnected: false },
    });
    expect(login.status).toBe(200);
    expect(login.body.user.provider).toBe('local');
    expectNoTokenInAnyUrl(browser.visited);
  });

  it('refuses a return whose state is not the one this browser started with (err=google), exchanging no code', async () => {
    provider.identity = googleUser('atacante');
    // The attacker goes through Google and keeps the return address (genuine code and state)...
    const attackerStart = await fetch(`${cms.url}/api/portal/auth/google/start?binding=${siteState().binding}`, { redirect: 'manual' });
    const atProvider = await fetch(attackerStart.headers.get('location')!, { redirect: 'manual' });
    const attackerReturn = atProvider.headers.get('location')!;
    expect(new URL(attackerReturn).searchParams.get('code')).toBeTruthy();
    // ...and sends it to a victim whose browser started a flow of its own.
    const victimStart = await fetch(`${cms.url}/api/portal/auth/google/start?binding=${siteState().binding}`, { redirect: 'manual' });
    const cookie = victimStart.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const requests = provider.tokenRequests;
    const victim = await fetch(attackerReturn, { redirect: 'manual', headers: { cookie } });
    expect(victim.status).toBe(302);
    expect(victim.headers.get('location')).toBe('http://localhost:4321/login?err=google');
    // A return in a browser that started no flow at all (no CMS session cookie).
    const browser = new Browser();
    expect(await browser.get(attackerReturn)).toBe('http://localhost:4321/login?err=google');
    expect(provider.tokenRequests).toBe(requests);
  });

  it('refuses an e-mail Google has not verified and a user who says no at Google (err=google)', async () => {
    const unverified = await signInWithGoogle({ ...googleUser('naoverificado'), email_verified: false });
    expect(unverified.landed.toString()).toBe('http://localhost:4321/login?err=google');
    const denied = await signInWithGoogle(null);
    expect(denied.landed.toString()).toBe('http://localhost:4321/login?err=google');
    expectNoTokenInAnyUrl([...unverified.browser.visited, ...denied.browser.visited]);
  });
});
