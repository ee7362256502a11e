import type { Core } from '@strapi/strapi';

/** Demo accounts of DESIGN §7 — written by the access issue; nothing to seed before it lands. */
export async function seedDemoPortal(_strapi: Core.Strapi): Promise<void> {}
