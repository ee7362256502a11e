/**
 * Network exposure of `npm start` (issue "Security, second round", item 3): the web server binds
 * loopback unless HOST opens it, and the production guard counts that bind address before it
 * accepts the demo accounts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicHost } from '../../scripts/lib/internal-listener.mjs';
import { machineLocal, needsDemoPasswordScan, productionProblems } from '../../cms/src/portal/core/production-guard';

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
    const server = fs.readFileSync(path.resolve('scripts/site-server.mjs'), 'utf8');
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
