/**
 * Network exposure of `npm start` (issue "Security, second round", item 3): the web server binds
 * loopback unless HOST opens it, and the production guard counts that bind address before it
 * accepts the demo accounts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicHost } from '../../server/internal-listener.mjs';
import { machineLocal, needsDemoPasswordScan, productionProblems } from '../../cms/src/portal/core/production-guard';
import { forwardedFor } from '../../src/lib/cms-server';

const strong = {
  APP_KEYS: 'a1b2c3,d4e5f6',
  API_TOKEN_SALT: 'kq8w2',
  ADMIN_JWT_SECRET: 'z9y8x7',
  TRANSFER_TOKEN_SALT: 'm3n4b5',
  JWT_SECRET: 'p0o9i8',
  ENCRYPTION_KEY: 'u7y6t5',
  CMS_READ_TOKEN: 'r4e3w2',
  REBUILD_SECRET: 'q1a2s3',
  PREVIEW_SECRET: 'd4f5g6',
  CONNECTION_VERIFY_KEY: '9c'.repeat(32),
};
const demo = { NODE_ENV: 'production', CMS_HOST: '127.0.0.1', SITE_URL: 'http://localhost:4321', CMS_DEMO_DATA: 'true', ...strong };

describe('the web server bind address', () => {
  it('is loopback when HOST is unset or empty, and HOST when an operator sets it', () => {
    expect(publicHost({})).toBe('127.0.0.1');
    expect(publicHost({ HOST: '' })).toBe('127.0.0.1');
    expect(publicHost({ HOST: '  ' })).toBe('127.0.0.1');
    expect(publicHost({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
  });

  it('is the address the web server listens on', () => {
    const server = fs.readFileSync(path.resolve('server/site-server.mjs'), 'utf8');
    expect(server).toMatch(/const host = publicHost\(\);/);
    expect(server).toMatch(/server\.listen\(port, host,/);
    expect(server).not.toContain("'0.0.0.0'");
  });
});

describe('the production guard and the web server bind address', () => {
  it('accepts the demo accounts when the web server stays on loopback (HOST unset, empty or 127.0.0.1)', () => {
    for (const HOST of [undefined, '', '127.0.0.1', '::1', 'localhost']) {
      const env = { ...demo, ...(HOST === undefined ? {} : { HOST }) };
      expect(machineLocal(env), String(HOST)).toBe(true);
      expect(productionProblems(env, { demoPasswordAccounts: ['editor@demo.test'] }), String(HOST)).toEqual([]);
    }
  });

  it('refuses the demo data and the demo password when the web server listens on the network', () => {
    const env = { ...demo, HOST: '0.0.0.0' };
    expect(machineLocal(env)).toBe(false);
    expect(needsDemoPasswordScan(env)).toBe(true);
    const problems = productionProblems(env, { demoPasswordAccounts: ['cliente@demo.test'] }).join('\n');
    expect(problems).toContain('CMS_DEMO_DATA está ligado');
    expect(problems).toContain('Contas com a senha de demonstração (cliente@demo.test)');
  });
});

describe('the visitor address the web server forwards to the CMS', () => {
  const request = (peer: string, xff?: string) => ({
    clientAddress: peer,
    request: new Request('http://localhost/api/x', { headers: xff ? { 'x-forwarded-for': xff } : {} }),
  });
  const withTrusted = (value: string | undefined, run: () => void) => {
    const before = process.env.WEB_TRUSTED_PROXIES;
    if (value === undefined) delete process.env.WEB_TRUSTED_PROXIES;
    else process.env.WEB_TRUSTED_PROXIES = value;
    try {
      run();
    } finally {
      if (before === undefined) delete process.env.WEB_TRUSTED_PROXIES;
      else process.env.WEB_TRUSTED_PROXIES = before;
    }
  };

  it("forwards only the connection's address when no balancer is trusted, whatever the visitor wrote", () => {
    withTrusted(undefined, () => {
      expect(forwardedFor(request('203.0.113.9', '198.51.100.1'))).toBe('203.0.113.9');
      expect(forwardedFor(request('127.0.0.1', '198.51.100.1'))).toBe('127.0.0.1');
    });
  });

  it("behind a trusted balancer range, forwards the one address the balancer appended, not the visitor's own", () => {
    withTrusted('10.0.0.0/8', () => {
      expect(forwardedFor(request('10.0.3.4', '6.6.6.6, 198.51.100.7'))).toBe('198.51.100.7');
      expect(forwardedFor(request('10.0.3.4'))).toBe('10.0.3.4');
      expect(forwardedFor(request('192.0.2.1', '198.51.100.7'))).toBe('192.0.2.1');
    });
  });
});

describe('the production guard and the trusted proxies', () => {
  it('refuses a CMS_TRUSTED_PROXIES entry that is neither an address nor a CIDR range, naming it', () => {
    const env = {
      ...strong,
      NODE_ENV: 'production',
      CMS_HOST: '0.0.0.0',
      SITE_URL: 'https://www.necta.com.br',
      CMS_DEMO_DATA: 'false',
      RECAPTCHA_SECRET: 'segredo-recaptcha',
      PUBLIC_RECAPTCHA_SITE_KEY: 'chave-do-site',
      DPO_EMAIL: 'privacidade@necta.com.br',
      SUPPORT_EMAIL: 'atendimento@necta.com.br',
    };
    expect(productionProblems({ ...env, CMS_TRUSTED_PROXIES: '10.0.0.0/8, loopback' }, { demoPasswordAccounts: [] })).toEqual([]);
    expect(productionProblems({ ...env, CMS_TRUSTED_PROXIES: '10.0.0.0/8, lb.interno' }, { demoPasswordAccounts: [] })).toEqual([
      'CMS_TRUSTED_PROXIES tem valores que não são endereços nem faixas CIDR (lb.interno): use endereços, faixas como 10.0.0.0/8 ou loopback.',
    ]);
  });
});
