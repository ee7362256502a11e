import { describe, expect, it } from 'vitest';
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
  RECAPTCHA_SECRET: 'segredo-recaptcha',
  PUBLIC_RECAPTCHA_SITE_KEY: 'chave-do-site',
  DPO_EMAIL: 'privacidade@necta.com.br',
  SUPPORT_EMAIL: 'atendimento@necta.com.br',
};
const exposed = { NODE_ENV: 'production', CMS_HOST: '0.0.0.0', SITE_URL: 'https://www.necta.com.br', CMS_DEMO_DATA: 'false' };

describe('production start guard', () => {
  it('lets a well-configured production start through', () => {
    expect(productionProblems({ ...exposed, ...strong }, { demoPasswordAccounts: [] })).toEqual([]);
  });

  it('refuses demo data, naming the setting', () => {
    const problems = productionProblems({ ...exposed, ...strong, CMS_DEMO_DATA: 'true' }, { demoPasswordAccounts: [] });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('CMS_DEMO_DATA=false');
  });

  it('refuses a missing secret and a publicly known one, naming each', () => {
    const problems = productionProblems(
      { ...exposed, ...strong, JWT_SECRET: '', APP_KEYS: 'testKeyA,testKeyB' },
      { demoPasswordAccounts: [] },
    );
    expect(problems.join('\n')).toContain('JWT_SECRET não está definido');
    expect(problems.join('\n')).toContain('APP_KEYS usa um valor conhecido');
  });

  it('refuses a connection verification key that is missing, published or not 64 hex characters', () => {
    const check = (CONNECTION_VERIFY_KEY: string) =>
      productionProblems({ ...exposed, ...strong, CONNECTION_VERIFY_KEY }, { demoPasswordAccounts: [] }).join('\n');
    expect(check('')).toContain('CONNECTION_VERIFY_KEY não está definido');
    expect(check('0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0')).toContain(
      'CONNECTION_VERIFY_KEY usa um valor conhecido',
    );
    expect(check('segredo-curto')).toContain('CONNECTION_VERIFY_KEY deve ter 64 caracteres hexadecimais');
  });

  it('refuses a Pix webhook secret shorter than 32 random bytes or obviously not random, and accepts a strong one or none', () => {
    const check = (PIX_WEBHOOK_SECRET: string) =>
      productionProblems({ ...exposed, ...strong, PIX_WEBHOOK_SECRET }, { demoPasswordAccounts: [] }).join('\n');
    expect(check('')).toBe('');
    expect(check('3f9a1c7e5b2d8046af13c9e7b5d20864e1f3a5c7b9d02468ace13579bdf02468')).toBe('');
    expect(check('q3Zk8V1xP0mN7rT2yW5uB9cE4hJ6gL0aS3dF8kQ1vXz')).toBe('');
    expect(check('segredo-do-webhook-pix')).toContain('PIX_WEBHOOK_SECRET é curto demais');
    // 32 hex characters are only 16 bytes.
    expect(check('3f9a1c7e5b2d8046af13c9e7b5d20864')).toContain('PIX_WEBHOOK_SECRET é curto demais');
    expect(check('a'.repeat(64))).toContain('PIX_WEBHOOK_SECRET não parece aleatório');
    expect(check('0123456789abcdef'.repeat(4))).toContain('PIX_WEBHOOK_SECRET não parece aleatório');
    expect(check('0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0')).toContain('PIX_WEBHOOK_SECRET');
  });

  it('refuses Google endpoints that are not https, and accepts Google’s own', () => {
    const check = (env: Record<string, string>) =>
      productionProblems({ ...exposed, ...strong, ...env }, { demoPasswordAccounts: [] }).join('\n');
    expect(
      check({
        GOOGLE_AUTHORIZATION_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
        GOOGLE_TOKEN_URL: 'https://oauth2.googleapis.com/token',
        GOOGLE_USERINFO_URL: 'https://openidconnect.googleapis.com/v1/userinfo',
      }),
    ).toBe('');
    expect(check({ GOOGLE_TOKEN_URL: 'http://127.0.0.1:9999/token' })).toContain('GOOGLE_TOKEN_URL deve ser um endereço https://');
    expect(check({ GOOGLE_USERINFO_URL: 'not a url' })).toContain('GOOGLE_USERINFO_URL deve ser um endereço https://');
  });

  it('refuses a missing or placeholder DPO or support address, naming each', () => {
    const problems = productionProblems(
      { ...exposed, ...strong, DPO_EMAIL: '', SUPPORT_EMAIL: 'atendimento@necta.local' },
      { demoPasswordAccounts: [] },
    ).join('\n');
    expect(problems).toContain('DPO_EMAIL não está definido');
    expect(problems).toContain('SUPPORT_EMAIL não é um endereço de produção');
  });

  it('refuses accounts that still have the demo password', () => {
    const problems = productionProblems({ ...exposed, ...strong }, { demoPasswordAccounts: ['cliente@demo.test'] });
    expect(problems[0]).toContain('cliente@demo.test');
  });

  it('accepts the demo only when nothing outside the machine can reach it', () => {
    const local = { NODE_ENV: 'production', CMS_HOST: '127.0.0.1', SITE_URL: 'http://localhost:4321', CMS_DEMO_DATA: 'true', ...strong };
    expect(machineLocal(local)).toBe(true);
    expect(productionProblems(local, { demoPasswordAccounts: ['editor@demo.test'] })).toEqual([]);
    expect(productionProblems({ ...local, CMS_HOST: '0.0.0.0' }, { demoPasswordAccounts: [] })).toHaveLength(1);
  });

  it('checks nothing outside production', () => {
    expect(productionProblems({ NODE_ENV: 'test' }, { demoPasswordAccounts: ['x'] })).toEqual([]);
  });
});

describe('looking for accounts with the demo password at start', () => {
  it('happens only on a production start reachable from another machine, where such accounts are refused', () => {
    expect(needsDemoPasswordScan({ ...exposed, ...strong })).toBe(true);
    expect(needsDemoPasswordScan({ NODE_ENV: 'production', CMS_HOST: '127.0.0.1', SITE_URL: 'http://localhost:4321' })).toBe(false);
    expect(needsDemoPasswordScan({ NODE_ENV: 'production', CMS_HOST: '127.0.0.1', SITE_URL: 'https://www.necta.com.br' })).toBe(true);
    expect(needsDemoPasswordScan({ NODE_ENV: 'test', CMS_HOST: '0.0.0.0', SITE_URL: 'https://www.necta.com.br' })).toBe(false);
  });
});
