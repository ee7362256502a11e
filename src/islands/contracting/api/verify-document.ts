/**
 * GET /session/connection/verify (spec 04 §4.3, §7): the document check goes to the web server,
 * which holds the key that decrypts the CMS's `internalCode` and gives the island only `realData`.
 */
import { VERIFY_TIMEOUT_MS } from '@domain/connection/constants';
import type { SiteVerifyAnswer } from '@domain/connection/types';
import { api } from '~/lib/api-client';

export const verifyDocument = (cpfCnpj: string, captchaToken?: string | null) =>
  api.get<Partial<SiteVerifyAnswer>>('/session/connection/verify', {
    query: { cpfCnpj },
    headers: captchaToken ? { captcha: captchaToken } : {},
    signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
  });
