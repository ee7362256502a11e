/**
 * The addresses that receive what customers write: the encarregado (DPO, LGPD art. 41) and
 * customer support. They come from the server's settings, never from content editors can
 * change (a CMS editor could otherwise send every privacy message, with its CPF, elsewhere).
 * The site shows the same values: the site-setting API answers them (api/site-setting).
 */
import { isValidEmail } from '../../domain/email';
import { SUPPORT_EMAIL } from '../../domain/connection/constants';

export const DEFAULT_DPO_EMAIL = 'privacidade@necta.local';

const fromEnv = (name: string, fallback: string) => {
  const value = (process.env[name] ?? '').trim();
  return value && isValidEmail(value) ? value.toLowerCase() : fallback;
};

/** DPO_EMAIL: where "Fale com o encarregado" messages go (and the address the privacy pages show). */
export const dpoEmail = () => fromEnv('DPO_EMAIL', DEFAULT_DPO_EMAIL);

/** SUPPORT_EMAIL: the support address of the contracting flow's messages and receipts. */
export const supportEmail = () => fromEnv('SUPPORT_EMAIL', SUPPORT_EMAIL);
