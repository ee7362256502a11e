/**
 * The draft preview's link (cms/src/domain/preview-token.ts): the CMS admin's preview handler puts a
 * short-lived token signed for one document in the URL, never PREVIEW_SECRET; the site's /preview
 * accepts only an unexpired token of that very document signed with that secret.
 */
import { describe, expect, it } from 'vitest';
import adminConfig from '../../cms/config/admin';
import { signPreviewToken, verifyPreviewToken } from '../../cms/src/domain/preview-token';

const SECRET = 'segredo-da-previa-de-teste';
const DOC = { uid: 'api::page.page', documentId: 'abc123def456ghi789jkl012', status: 'draft' };
const T0 = Date.parse('2026-03-02T10:00:00Z');

function handlerWith(env: Record<string, string>) {
  const read = (name: string, fallback?: unknown) => env[name] ?? fallback;
  // Strapi's env helper as the admin config uses it: env(), env.bool(), env.int().
  const envFn = Object.assign(read, {
    bool: (name: string, fallback: boolean) => (name in env ? env[name] === 'true' : fallback),
    int: (name: string, fallback: number) => (name in env ? Number.parseInt(env[name]!, 10) : fallback),
  });
  return (adminConfig({ env: envFn }) as { preview: { config: { handler: (uid: string, o: object) => Promise<string | null> } } }).preview
    .config.handler;
}

describe('the admin preview link carries a token, never the secret', () => {
  it('the handler’s URL has no secret and a token the site accepts for that document', async () => {
    const url = await handlerWith({ PREVIEW_SECRET: SECRET, SITE_URL: 'https://www.necta.example' })('api::page.page', {
      documentId: DOC.documentId,
      status: 'draft',
    });
    const parsed = new URL(url!);
    expect(parsed.origin + parsed.pathname).toBe('https://www.necta.example/preview');
    expect(url).not.toContain(SECRET);
    expect(parsed.searchParams.has('secret')).toBe(false);
    expect(Object.fromEntries(parsed.searchParams)).toMatchObject({ uid: DOC.uid, documentId: DOC.documentId, status: 'draft' });
    expect(verifyPreviewToken(parsed.searchParams.get('token'), SECRET, DOC, Date.now())).toBe(true);
  });

  it('gives no preview for types without a public page', async () => {
    expect(await handlerWith({ PREVIEW_SECRET: SECRET })('api::contract.contract', { documentId: 'x', status: 'draft' })).toBeNull();
  });
});

describe('preview tokens', () => {
  const token = signPreviewToken(SECRET, DOC, T0);

  it('open the document they were signed for until they expire after 30 minutes', () => {
    expect(verifyPreviewToken(token, SECRET, DOC, T0)).toBe(true);
    expect(verifyPreviewToken(token, SECRET, DOC, T0 + 29 * 60 * 1000)).toBe(true);
    expect(verifyPreviewToken(token, SECRET, DOC, T0 + 30 * 60 * 1000)).toBe(false);
  });

  it('open no other document, status or type, and nothing with another or an unset secret', () => {
    expect(verifyPreviewToken(token, SECRET, { ...DOC, documentId: 'outro' }, T0)).toBe(false);
    expect(verifyPreviewToken(token, SECRET, { ...DOC, status: 'published' }, T0)).toBe(false);
    expect(verifyPreviewToken(token, SECRET, { ...DOC, uid: 'api::news.news' }, T0)).toBe(false);
    expect(verifyPreviewToken(token, 'outro-segredo', DOC, T0)).toBe(false);
    expect(verifyPreviewToken(token, '', DOC, T0)).toBe(false);
    expect(signPreviewToken('', DOC, T0)).toBe('');
  });

  it('refuse the secret itself, altered tokens and expiries set far ahead', () => {
    expect(verifyPreviewToken(SECRET, SECRET, DOC, T0)).toBe(false);
    expect(verifyPreviewToken(`${token}x`, SECRET, DOC, T0)).toBe(false);
    expect(verifyPreviewToken(token.replace(/^\d+/, String(T0 + 10 * 60 * 60 * 1000)), SECRET, DOC, T0)).toBe(false);
    expect(verifyPreviewToken(signPreviewToken(SECRET, DOC, T0 + 24 * 60 * 60 * 1000), SECRET, DOC, T0)).toBe(false);
    expect(verifyPreviewToken(null, SECRET, DOC, T0)).toBe(false);
  });
});
