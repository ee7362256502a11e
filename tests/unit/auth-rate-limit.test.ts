import { describe, expect, it } from 'vitest';
import { clientAddress, normalizeAddress, trustedProxiesFromEnv } from '../../cms/src/portal/core/client-address';
import { AttemptLimiter, accountKeys, memoryLimiter, rateLimitFromEnv } from '../../cms/src/portal/core/rate-limit';

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

  it('refuses when any of the keys is spent (address or account)', async () => {
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
