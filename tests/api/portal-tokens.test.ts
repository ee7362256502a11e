/**
 * Portal tokens are the portal's own (DESIGN §1): Strapi's content API (users-permissions'
 * strategy) refuses them — valid or revoked — on content types, uploads and users even when the
 * authenticated role holds a grant it should not have, and every start removes such grants.
 * A token signed the way users-permissions signs its own is refused by the portal in turn.
 */
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../support/factories';
import { launchCms, startCms, type RunningCms } from './helpers/cms';
import { call, jwtPayload, sql, tokenFor } from './auth-support';

let cms: RunningCms;
let relaunched: Awaited<ReturnType<typeof launchCms>> | null = null;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await relaunched?.stop();
  await cms?.stop();
});

const GRANTS = [
  'api::page.page.find',
  'api::page.page.findOne',
  'plugin::upload.content-api.find',
  'plugin::upload.content-api.upload',
  'plugin::users-permissions.user.me',
  'plugin::users-permissions.user.find',
];

/** Gives the authenticated role content-API grants, as an editor could in the admin panel. */
async function grantAuthenticated(target: RunningCms): Promise<void> {
  const [role] = await sql<{ id: number }>(
    target,
    "SELECT id FROM up_roles WHERE type = 'authenticated'",
    "SELECT id FROM up_roles WHERE type = 'authenticated'",
  );
  for (const action of GRANTS) {
    const documentId = `grant${Math.random().toString(36).slice(2, 12)}`;
    await sql(
      target,
      "INSERT INTO up_permissions (document_id, action, created_at, updated_at, published_at) VALUES (?, ?, datetime('now'), datetime('now'), datetime('now'))",
      'INSERT INTO up_permissions (document_id, action, created_at, updated_at, published_at) VALUES ($1, $2, now(), now(), now())',
      [documentId, action],
    );
    const [permission] = await sql<{ id: number }>(
      target,
      'SELECT id FROM up_permissions WHERE document_id = ?',
      'SELECT id FROM up_permissions WHERE document_id = $1',
      [documentId],
    );
    await sql(
      target,
      'INSERT INTO up_permissions_role_lnk (permission_id, role_id, permission_ord) VALUES (?, ?, 1)',
      'INSERT INTO up_permissions_role_lnk (permission_id, role_id, permission_ord) VALUES ($1, $2, 1)',
      [permission!.id, role!.id],
    );
  }
}

async function authenticatedGrants(target: RunningCms): Promise<string[]> {
  const rows = await sql<{ action: string }>(
    target,
    "SELECT p.action FROM up_permissions p JOIN up_permissions_role_lnk l ON l.permission_id = p.id JOIN up_roles r ON r.id = l.role_id WHERE r.type = 'authenticated'",
    "SELECT p.action FROM up_permissions p JOIN up_permissions_role_lnk l ON l.permission_id = p.id JOIN up_roles r ON r.id = l.role_id WHERE r.type = 'authenticated'",
  );
  return rows.map((r) => r.action);
}

/** Strapi's content API, called with a bearer token: each answer's status. */
async function contentApiStatuses(token: string): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  for (const route of ['/pages', '/upload/files', '/users/me', '/users'])
    statuses[`GET ${route}`] = (await call(cms, 'GET', route, { token })).status;
  const form = new FormData();
  form.append('files', new Blob(['conteúdo'], { type: 'text/plain' }), 'nota.txt');
  const upload = await fetch(`${cms.url}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  statuses['POST /upload'] = upload.status;
  return statuses;
}

const refused = (statuses: Record<string, number>) =>
  Object.entries(statuses).filter(([, status]) => ![401, 403, 404, 405].includes(status));

describe('portal tokens and Strapi’s content API', () => {
  it('refuses a valid portal token on content types, uploads and users, even with grants on the authenticated role', async () => {
    await grantAuthenticated(cms);
    const { user } = await createCustomer(cms);
    const token = await tokenFor(cms, user.email, user.password!);
    expect((await call(cms, 'GET', '/portal/me', { token })).status).toBe(200);
    const statuses = await contentApiStatuses(token);
    expect(refused(statuses), JSON.stringify(statuses)).toEqual([]);
    expect(statuses['GET /pages']).toBe(401);
    expect(statuses['POST /upload']).toBe(401);
  });

  it('refuses a revoked portal token there and on the portal', async () => {
    const { user } = await createCustomer(cms);
    const token = await tokenFor(cms, user.email, user.password!);
    expect((await call(cms, 'POST', '/portal/auth/logout', { token })).status).toBe(200);
    expect((await call(cms, 'GET', '/portal/me', { token })).status).toBe(401);
    const statuses = await contentApiStatuses(token);
    expect(refused(statuses), JSON.stringify(statuses)).toEqual([]);
  });

  it('carries the portal audience, and the portal refuses the same claims signed with users-permissions’ key', async () => {
    const { user } = await createCustomer(cms);
    const token = await tokenFor(cms, user.email, user.password!);
    const claims = jwtPayload(token);
    expect(claims.aud).toBe('necta-portal');
    const { id, sid } = claims;
    const forged = jwt.sign({ id, sid }, cms.env.JWT_SECRET!, { expiresIn: 3600 });
    const withAudience = jwt.sign({ id, sid }, cms.env.JWT_SECRET!, { expiresIn: 3600, audience: 'necta-portal' });
    expect((await call(cms, 'GET', '/portal/me', { token: forged })).status).toBe(401);
    expect((await call(cms, 'GET', '/portal/me', { token: withAudience })).status).toBe(401);
    expect((await call(cms, 'GET', '/portal/me', { token })).status).toBe(200);
  });

  it('removes every grant of the authenticated role at start', async () => {
    await grantAuthenticated(cms);
    expect(await authenticatedGrants(cms)).not.toEqual([]);
    await cms.kill();
    relaunched = await launchCms(cms.env);
    expect(await authenticatedGrants(cms)).toEqual([]);
  });
});
