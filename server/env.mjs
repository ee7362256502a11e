// @ts-check
// Reads .env (creating it from .env.example) and fills missing secrets, so a fresh clone starts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const SECRETS = {
  APP_KEYS: () => Array.from({ length: 4 }, () => crypto.randomBytes(16).toString('base64')).join(','),
  API_TOKEN_SALT: () => crypto.randomBytes(16).toString('base64'),
  ADMIN_JWT_SECRET: () => crypto.randomBytes(24).toString('base64'),
  TRANSFER_TOKEN_SALT: () => crypto.randomBytes(16).toString('base64'),
  JWT_SECRET: () => crypto.randomBytes(24).toString('base64'),
  ENCRYPTION_KEY: () => crypto.randomBytes(16).toString('hex'),
  CMS_READ_TOKEN: () => crypto.randomBytes(32).toString('hex'),
  REBUILD_SECRET: () => crypto.randomBytes(16).toString('hex'),
  PREVIEW_SECRET: () => crypto.randomBytes(16).toString('hex'),
  CONNECTION_VERIFY_KEY: () => crypto.randomBytes(32).toString('hex'),
};

/**
 * The KEY=value lines of an env file.
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseEnv(text) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const line of text.split('\n')) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (m?.[1] !== undefined && m[2] !== undefined) out[m[1]] = m[2].replace(/^"(.*)"$/, '$1');
  }
  return out;
}

/**
 * Ensures .env exists with every secret set; returns its values.
 * @returns {Record<string, string>}
 */
export function ensureEnvFile(file = path.join(root, '.env')) {
  if (!fs.existsSync(file)) fs.copyFileSync(path.join(root, '.env.example'), file);
  let text = fs.readFileSync(file, 'utf8');
  const values = parseEnv(text);
  for (const [key, make] of Object.entries(SECRETS)) {
    if (values[key]) continue;
    const value = make();
    values[key] = value;
    text = new RegExp(`^${key}=.*$`, 'm').test(text)
      ? text.replace(new RegExp(`^${key}=.*$`, 'm'), `${key}=${value}`)
      : `${text.trimEnd()}\n${key}=${value}\n`;
  }
  fs.writeFileSync(file, text);
  return values;
}

/** The environment for child processes: .env values under what the shell already set. */
export function loadEnv() {
  // Test stacks run with a clean environment and never read .env (tools/throwaway-stack.mjs).
  if (process.env.PORTAL_ENV_FILE === 'none') return process.env;
  const values = ensureEnvFile();
  for (const [k, v] of Object.entries(values)) if (process.env[k] === undefined || process.env[k] === '') process.env[k] = v;
  return process.env;
}

/**
 * The captcha is one setting with two halves: the CMS verifies (RECAPTCHA_SECRET) and the site
 * shows the widget (PUBLIC_RECAPTCHA_SITE_KEY). Both set: on; both empty: off. Only one: the
 * widget and the check would disagree (every sign-in refused, or a widget nobody checks), so a
 * start refuses to run with this message: `npm start`, the web server (server/site-server.mjs)
 * and, in production, the CMS (cms/src/portal/core/production-guard.ts, the same rule and text,
 * kept equal by tests/unit/captcha-settings.test.ts). Null when the two agree.
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function captchaSettingsProblem(env) {
  const secret = Boolean((env.RECAPTCHA_SECRET ?? '').trim());
  const siteKey = Boolean((env.PUBLIC_RECAPTCHA_SITE_KEY ?? '').trim());
  if (secret === siteKey) return null;
  return secret
    ? 'reCAPTCHA configurado pela metade: RECAPTCHA_SECRET está definido, mas PUBLIC_RECAPTCHA_SITE_KEY não. Defina os dois (captcha ligado) ou deixe os dois vazios (desligado).'
    : 'reCAPTCHA configurado pela metade: PUBLIC_RECAPTCHA_SITE_KEY está definido, mas RECAPTCHA_SECRET não. Defina os dois (captcha ligado) ou deixe os dois vazios (desligado).';
}
