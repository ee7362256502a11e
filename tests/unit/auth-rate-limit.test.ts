import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  invalidProxyEntries,
  isTrusted,
  normalizeAddress,
  trustedProxiesFromEnv,
} from '../../cms/src/portal/core/client-address';
import {
  AccountDelay,
  AttemptLimiter,
  accountKeys,
  delayFor,
  delayFromEnv,
  memoryLimiter,
  rateLimitFromEnv,
} from '../../cms/src/portal/core/rate-limit';

describe('client address behind the web server', () => {
  const loopback = ['loopback'];

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', loopback)).toBe('203.0.113.9');
  });

  it('takes the address the trusted proxy appended, not what the visitor wrote before it', () => {
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7', loopback)).toBe('198.51.100.7');
    expect(clientAddress('::ffff:127.0.0.1', '198.51.100.7', loopback)).toBe('198.51.100.7');
  });

  it('skips every trusted hop from the right', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.7, 10.0.0.1', ['10.0.0.1', '10.0.0.2'])).toBe('198.51.100.7');
  });

  it('trusts CIDR ranges of proxies, IPv4 and IPv6, and nothing outside them', () => {
    const ranges = ['10.0.0.0/8', 'fd00::/8'];
    expect(clientAddress('10.1.2.3', '198.51.100.7, 10.9.9.9', ranges)).toBe('198.51.100.7');
    expect(clientAddress('::ffff:10.1.2.3', '198.51.100.8', ranges)).toBe('198.51.100.8');
    expect(clientAddress('fd12::5', '2001:db8::1', ranges)).toBe('2001:db8::1');
    expect(clientAddress('11.0.0.1', '198.51.100.7', ranges)).toBe('11.0.0.1');
    expect(clientAddress('127.0.0.5', '198.51.100.7', ['127.0.0.1/32'])).toBe('127.0.0.5');
    expect(isTrusted('127.0.0.1', ['127.0.0.1/32'])).toBe(true);
    expect(isTrusted('not-an-address', ['0.0.0.0/0'])).toBe(false);
    expect(invalidProxyEntries(['loopback', '10.0.0.0/8', '::1', '10.0.0.0/33', 'balancer.local'])).toEqual([
      '10.0.0.0/33',
      'balancer.local',
    ]);
  });

  it('falls back to the peer when nothing was forwarded', () => {
    expect(clientAddress('127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
    expect(normalizeAddress(' [::1] ')).toBe('::1');
    expect(trustedProxiesFromEnv('')).toEqual(['loopback']);
    expect(trustedProxiesFromEnv('10.0.0.1, 10.0.0.2')).toEqual(['10.0.0.1', '10.0.0.2']);
  });
});

describe('attempt limiter', () => {
  const limiter = (max = 3) => new AttemptLimiter(memoryLimiter({ max, windowMs: 60_000 }, `t${Math.random()}`));

  it('allows exactly max attempts per key, then refuses with a retry time', async () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) expect(await l.take(['a'])).toEqual({ ok: true });
    const refused = await l.take(['a']);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect(await l.take(['b'])).toEqual({ ok: true });
  });

  it('counts before running: of 60 parallel attempts only max pass', async () => {
    const l = limiter(10);
    const verdicts = await Promise.all(Array.from({ length: 60 }, () => l.take(['burst'])));
    expect(verdicts.filter((v) => v.ok)).toHaveLength(10);
  });

  it('refuses when any of the keys is spent (address or signed-in account)', async () => {
    const l = limiter(2);
    await l.take(['addr:1', 'email:x']);
    await l.take(['addr:2', 'email:x']);
    expect((await l.take(['addr:3', 'email:x'])).ok).toBe(false);
    expect((await l.take(['addr:3', 'email:y'])).ok).toBe(true);
  });

  it('gives an attempt back', async () => {
    const l = limiter(1);
    await l.take(['k']);
    await l.giveBack(['k']);
    expect((await l.take(['k'])).ok).toBe(true);
  });

  it('names the accounts of a body, normalised', () => {
    expect(accountKeys({ email: ' Cliente@Demo.TEST ', cpfcnpj: '348.712.965-55', consumerCod: '0100000001' }).sort()).toEqual([
      'code:100000001',
      'doc:34871296555',
      'email:cliente@demo.test',
    ]);
    expect(accountKeys({ email: ['x'], cpfcnpj: { $ne: 1 } })).toEqual([]);
  });

  it('counts an alphanumeric CNPJ as one account however it is typed', () => {
    expect(accountKeys({ cpfcnpj: '12.abc.345/01de-35' })).toEqual(['doc:12ABC34501DE35']);
    expect(accountKeys({ cpfCnpj: '12ABC34501DE35' })).toEqual(['doc:12ABC34501DE35']);
  });

  it('reads the limit from AUTH_RATE_LIMIT_MAX with safe defaults', () => {
    expect(rateLimitFromEnv({ AUTH_RATE_LIMIT_MAX: '4' })).toEqual({ max: 4, windowMs: 60_000 });
    expect(rateLimitFromEnv({ AUTH_RATE_LIMIT_MAX: 'nada' }).max).toBe(10);
  });
});

