/**
 * What a production start refuses (NODE_ENV=production): demo data, secrets that are missing
 * or publicly known, a captcha configured by half (or not at all, when reachable from the
 * network), and accounts that still have the demo password. A pure list of problems
 * from the settings and from facts the caller looked up; the bootstrap stops the process with
 * them before the CMS listens.
 *
 * The demo of `npm start` runs the production build too; its demo data is accepted only when
 * nothing outside this machine can reach it: the CMS on loopback, the web server bound to loopback
 * (HOST, the web server's own setting: empty means 127.0.0.1) and the site on a loopback URL.
 */
import { invalidProxyEntries, parseProxyList } from '../../domain/client-address';

export const DEMO_PASSWORD = 'Demo@1234';

export const REQUIRED_SECRETS = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'CMS_READ_TOKEN',
  'REBUILD_SECRET',
  'PREVIEW_SECRET',
  'CONNECTION_VERIFY_KEY',
] as const;

/** Values that are public: the test stacks' fixed secrets and placeholders. */
const KNOWN_VALUES = new Set([
  'testKeyA,testKeyB',
  'stackKeyA,stackKeyB',
  'test-api-token-salt',
  'stack-salt',
  'test-admin-jwt-secret',
  'stack-admin-secret',
  'test-transfer-salt',
  'stack-transfer',
  'test-jwt-secret',
  'stack-jwt-secret',
  '0123456789abcdef0123456789abcdef',
  'stack-read-token-0123456789abcdef',
  'e2e-rebuild-secret',
  'e2e-preview-secret',
  '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0',
  'changeme',
  'secret',
]);

export function demoDataOn(env: NodeJS.ProcessEnv): boolean {
  return (env.CMS_DEMO_DATA ?? 'true') !== 'false';
}

const isLoopbackHost = (host: string) => host === 'localhost' || host === '::1' || host === '[::1]' || /^127\./.test(host);

/** True when neither the CMS nor the web server nor the site's URL can be reached from another machine. */
export function machineLocal(env: NodeJS.ProcessEnv): boolean {
  const cmsHost = env.CMS_HOST ?? '127.0.0.1';
  // The web server's bind address (server/site-server.mjs): empty or unset is loopback there too.
  const webHost = (env.HOST ?? '').trim() || '127.0.0.1';
  let siteHost: string;
  try {
    siteHost = new URL(env.SITE_URL ?? '').hostname;
  } catch {
    return false;
  }
  return isLoopbackHost(cmsHost) && isLoopbackHost(webHost) && isLoopbackHost(siteHost);
}

/**
 * The captcha is one setting with two halves (server/env.mjs says the same for
 * `npm start` and the web server): the CMS verifies with RECAPTCHA_SECRET, the site shows the
 * widget with PUBLIC_RECAPTCHA_SITE_KEY. Only one of them set: every sign-in refused (a check
 * nobody can pass) or a widget nobody checks. Null when both are set or both are empty.
 */
export function captchaSettingsProblem(env: NodeJS.ProcessEnv): string | null {
  const secret = Boolean((env.RECAPTCHA_SECRET ?? '').trim());
  const siteKey = Boolean((env.PUBLIC_RECAPTCHA_SITE_KEY ?? '').trim());
  if (secret === siteKey) return null;
  return secret
    ? 'reCAPTCHA configurado pela metade: RECAPTCHA_SECRET está definido, mas PUBLIC_RECAPTCHA_SITE_KEY não. Defina os dois (captcha ligado) ou deixe os dois vazios (desligado).'
    : 'reCAPTCHA configurado pela metade: PUBLIC_RECAPTCHA_SITE_KEY está definido, mas RECAPTCHA_SECRET não. Defina os dois (captcha ligado) ou deixe os dois vazios (desligado).';
}

/**
 * Whether a start must look for accounts with the demo password: only a production start that
 * can be reached from another machine refuses them, so only that one pays for comparing every
 * account's hash (a bcrypt comparison each, so the time of every start grew with the number of
 * accounts: `node scripts/load.mjs --kill-cms`, 211 accounts, saw a 106 s restart).
 */
export function needsDemoPasswordScan(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'production' && !machineLocal(env);
}

/**
 * The Pix webhook's HMAC secret (PIX_WEBHOOK_SECRET), when set, must be at least 32 random
 * bytes written as hex (64+ characters) or base64/base64url (43+ characters): a short or
 * guessable secret lets anyone sign "payment received" for any bill. Obvious patterns (a byte
 * repeated, a short sequence repeated, the test stacks' values) are refused too. Empty is allowed:
 * the webhook is then off (every call 401) and bills are paid through the static BR Code only.
 * Null when acceptable.
 */
