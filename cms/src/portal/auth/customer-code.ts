/**
 * Customer-code help (spec 04 §2.1, PORTAL-API.md §11e): e-mails the consumer code(s) of the
 * contracts of a CPF/CNPJ to the e-mail on file. The answer is the same whether or not the
 * document is a customer (no enumeration): the lookup always runs, and every answer takes at
 * least CUSTOMER_CODE_MIN_ANSWER_MS so that sending a mail does not show in the timing.
 */
import type { Core } from '@strapi/strapi';
import { documentRequestErrors, normalizeDocument, requestDocumentOf, redactCpfCnpj } from '../../domain/cpf-cnpj';
import { isValidEmail, normalizeEmail } from '../../domain/email';
import { ACCESS_MESSAGES } from '../../domain/messages';
import { badRequest } from '../core/http';
import { sendPortalMail, siteUrl } from '../core/mail';
import { CONTRACT_UID, USER_UID, type ContractRow, type UserRow } from '../core/types';
import { captchaEnabled, verifyCaptcha } from '../core/captcha';

export const CUSTOMER_CODE_MESSAGES = {
  sent: 'Se o CPF/CNPJ informado for de um cliente Necta, enviaremos o código do cliente para o e-mail cadastrado em alguns minutos.',
  mailSubject: 'Seu código de cliente - Necta Gás Natural',
} as const;

/** The floor of every answer (ms): a found document (which sends a mail) and an unknown one look alike. */
export const CUSTOMER_CODE_MIN_ANSWER_MS = 600;

/** Where each contract's code goes: the account's e-mail, else the contract's registration e-mail. */
export function recipientsOf(account: UserRow | null, contracts: ContractRow[]): Map<string, ContractRow[]> {
  const byEmail = new Map<string, ContractRow[]>();
  const accountEmail = account && !account.blocked && account.situation !== 'DEACTIVATE' ? normalizeEmail(account.email) : '';
  for (const contract of contracts) {
    const email = isValidEmail(accountEmail) ? accountEmail : normalizeEmail(contract.contractOwnerEmail ?? contract.sapEmail ?? '');
    if (!isValidEmail(email)) continue;
    byEmail.set(email, [...(byEmail.get(email) ?? []), contract]);
  }
  return byEmail;
}

async function sendCodes(strapi: Core.Strapi, to: string, name: string | null, contracts: ContractRow[]): Promise<void> {
  const document = redactCpfCnpj(contracts[0]!.consumerCpfCnpj);
  const intro =
    contracts.length === 1
      ? `Recebemos um pedido do código do cliente do CPF/CNPJ ${document}. Este é o código do seu contrato:`
      : `Recebemos um pedido do código do cliente do CPF/CNPJ ${document}. Estes são os códigos dos seus contratos:`;
  await sendPortalMail(strapi, {
    to,
    subject: CUSTOMER_CODE_MESSAGES.mailSubject,
    name,
    parts: [
      intro,
      { list: contracts.map((c) => ({ key: c.consumerCode, text: c.consumerAddress })) },
      {
        text: 'Use o código do cliente e o seu CPF/CNPJ para se cadastrar ou entrar na área do cliente:',
        href: `${siteUrl()}/login?params=SignUp`,
      },
      'Se não foi você quem pediu, ignore este e-mail.',
    ],
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POST /api/auth/user/customerCode { cpfcnpj, captchaToken? } → always the same message. */
export async function requestCustomerCode(
  strapi: Core.Strapi,
  body: Record<string, unknown>,
  captchaToken: string,
  remoteIp: string,
): Promise<{ message: string }> {
  const raw = requestDocumentOf(body);
  const errors = documentRequestErrors(body);
  if (errors.cpfcnpj) throw badRequest(errors.cpfcnpj, errors);
  if (captchaEnabled() && !(await verifyCaptcha(captchaToken, remoteIp))) throw badRequest(ACCESS_MESSAGES.captchaFailed);

  const started = performance.now();
  const document = normalizeDocument(raw);
  const [contracts, account] = await Promise.all([
    strapi.db.query(CONTRACT_UID).findMany({ where: { consumerCpfCnpj: document }, orderBy: { consumerCode: 'asc' } }) as Promise<
      ContractRow[]
    >,
    strapi.db.query(USER_UID).findOne({ where: { cpfCnpj: document } }) as Promise<UserRow | null>,
  ]);
  try {
    for (const [email, list] of recipientsOf(account, contracts)) {
      const name = account && normalizeEmail(account.email) === email ? account.name : list[0]!.consumerName;
      await sendCodes(strapi, email, name, list);
    }
  } catch (mailError) {
    // The answer must not tell a customer's document apart: a mail failure is logged, not shown.
    strapi.log.error(`customer-code mail failed: ${(mailError as Error).message}`);
  }
  await wait(Math.max(0, CUSTOMER_CODE_MIN_ANSWER_MS - (performance.now() - started)));
  return { message: CUSTOMER_CODE_MESSAGES.sent };
}
