import type { Core } from '@strapi/strapi';
import { verifyPassword } from '../portal/core/password-hash';
import { DEMO_PASSWORD, needsDemoPasswordScan, productionProblems } from '../portal/core/production-guard';

/** Accounts (portal users and CMS admins) whose password is still the demo password. */
async function demoPasswordAccounts(strapi: Core.Strapi): Promise<string[]> {
  const found: string[] = [];
  for (const uid of ['plugin::users-permissions.user', 'admin::user'] as const) {
    const rows = (await strapi.db.query(uid).findMany({ select: ['email', 'password'], limit: 10_000 })) as {
      email: string;
      password: string | null;
    }[];
    for (const row of rows) if (row.password && (await verifyPassword(DEMO_PASSWORD, row.password))) found.push(row.email);
  }
  return found;
}

/** Stops a production start that would expose demo data, known secrets or demo passwords. */
export async function enforceProductionGuard(strapi: Core.Strapi): Promise<void> {
  if (process.env.NODE_ENV !== 'production') return;
  // On a machine-local start (`npm start`) demo passwords are allowed: no hash is compared.
  const accounts = needsDemoPasswordScan(process.env) ? await demoPasswordAccounts(strapi) : [];
  const problems = productionProblems(process.env, { demoPasswordAccounts: accounts });
  if (!problems.length) return;
  const text = `Início em produção recusado:\n- ${problems.join('\n- ')}`;
  strapi.log.error(text);
  throw new Error(text);
}
