import type { Core } from '@strapi/strapi';
import { seedContent } from './content';
import { seedDemoPortal } from './demo-portal';

/** Seeds the starter content and the demo portal; safe to run on a seeded database. */
export async function seedAll(strapi: Core.Strapi) {
  const report = await seedContent(strapi);
  await seedDemoPortal(strapi);
  return report;
}

/** True when the database has no pages yet (a fresh install). */
export async function isEmptyDatabase(strapi: Core.Strapi): Promise<boolean> {
  return (await strapi.db.query('api::page.page').count({})) === 0;
}