describe('account delay (failures slow the account down, never lock it)', () => {
  const options = { freeFailures: 2, baseMs: 100, maxMs: 800, windowMs: 60_000 };
  const delay = () => new AccountDelay(memoryLimiter({ max: 1_000_000_000, windowMs: 60_000 }, `d${Math.random()}`), options);

  it('answers the first failures at once, then doubles the wait per failure up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 50].map((n) => delayFor(n, options))).toEqual([0, 0, 100, 200, 400, 800, 800, 800, 800]);
  });

  it('makes each failed attempt on an account wait longer than the one before, and never refuses', async () => {
    const d = delay();
    const waits: number[] = [];
    for (let i = 0; i < 20; i++) {
      const pending = await d.begin(['email:vitima@exemplo.test']);
      waits.push(pending.delayMs);
      await d.end(['email:vitima@exemplo.test'], 'failure');
    }
    expect(waits.slice(0, 6)).toEqual([0, 0, 100, 200, 400, 800]);
    expect(waits.slice(6)).toEqual(Array(14).fill(800));
    // The 21st attempt (the owner's right password) is still let through, after the cap.
    expect((await d.begin(['email:vitima@exemplo.test'])).delayMs).toBe(800);
  });

  it('clears the failures of an account when it signs in, and keeps other accounts apart', async () => {
    const d = delay();
    for (let i = 0; i < 4; i++) await d.end(['doc:1'], (await d.begin(['doc:1']), 'failure'));
    expect((await d.begin(['doc:2'])).delayMs).toBe(0);
    await d.end(['doc:1'], (await d.begin(['doc:1']), 'reset'));
    expect((await d.begin(['doc:1'])).delayMs).toBe(0);
  });

  it('does not count a success that is not a sign-in (an e-mail sent) as a failure', async () => {
    const d = delay();
    for (let i = 0; i < 5; i++) await d.end(['email:x'], (await d.begin(['email:x']), 'success'));
    expect((await d.begin(['email:x'])).failuresBefore).toBe(0);
  });

  it('lines parallel attempts up: of 6 at once, each waits according to its place', async () => {
    const d = delay();
    const pending = await Promise.all(Array.from({ length: 6 }, () => d.begin(['code:100000001'])));
    expect(pending.map((p) => p.delayMs).sort((a, b) => a - b)).toEqual([0, 0, 100, 200, 400, 800]);
  });

  it('takes the most-failed account when a body names several', async () => {
    const d = delay();
    for (let i = 0; i < 3; i++) await d.end(['doc:9'], (await d.begin(['doc:9']), 'failure'));
    expect((await d.begin(['code:5', 'doc:9'])).delayMs).toBe(200);
  });

  it('reads its settings from AUTH_DELAY_* with safe defaults', () => {
    expect(delayFromEnv({})).toEqual({ freeFailures: 3, baseMs: 500, maxMs: 10_000, windowMs: 900_000 });
    expect(
      delayFromEnv({ AUTH_DELAY_FREE_FAILURES: '0', AUTH_DELAY_BASE_MS: '20', AUTH_DELAY_MAX_MS: '5', AUTH_DELAY_WINDOW_MS: 'x' }),
    ).toEqual({ freeFailures: 0, baseMs: 20, maxMs: 20, windowMs: 900_000 });
  });
});
