import type { Core } from '@strapi/strapi';
import { seedContent } from './content';
import { seedDemoCollections } from './demo-collections';
import { seedDemoConsumption } from './demo-consumption';
import { seedDemoContractAccounting } from './demo-contract-accounting';
import { seedDemoCurtailment } from './demo-curtailment';
import { seedDemoDirectDebit } from './demo-direct-debit';
import { seedDemoConsumptionNeighbours } from './demo-insights-consumption';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoPortal } from './demo-portal';
import { seedDemoServices } from './demo-services';

/**
 * Seeds the starter content and, with demo data on (CMS_DEMO_DATA, the default of `npm start`
 * and of test stacks), the demo portal accounts; safe to run on a seeded database.
 */
export async function seedAll(strapi: Core.Strapi, options: { demo?: boolean } = {}) {
  const report = await seedContent(strapi);
  if (options.demo ?? true) {
    await seedDemoPortal(strapi);
    await seedDemoNotifications(strapi);
    await seedDemoServices(strapi);
    await seedDemoCollections(strapi);
    await seedDemoConsumption(strapi);
    await seedDemoContractAccounting(strapi);
    await seedDemoCurtailment(strapi);
    await seedDemoDirectDebit(strapi);
    await seedDemoConsumptionNeighbours(strapi);
  }
  return report;
}

/** True when the database has no pages yet (a fresh install). */
export async function isEmptyDatabase(strapi: Core.Strapi): Promise<boolean> {
  return (await strapi.db.query('api::page.page').count({})) === 0;
}
