/**
 * Captcha as one setting (spec 04 §5): a start with only one half configured is refused with a
 * clear message — by `npm start`, the web server and a production CMS — and the widget shows
 * exactly when the CMS verifies.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { captchaSettingsProblem } from '../../server/env.mjs';
import { captchaSettingsProblem as cmsCaptchaSettingsProblem, productionProblems } from '../../cms/src/portal/core/production-guard';
import { widgetCaptcha } from '../../src/islands/access/captcha-config';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SECRET_ONLY =
  'reCAPTCHA configurado pela metade: RECAPTCHA_SECRET está definido, mas PUBLIC_RECAPTCHA_SITE_KEY não. Defina os dois (captcha ligado) ou deixe os dois vazios (desligado).';
const SITE_KEY_ONLY =
  'reCAPTCHA configurado pela metade: PUBLIC_RECAPTCHA_SITE_KEY está definido, mas RECAPTCHA_SECRET não. Defina os dois (captcha ligado) ou deixe os dois vazios (desligado).';
const HALVES = [
  {},
  { RECAPTCHA_SECRET: 's' },
  { PUBLIC_RECAPTCHA_SITE_KEY: 'k' },
  { RECAPTCHA_SECRET: 's', PUBLIC_RECAPTCHA_SITE_KEY: 'k' },
];

/** Runs a start script with only these settings (no .env) and a short time limit. */
function startWith(script: string, settings: Record<string, string>) {
  return spawnSync(process.execPath, [path.join(ROOT, script)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORTAL_ENV_FILE: 'none', HOST: '127.0.0.1', PORT: '0', ...settings },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('captchaSettingsProblem', () => {
  it('accepts both halves set or both empty', () => {
    expect(captchaSettingsProblem({})).toBeNull();
    expect(captchaSettingsProblem({ RECAPTCHA_SECRET: '', PUBLIC_RECAPTCHA_SITE_KEY: ' ' })).toBeNull();
    expect(captchaSettingsProblem({ RECAPTCHA_SECRET: 's', PUBLIC_RECAPTCHA_SITE_KEY: 'k' })).toBeNull();
  });

  it('refuses a secret without a site key and a site key without a secret, naming the missing half', () => {
    expect(captchaSettingsProblem({ RECAPTCHA_SECRET: 's' })).toBe(
      'reCAPTCHA configurado pela metade: RECAPTCHA_SECRET está definido, mas PUBLIC_RECAPTCHA_SITE_KEY não. Defina os dois (captcha ligado) ou deixe os dois vazios (desligado).',
    );
    expect(captchaSettingsProblem({ PUBLIC_RECAPTCHA_SITE_KEY: 'k' })).toBe(
      'reCAPTCHA configurado pela metade: PUBLIC_RECAPTCHA_SITE_KEY está definido, mas RECAPTCHA_SECRET não. Defina os dois (captcha ligado) ou deixe os dois vazios (desligado).',
    );
  });
});

describe('widgetCaptcha', () => {
  const site = { siteKey: 'k', scriptUrl: 'https://captcha.test/api.js' };
  it('shows the widget only when the server verifies', () => {
    expect(widgetCaptcha(site, true)).toEqual(site);
    expect(widgetCaptcha(site, false)).toBeNull();
    expect(widgetCaptcha(null, true)).toBeNull();
  });
});

describe('a CMS started in production', () => {
  const strong = {
    NODE_ENV: 'production',
    CMS_DEMO_DATA: 'false',
    ...Object.fromEntries(
      [
        'APP_KEYS',
        'API_TOKEN_SALT',
        'ADMIN_JWT_SECRET',
        'TRANSFER_TOKEN_SALT',
        'JWT_SECRET',
        'ENCRYPTION_KEY',
        'CMS_READ_TOKEN',
        'REBUILD_SECRET',
        'PREVIEW_SECRET',
      ].map((name) => [name, `forte-${name}-9f8e7d6c5b4a`]),
    ),
    CONNECTION_VERIFY_KEY: '9c'.repeat(32),
    DPO_EMAIL: 'privacidade@necta.com.br',
    SUPPORT_EMAIL: 'atendimento@necta.com.br',
  };

  it('applies the same rule and text as the start scripts', () => {
    for (const env of HALVES) expect(cmsCaptchaSettingsProblem(env), JSON.stringify(env)).toBe(captchaSettingsProblem(env));
  });

  it('refuses a captcha configured by half, accepts both halves, or none on a machine-local start', () => {
    expect(productionProblems({ ...strong, RECAPTCHA_SECRET: 's' }, { demoPasswordAccounts: [] })).toEqual([SECRET_ONLY]);
    expect(productionProblems({ ...strong, PUBLIC_RECAPTCHA_SITE_KEY: 'k' }, { demoPasswordAccounts: [] })).toEqual([SITE_KEY_ONLY]);
    expect(productionProblems({ ...strong, RECAPTCHA_SECRET: 's', PUBLIC_RECAPTCHA_SITE_KEY: 'k' }, { demoPasswordAccounts: [] })).toEqual(
      [],
    );
    expect(productionProblems({ ...strong, SITE_URL: 'http://localhost:4321' }, { demoPasswordAccounts: [] })).toEqual([]);
  });

  it('requires the captcha when the start can be reached from the network', () => {
    expect(productionProblems({ ...strong, SITE_URL: 'https://www.necta.com.br' }, { demoPasswordAccounts: [] })).toEqual([
      'reCAPTCHA não está configurado: defina RECAPTCHA_SECRET e PUBLIC_RECAPTCHA_SITE_KEY (em produção o captcha é obrigatório no cadastro, na recuperação de senha, na verificação de documento e no formulário do encarregado).',
    ]);
  });
});

describe('the start scripts', () => {
  it.each(['scripts/start.mjs', 'server/site-server.mjs'])('%s refuses to run with one half and says which is missing', (script) => {
    const secretOnly = startWith(script, { RECAPTCHA_SECRET: 's' });
    expect(secretOnly.status).toBe(1);
    expect(secretOnly.stderr).toContain(SECRET_ONLY);
    const siteKeyOnly = startWith(script, { PUBLIC_RECAPTCHA_SITE_KEY: 'k' });
    expect(siteKeyOnly.status).toBe(1);
    expect(siteKeyOnly.stderr).toContain(SITE_KEY_ONLY);
  });
});
