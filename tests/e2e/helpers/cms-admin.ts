/** The CMS admin API as an editor uses it (login, create draft, publish, unpublish). */
import type { Page } from '@playwright/test';
import { STAFF_ADMIN } from '../../../tools/staff-admin.mjs';
import { expect } from '../fixtures';
const cmsUrl = () => process.env.CMS_URL!;

/**
 * One admin sign-in per account and worker for 10 minutes (well within the admin token's life):
 * Strapi limits sign-ins (ADMIN_LOGIN_RATE_LIMIT_MAX).
 */
const tokens = new Map<string, { token: Promise<string>; at: number }>();
const TOKEN_REUSE_MS = 10 * 60 * 1000;

export function editorToken(email = 'editor@demo.test', password = 'Demo@1234'): Promise<string> {
  const key = `${cmsUrl()} ${email}`;
  const known = tokens.get(key);
  if (known && Date.now() - known.at < TOKEN_REUSE_MS) return known.token;
  const token = signIn(email, password);
  tokens.set(key, { token, at: Date.now() });
  token.catch(() => tokens.delete(key));
  return token;
}

async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(`${cmsUrl()}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** The browser stack's staff Super Admin (tools/staff-admin.mjs), for what staff do in the admin. */
export const staffAdminToken = () => editorToken(STAFF_ADMIN.email, STAFF_ADMIN.password);

async function call(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${cmsUrl()}/content-manager${path}`, {
    method,
    headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { data: { documentId: string } };
}

export const createDraftPage = (token: string, data: Record<string, unknown>) =>
  call(token, 'POST', '/collection-types/api::page.page', data);
export const publishPage = (token: string, documentId: string) =>
  call(token, 'POST', `/collection-types/api::page.page/${documentId}/actions/publish`, {});
export const unpublishPage = (token: string, documentId: string) =>
  call(token, 'POST', `/collection-types/api::page.page/${documentId}/actions/unpublish`, {});

/** Signs in to the Strapi admin in the browser, as the editor would (the demo editor by default). */
export async function signInToAdmin(page: Page, email = 'editor@demo.test', password = 'Demo@1234') {
  await page.goto(`${cmsUrl()}/admin/auth/login`);
  await page.getByRole('textbox', { name: /e-?mail/i }).fill(email);
  await page.getByRole('textbox', { name: /^(password|senha)$/i }).fill(password);
  await page.getByRole('button', { name: /^(login|entrar)$/i }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 60_000 });
}
