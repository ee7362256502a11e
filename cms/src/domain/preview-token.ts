/**
 * The draft preview's link (security review, second round): the CMS admin's preview handler
 * (cms/config/admin.ts) no longer puts `PREVIEW_SECRET` in the URL — an address ends up in
 * browser history, proxies' and servers' logs and Referer headers. It signs a short-lived token
 * for that one document instead: `<expiry ms>.<HMAC-SHA256(PREVIEW_SECRET, uid|documentId|status|expiry)>`
 * (base64url), valid for `PREVIEW_TOKEN_TTL_MS`. The site's /preview (src/pages/preview.astro)
 * checks it with the same secret, in constant time. A leaked link opens one draft for at most
 * that long; the secret itself never leaves the two servers.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PREVIEW_TOKEN_TTL_MS = 30 * 60 * 1000;

export interface PreviewTarget {
  uid: string;
  documentId: string;
  status: string;
}

const signature = (secret: string, target: PreviewTarget, expires: number) =>
  createHmac('sha256', secret).update(`preview|${target.uid}|${target.documentId}|${target.status}|${expires}`).digest('base64url');

/** A token for this document, valid until `nowMs + PREVIEW_TOKEN_TTL_MS`; '' when no secret is set (nobody gets in). */
export function signPreviewToken(secret: string | undefined, target: PreviewTarget, nowMs: number): string {
  if (!secret) return '';
  const expires = nowMs + PREVIEW_TOKEN_TTL_MS;
  return `${expires}.${signature(secret, target, expires)}`;
}

/** True only for an unexpired token of this very document signed with this (non-empty) secret. */
export function verifyPreviewToken(token: unknown, secret: string | undefined, target: PreviewTarget, nowMs: number): boolean {
  if (!secret || typeof token !== 'string') return false;
  const match = /^(\d{13,16})\.([\w-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (!(expires > nowMs) || expires > nowMs + PREVIEW_TOKEN_TTL_MS) return false;
  const expected = Buffer.from(signature(secret, target, expires));
  const presented = Buffer.from(match[2]!);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}
