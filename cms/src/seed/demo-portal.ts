import type { Core } from '@strapi/strapi';
import { CONTRACT_UID, PROFILE_UID, USER_UID } from '../portal/core/types';
import { seedDemoPaperless } from './demo-paperless';
import { seedDemoAgreements } from './demo-negotiation';
import { seedDemoNextBill } from './demo-next-bill';
import { seedDemoBillItems } from './demo-bill-items';
import { seedDemoInvoices, seedDemoPixCharge } from './demo-invoices';
import { seedDemoTariffs } from './demo-tariffs';
import { seedDemoPixAutomatico } from './demo-pix-automatico';
import { DEMO_ACCOUNTS, DEMO_CONTRACTS, DEMO_FREE_CONTRACTS, DEMO_PROFILES, type DemoContract } from './demo-portal-data';
import { createPortalUser } from '../portal/core/users';

/**
 * Demo portal of DESIGN §7: permission groups, contracts and every demo account. Idempotent:
 * rows are matched by their natural key (consumer code, profile name, e-mail) and only the
 * missing ones are created, so a second run — or a run after editors changed data — changes
 * nothing. Then the demo bills (./demo-invoices.ts) and the demo's one dynamic Pix charge.
 */
export async function seedDemoPortal(strapi: Core.Strapi): Promise<void> {
  await strapi.db.transaction(async () => {
    const profiles = await ensureProfiles(strapi);
    const contracts = await ensureContracts(strapi);
    await ensureAccounts(strapi, profiles, contracts);
    await seedDemoTariffs(strapi);
    await seedDemoInvoices(strapi);
    await seedDemoPaperless(strapi);
    await seedDemoAgreements(strapi);
    await seedDemoNextBill(strapi);
    await seedDemoBillItems(strapi);
    await seedDemoPixCharge(strapi);
    await seedDemoPixAutomatico(strapi);
  });
}

type Docs = { create(args: { data: Record<string, unknown> }): Promise<{ id: number; documentId: string }> };
const docs = (strapi: Core.Strapi, uid: string) => strapi.documents(uid as never) as unknown as Docs;

async function ensureProfiles(strapi: Core.Strapi): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [key, profile] of Object.entries(DEMO_PROFILES)) {
    const found = await strapi.db.query(PROFILE_UID).findOne({ where: { name: profile.name }, select: ['id'] });
    const id = found?.id ?? (await docs(strapi, PROFILE_UID).create({ data: { ...profile, permissions: [...profile.permissions] } })).id;
    ids.set(key, id as number);
  }
  return ids;
}

async function ensureContracts(strapi: Core.Strapi): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const all: [string, DemoContract][] = [...Object.entries(DEMO_CONTRACTS), ...Object.entries(DEMO_FREE_CONTRACTS)];
  for (const [key, c] of all) {
    const found = await strapi.db.query(CONTRACT_UID).findOne({ where: { consumerCode: c.consumerCode }, select: ['id'] });
    const data = { ...c, sapName: c.consumerName, sapEmail: c.contractOwnerEmail };
    const id = found?.id ?? (await docs(strapi, CONTRACT_UID).create({ data })).id;
    ids.set(key, id as number);
  }
  return ids;
}

async function ensureAccounts(strapi: Core.Strapi, profiles: Map<string, number>, contracts: Map<string, number>): Promise<void> {
  const userIds = new Map<string, number>();
  // Account owners first, so secondary users can point at them.
  const ordered = [...DEMO_ACCOUNTS].sort((a, b) => Number(Boolean(a.accountOwner)) - Number(Boolean(b.accountOwner)));
  for (const a of ordered) {
    const found = await strapi.db.query(USER_UID).findOne({ where: { email: a.email }, select: ['id'] });
    if (found) {
      userIds.set(a.email, found.id as number);
      continue;
    }
    const created = await createPortalUser(strapi, {
      email: a.email,
      ...(a.password ? { password: a.password } : {}),
      confirmed: a.situation !== 'PENDING',
      name: a.name,
      cpfCnpj: a.cpfCnpj,
      consumerCode: a.consumerCode,
      portalRole: a.role,
      situation: a.situation,
      active: a.active,
      emailVerified: a.situation !== 'PENDING',
      phone: a.phone,
      invoiceByEmail: a.invoiceByEmail,
      notificationAccess: a.notificationAccess,
      profile: a.profile ? profiles.get(a.profile) : null,
      contracts: a.contracts.map((k) => contracts.get(k)),
      selectedContract: a.selected ? contracts.get(a.selected) : null,
      accountOwner: a.accountOwner ? userIds.get(a.accountOwner) : null,
    });
    userIds.set(a.email, created.id);
  }
}