export function pixWebhookSecretProblem(value: string | undefined): string | null {
  const secret = (value ?? '').trim();
  if (!secret) return null;
  const advice = 'gere um com `openssl rand -hex 32`.';
  let bytes: Buffer | null = null;
  if (/^[0-9a-fA-F]{64,}$/.test(secret) && secret.length % 2 === 0) bytes = Buffer.from(secret, 'hex');
  else if (/^[A-Za-z0-9+/_-]{43,}={0,2}$/.test(secret)) bytes = Buffer.from(secret.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (!bytes || bytes.length < 32)
    return `PIX_WEBHOOK_SECRET é curto demais: use pelo menos 32 bytes aleatórios (64 caracteres hexadecimais ou 43+ em base64); ${advice}`;
  if (KNOWN_VALUES.has(secret) || new Set(bytes).size < 16)
    return `PIX_WEBHOOK_SECRET não parece aleatório (valor conhecido ou repetitivo): ${advice}`;
  return null;
}

/** Google's endpoints (GOOGLE_*_URL) carry the client secret and the user's token: https only in production. */
export function googleEndpointProblems(env: NodeJS.ProcessEnv): string[] {
  const names = ['GOOGLE_AUTHORIZATION_URL', 'GOOGLE_TOKEN_URL', 'GOOGLE_USERINFO_URL'] as const;
  return names
    .filter((name) => {
      const value = (env[name] ?? '').trim();
      if (!value) return false;
      try {
        return new URL(value).protocol !== 'https:';
      } catch {
        return true;
      }
    })
    .map((name) => `${name} deve ser um endereço https:// (deixe vazio para usar o do Google).`);
}

/**
 * Whether staff accounts (attendants, admins, admin master, gas programmers) must have a TOTP
 * second factor: STAFF_TOTP_REQUIRED=true|false, default on for a production start that other
 * machines can reach (the `npm start` demo on loopback keeps it optional). Demo accounts are
 * exempt while the demo data is on (auth/second-factor.ts).
 */
export function staffSecondFactorRequired(env: NodeJS.ProcessEnv): boolean {
  const value = (env.STAFF_TOTP_REQUIRED ?? '').trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  return env.NODE_ENV === 'production' && !machineLocal(env);
}

export interface GuardFacts {
  /** E-mails of portal users and admin users whose password is the demo password. */
  demoPasswordAccounts: string[];
}

export function productionProblems(env: NodeJS.ProcessEnv, facts: GuardFacts): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  const local = machineLocal(env);
  if (demoDataOn(env) && !local)
    problems.push('CMS_DEMO_DATA está ligado: defina CMS_DEMO_DATA=false (dados e contas de demonstração só numa máquina local).');
  for (const name of REQUIRED_SECRETS) {
    const value = env[name] ?? '';
    if (!value.trim()) problems.push(`${name} não está definido: gere um valor aleatório (npm start gera em .env).`);
    else if (KNOWN_VALUES.has(value.trim()) || value.split(',').some((v) => KNOWN_VALUES.has(v.trim())))
      problems.push(`${name} usa um valor conhecido: troque por um valor aleatório.`);
  }
  const badProxies = invalidProxyEntries(parseProxyList(env.CMS_TRUSTED_PROXIES, 'loopback'));
  if (badProxies.length)
    problems.push(
      `CMS_TRUSTED_PROXIES tem valores que não são endereços nem faixas CIDR (${badProxies.join(', ')}): use endereços, faixas como 10.0.0.0/8 ou loopback.`,
    );
  const captcha = captchaSettingsProblem(env);
  if (captcha) problems.push(captcha);
  // The public forms keep the spec's answers (forgot-password's 'Dados não encontrados', sign-up's
  // duplicates): reachable from the network, only the captcha keeps scripts from enumerating
  // accounts and relaying e-mails through them.
  else if (!local && !(env.RECAPTCHA_SECRET ?? '').trim())
    problems.push(
      'reCAPTCHA não está configurado: defina RECAPTCHA_SECRET e PUBLIC_RECAPTCHA_SITE_KEY (em produção o captcha é obrigatório no cadastro, na recuperação de senha, na verificação de documento e no formulário do encarregado).',
    );
  const pixSecret = pixWebhookSecretProblem(env.PIX_WEBHOOK_SECRET);
  if (pixSecret) problems.push(pixSecret);
  problems.push(...googleEndpointProblems(env));
  const verifyKey = (env.CONNECTION_VERIFY_KEY ?? '').trim();
  if (verifyKey && !/^[0-9a-fA-F]{64}$/.test(verifyKey))
    problems.push('CONNECTION_VERIFY_KEY deve ter 64 caracteres hexadecimais (32 bytes): gere um com `openssl rand -hex 32`.');
  if (!local && !staffSecondFactorRequired(env))
    problems.push(
      'STAFF_TOTP_REQUIRED=false: em produção, as contas da equipe precisam da verificação em duas etapas (remova a configuração ou defina true).',
    );
  const totpKey = (env.TOTP_ENCRYPTION_KEY ?? '').trim();
  if (totpKey && !/^[0-9a-fA-F]{64}$/.test(totpKey))
    problems.push('TOTP_ENCRYPTION_KEY deve ter 64 caracteres hexadecimais (32 bytes): gere um com `openssl rand -hex 32`.');
  problems.push(...contactSettingsProblems(env, local));
  if (!local && facts.demoPasswordAccounts.length)
    problems.push(
      `Contas com a senha de demonstração (${facts.demoPasswordAccounts.slice(0, 5).join(', ')}${
        facts.demoPasswordAccounts.length > 5 ? ', …' : ''
      }): troque as senhas ou remova as contas.`,
    );
  return problems;
}

/**
 * The DPO and support addresses are server settings (portal/core/contacts.ts): a production
 * reachable from outside needs them set to real addresses, not the development placeholders.
 */
export function contactSettingsProblems(env: NodeJS.ProcessEnv, local: boolean): string[] {
  if (local) return [];
  return (['DPO_EMAIL', 'SUPPORT_EMAIL'] as const).flatMap((name) => {
    const value = (env[name] ?? '').trim().toLowerCase();
    if (!value) return [`${name} não está definido: informe o endereço real (as mensagens dos clientes vão para ele).`];
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value) || value.endsWith('.local') || value.endsWith('.test'))
      return [`${name} não é um endereço de produção: informe o endereço real (as mensagens dos clientes vão para ele).`];
    return [];
  });
}
