/**
 * Test stacks get their environment from an allow-list (tools/throwaway-stack.mjs):
 * a developer's settings in the shell never reach a test CMS or site.
 */
import { afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { cleanEnv, stackEnv } from '../../tools/throwaway-stack.mjs';

/** A setting's default as .env.example writes it. */
const exampleDefault = (key: string) =>
  new RegExp(`^${key}=(.*)$`, 'm').exec(fs.readFileSync(path.resolve(import.meta.dirname, '../../.env.example'), 'utf8'))?.[1];

const DEVELOPER = {
  GOOGLE_CLIENT_ID: 'dev.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'dev-google-secret',
  RECAPTCHA_SECRET: 'dev-captcha',
  PUBLIC_RECAPTCHA_SITE_KEY: 'dev-site-key',
  SMTP_HOST: 'smtp.dev.example',
  SMTP_PASSWORD: 'dev-smtp',
  AUTH_RATE_LIMIT_MAX: '1',
  AUTH_RATE_LIMIT_WINDOW_MS: '999999',
  REDIS_URL: 'redis://dev:6379',
  DATABASE_URL: 'postgres://dev/prod',
  NODE_OPTIONS: '--inspect',
  SOME_TOOL_TOKEN: 'x',
};
const saved: Record<string, string | undefined> = {};

afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

function developerShell() {
  for (const [key, value] of Object.entries(DEVELOPER)) {
    saved[key] = process.env[key];
    process.env[key] = value;
  }
}

describe('clean environment of the test stacks', () => {
  it("keeps none of the developer's settings: the .env.example defaults instead", () => {
    developerShell();
    const env = cleanEnv();
    expect(env).toMatchObject({
      GOOGLE_CLIENT_ID: '',
      GOOGLE_CLIENT_SECRET: '',
      RECAPTCHA_SECRET: '',
      PUBLIC_RECAPTCHA_SITE_KEY: '',
      SMTP_HOST: '',
      SMTP_PASSWORD: '',
      AUTH_RATE_LIMIT_MAX: '10',
      AUTH_RATE_LIMIT_WINDOW_MS: '60000',
      REDIS_URL: '',
      DATABASE_URL: '',
      // On by default for `npm start` (spec 04 §7), never called from a test stack.
      CEP_SERVICE_URL: '',
    });
    expect(env).not.toHaveProperty('NODE_OPTIONS');
    expect(env).not.toHaveProperty('SOME_TOOL_TOKEN');
  });

  it('keeps the system variables and reads no .env file', () => {
    const env = cleanEnv();
    expect(env.PATH).toBe(process.env.PATH);
    expect(env.ENV_PATH).toBe('/dev/null');
    expect(env.PORTAL_ENV_FILE).toBe('none');
  });

  it('lets the stack set its own values over the defaults', () => {
    developerShell();
    expect(cleanEnv({ AUTH_RATE_LIMIT_MAX: '500' }).AUTH_RATE_LIMIT_MAX).toBe('500');
    const env = stackEnv('/tmp/stack', { cmsPort: 1400, sitePort: 4400 });
    expect(env).toMatchObject({ NODE_ENV: 'test', CMS_PORT: '1400', DATABASE_URL: '', REDIS_URL: '', GOOGLE_CLIENT_ID: '' });
    expect(env.PORTAL_TEST_SUPPORT_SECRET).toBeTruthy();
  });
});

describe('the postal-code lookup (spec 04 §7: GET /ws/{cep}/json/ on a public postal-code service)', () => {
  it('is on by default against ViaCEP, off when CEP_SERVICE_URL is set empty, else the service given', async () => {
    const { cepSettings } = await import('../../cms/src/portal/connection/cep');
    expect(cepSettings({}).url).toBe('https://viacep.com.br');
    expect(cepSettings({ CEP_SERVICE_URL: '' }).url).toBe('');
    expect(cepSettings({ CEP_SERVICE_URL: 'http://127.0.0.1:9999/' }).url).toBe('http://127.0.0.1:9999');
    expect(exampleDefault('CEP_SERVICE_URL')).toBe('https://viacep.com.br');
  });
});
