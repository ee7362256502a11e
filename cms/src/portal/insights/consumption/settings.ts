/**
 * GET and PUT /api/insights/consumption/alert (issue 25 §2): the contract's high-consumption
 * alert — on or off, the percent above the usual, and whether it also goes by e-mail (the
 * portal notification is always written while the alert is on). A contract without a row has
 * the default (on, 30 %, e-mail). A customer edits its own contract's; staff serving the
 * contract edit it for the customer.
 */
import type { Core } from '@strapi/strapi';
import {
  DEFAULT_ALERT_SETTINGS,
  INSIGHTS_CONSUMPTION_MESSAGES,
  alertSettingsErrors,
  type AlertSettings,
} from '../../../domain/insights/consumption/rules';
import type { UserContractScope } from '../../core/access';
import { throwIfErrors } from '../../core/validate';

export const ALERT_SETTING_UID = 'api::insights.consumption-alert-setting' as const;

interface SettingRow {
  id: number;
  active: boolean | null;
  percent: number | null;
  email: boolean | null;
}

export async function alertSettingsOf(strapi: Core.Strapi, contractId: number): Promise<AlertSettings> {
  const row = (await strapi.db.query(ALERT_SETTING_UID).findOne({ where: { contractId } })) as SettingRow | null;
  if (!row) return { ...DEFAULT_ALERT_SETTINGS };
  return {
    ativo: row.active ?? DEFAULT_ALERT_SETTINGS.ativo,
    percentual: row.percent ?? DEFAULT_ALERT_SETTINGS.percentual,
    email: row.email ?? DEFAULT_ALERT_SETTINGS.email,
  };
}

export async function getAlertSettings(strapi: Core.Strapi, scope: UserContractScope): Promise<{ data: AlertSettings }> {
  return { data: await alertSettingsOf(strapi, scope.contract.id) };
}

export async function updateAlertSettings(
  strapi: Core.Strapi,
  scope: UserContractScope,
  body: Record<string, unknown>,
): Promise<{ data: AlertSettings; message: string }> {
  throwIfErrors(alertSettingsErrors(body));
  const data: AlertSettings = { ativo: body.ativo as boolean, percentual: body.percentual as number, email: body.email as boolean };
  const contractId = scope.contract.id;
  await strapi.db.transaction(async () => {
    const query = strapi.db.query(ALERT_SETTING_UID);
    const row = (await query.findOne({ where: { contractId }, select: ['id'] })) as { id: number } | null;
    const values = { active: data.ativo, percent: data.percentual, email: data.email };
    if (row) await query.update({ where: { id: row.id }, data: values });
    else await query.create({ data: { contractId, ...values } });
  });
  return { data, message: INSIGHTS_CONSUMPTION_MESSAGES.saved };
}
