/**
 * What a production start refuses (NODE_ENV=production): demo data, secrets that are missing
 * or publicly known, a captcha configured by half, and accounts that still have the demo
 * password. A pure list of problems
 * from the settings and from facts the caller looked up; the bootstrap stops the process with
 * them before the CMS listens.
 *
 * The demo of `npm start` runs the production build too; its demo data is accepted only when
 * nothing outside this machine can reach it: the CMS on loopback and the site on a loopback URL.
 */
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

/** True when neither the CMS nor the site can be reached from another machine. */
export function machineLocal(env: NodeJS.ProcessEnv): boolean {
  const cmsHost = env.CMS_HOST ?? '127.0.0.1';
  let siteHost: string;
  try {
    siteHost = new URL(env.SITE_URL ?? '').hostname;
  } catch {
    return false;
  }
  return isLoopbackHost(cmsHost) && isLoopbackHost(siteHost);
}

/**
 * The captcha is one setting with two halves (scripts/lib/env.mjs says the same for
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
  const captcha = captchaSettingsProblem(env);
  if (captcha) problems.push(captcha);
  const verifyKey = (env.CONNECTION_VERIFY_KEY ?? '').trim();
  if (verifyKey && !/^[0-9a-fA-F]{64}$/.test(verifyKey))
    problems.push('CONNECTION_VERIFY_KEY deve ter 64 caracteres hexadecimais (32 bytes): gere um com `openssl rand -hex 32`.');
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
