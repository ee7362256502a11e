/**
 * Common and breached passwords (ASVS 2.1.7): the "passwords-common" dictionary of
 * @zxcvbn-ts/language-common (~49,000 entries drawn from public breach corpora), bundled with
 * the package — no network call. Server-only: the list is large, so the browser never loads
 * it; the forms learn the verdict from the server's answer.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let list: Set<string> | null = null;

/** True when the password, compared without case, is exactly an entry of the list. */
export function isCommonPassword(password: string): boolean {
  list ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return list.has(password.toLowerCase());
}
