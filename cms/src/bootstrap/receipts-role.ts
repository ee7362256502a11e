/**
 * Who decides on the customers' "Já paguei" receipts (api::collections.receipt-submission): the
 * CMS admin role "Comprovantes de pagamento" (code `necta-receipts`) and the Super Admin. Content
 * editors (Strapi's Editor role) do not see them: the receipt is a customer's document and
 * `keepEditorToSiteContent` (./editor.ts) keeps editors to the site's content. The role reads the
 * receipts and may change only `receiptStatus` and `refusalReason` (the lifecycle allows one
 * decision, PENDING → CONFIRMED | REFUSED); it is created at every start while missing and its
 * permissions are put back at every start. The file itself opens through the portal (`fileLink`,
 * portal administrators only), never from the Media Library.
 */
import type { Core } from '@strapi/strapi';

export const RECEIPTS_ROLE_CODE = 'necta-receipts';
const RECEIPT_UID = 'api::collections.receipt-submission';
const WRITABLE = ['receiptStatus', 'refusalReason'];
const READABLE = [
  ...WRITABLE,
  'protocol',
  'contract',
  'invoice',
  'numDoc',
  'customer',
  'paymentDate',
  'submittedAt',
  'submittedBy',
  'attendant',
  'fileLink',
  'reviewedAt',
];

interface RoleService {
  create(attributes: { name: string; code: string; description: string }): Promise<{ id: number }>;
  assignPermissions(roleId: number, permissions: Record<string, unknown>[]): Promise<unknown>;
}

export async function ensureReceiptsRole(strapi: Core.Strapi): Promise<number> {
  const roles = strapi.service('admin::role') as unknown as RoleService;
  let role = (await strapi.db.query('admin::role').findOne({ where: { code: RECEIPTS_ROLE_CODE }, select: ['id'] })) as {
    id: number;
  } | null;
  if (!role)
    role = await roles.create({
      name: 'Comprovantes de pagamento',
      code: RECEIPTS_ROLE_CODE,
      description: 'Confirma ou recusa os comprovantes "Já paguei" enviados pelos clientes. Não edita o conteúdo do site.',
    });
  const permission = (action: string, fields: string[]) => ({
    action: `plugin::content-manager.explorer.${action}`,
    subject: RECEIPT_UID,
    properties: { fields },
    conditions: [],
  });
  await roles.assignPermissions(role.id, [permission('read', READABLE), permission('update', WRITABLE)]);
  return role.id;
}
