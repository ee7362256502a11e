/** GET /api/privacy/summary: what the portal holds about the caller, their requests, consents, the sharing list and the encarregado. */
import type { Core } from '@strapi/strapi';
import type { DataRecipientView, PrivacySummaryView } from '../../domain/privacy/types';
import type { UserScope } from '../core/access';
import { USER_UID } from '../core/types';
import { consentViews } from './consents';
import { dpoContact } from './dpo';
import { collectUserData } from './export-data';
import { exportView, latestExportRow } from './exports';
import { requestRows, requestView } from './requests';
import { DATA_RECIPIENT_UID } from './store';

export async function dataRecipients(strapi: Core.Strapi): Promise<DataRecipientView[]> {
  const rows = (await strapi.db.query(DATA_RECIPIENT_UID).findMany({ orderBy: [{ order: 'asc' }, { id: 'asc' }] })) as DataRecipientView[];
  return rows.map((r) => ({ name: r.name, purpose: r.purpose, dataShared: r.dataShared, legalBasis: r.legalBasis }));
}

export async function privacySummary(strapi: Core.Strapi, state: UserScope): Promise<{ data: PrivacySummaryView }> {
  const { user } = state;
  const data = await collectUserData(strapi, user.id);
  const counts = Object.fromEntries(Object.entries(data).map(([kind, rows]) => [kind, rows?.length ?? 0]));
  const created = (await strapi.db.query(USER_UID).findOne({ where: { id: user.id }, select: ['createdAt'] })) as {
    createdAt?: string;
  } | null;
  const latest = await latestExportRow(strapi, user.id);
  return {
    data: {
      account: {
        name: user.name,
        email: user.email,
        cpfCnpj: user.cpfCnpj,
        phone: user.phone,
        invoiceByEmail: Boolean(user.invoiceByEmail),
        isAccountOwner: !user.accountOwner,
        createdAt: created?.createdAt ? new Date(created.createdAt).toISOString() : null,
      },
      counts,
      latestExport: latest ? exportView(latest) : null,
      requests: (await requestRows(strapi, user.id)).map(requestView),
      consents: await consentViews(strapi, user.id),
      recipients: await dataRecipients(strapi),
      dpo: await dpoContact(strapi),
    },
  };
}
