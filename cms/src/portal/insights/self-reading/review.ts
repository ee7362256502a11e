/**
 * Staff's decision on an informed reading, taken in the CMS admin (docs/insights-self-reading.md):
 * `readingStatus` moves once, RECEIVED → ACCEPTED or REFUSED (a refusal with its reason); nothing
 * else of the row changes. Who decided and when is written on the row (`reviewedBy`, `reviewedAt`:
 * the audit of staff's decisions). A refusal frees the cycle (the customer may inform again while
 * the window is open); an accepted contest corrects the bill (./correction.ts). Either way the
 * contract's users are notified. The photo is opened by portal administrators through
 * GET /api/insights/self-reading/:protocol/files/1 (`photoLink`).
 */
import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { readingDecisionErrors, SELF_READING_MESSAGES as M } from '../../../domain/insights/self-reading/rules';
import { formatCents } from '../../../domain/invoices/money';
import { brDate } from '../../../domain/invoices/reference';
import { now } from '../../core/clock';
import { isoDay } from '../../core/db';
import type { FileAnswer } from '../../core/files';
import { escapeHtml } from '../../core/mail';
import { requestFile } from '../../core/request-files';
import { notify } from '../../notifications/notify';
import { correctBill } from './correction';
import { readingAccepted } from './informed';
import { READING_UID, type ReadingRow } from './store';

const fail = (message: string) => new errors.ApplicationError(message);

/** The fields a save never changes: who informed what, when, and for which cycle or bill. */
const FIXED = [
  'protocol',
  'kind',
  'contract',
  'invoice',
  'numDoc',
  'customer',
  'attendant',
  'submittedBy',
  'reading',
  'readOn',
  'cycleReadingDate',
  'lastReading',
  'consumedM3',
  'rollover',
  'plausible',
  'expectedMinM3',
  'expectedMaxM3',
  'submittedAt',
  'reviewedAt',
  'reviewedBy',
  'photoLink',
  'photoDeletedAt',
  'correctedAmountCents',
  'waitingKey',
];

/** The admin user saving, when the save comes from the admin (Strapi's request context). */
function adminWho(strapi: Core.Strapi): string {
  const ctx = (
    strapi as unknown as { requestContext?: { get(): { state?: { user?: { email?: string; id?: number } } } | undefined } }
  ).requestContext?.get?.();
  const user = ctx?.state?.user;
  return user?.email ?? (user?.id ? `admin #${user.id}` : 'administrador do CMS');
}

/** beforeUpdate: one decision, once; a refusal names its reason. */
export async function guardReadingUpdate(strapi: Core.Strapi, where: unknown, data: Record<string, unknown> | undefined): Promise<void> {
  if (!data || !where) return;
  const rows = (await strapi.db.query(READING_UID).findMany({ where: where as Record<string, unknown> })) as ReadingRow[];
  if (rows.length !== 1) {
    if ('readingStatus' in data) throw fail(M.decided);
    return;
  }
  const row = rows[0]!;
  // Internal writes (the photo sweep, the correction) name themselves and pass.
  if (data.__internal === true) {
    delete data.__internal;
    return;
  }
  for (const key of FIXED) delete data[key];
  const next = data.readingStatus as ReadingRow['readingStatus'] | undefined;
  if (row.readingStatus !== 'RECEIVED') {
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    if (
      (next !== undefined && next !== row.readingStatus) ||
      ('refusalReason' in data && text(data.refusalReason) !== text(row.refusalReason))
    )
      throw fail(M.decided);
    delete data.readingStatus;
    delete data.refusalReason;
    return;
  }
  if (next === undefined || next === 'RECEIVED') {
    delete data.readingStatus;
    return;
  }
  if (next !== 'ACCEPTED' && next !== 'REFUSED') throw fail(M.decided);
  const reason = 'refusalReason' in data ? data.refusalReason : row.refusalReason;
  const refused = readingDecisionErrors(next, reason);
  if (refused.refusalReason) throw fail(refused.refusalReason);
  data.refusalReason = next === 'REFUSED' ? String(reason).trim() : null;
  data.reviewedAt = now();
  data.reviewedBy = adminWho(strapi).slice(0, 255);
  // A refused reading frees its cycle (or its bill's contest); an accepted one keeps the cycle taken.
  if (next === 'REFUSED' || row.kind === 'CONTEST') data.waitingKey = null;
}

/**
 * afterUpdate: the decision's effects — the contested bill corrected or the cycle's bill fed and the
 * projection queued (accepted), and the customer told.
 */
export async function afterReadingUpdate(
  strapi: Core.Strapi,
  result: { id?: number } | undefined,
  data: Record<string, unknown> | undefined,
): Promise<void> {
  const status = data?.readingStatus;
  if (!result?.id || (status !== 'ACCEPTED' && status !== 'REFUSED')) return;
  const row = (await strapi.db.query(READING_UID).findOne({
    where: { id: result.id },
    populate: { invoice: { select: ['id'] }, contract: { select: ['id'] } },
  })) as ReadingRow | null;
  if (!row || row.readingStatus !== status) return;
  let corrected: { amountCents: number } | null = null;
  if (status === 'ACCEPTED' && row.kind === 'CONTEST' && row.invoice?.id) corrected = await correctBill(strapi, row);
  if (!row.contract?.id) return;
  // An accepted cycle reading feeds its cycle's bill and is judged by the consumption alert (./informed.ts).
  if (status === 'ACCEPTED') await readingAccepted(strapi, row.contract.id, row);
  const what =
    row.kind === 'CONTEST'
      ? `a contestação da fatura ${escapeHtml(row.numDoc ?? '')} (leitura ${escapeHtml(row.reading)} m³, protocolo ${escapeHtml(row.protocol)})`
      : `a leitura ${escapeHtml(row.reading)} m³ informada em ${brDate(isoDay(row.readOn)!)} (protocolo ${escapeHtml(row.protocol)})`;
  const message =
    status === 'ACCEPTED'
      ? {
          title: row.kind === 'CONTEST' ? 'Contestação de leitura aceita' : 'Autoleitura aceita',
          description:
            row.kind === 'CONTEST'
              ? `<p>Aceitamos ${what}. A fatura foi corrigida${corrected ? ` para ${formatCents(corrected.amountCents)}` : ''}; a versão corrigida está em Minhas faturas.</p>`
              : `<p>Aceitamos ${what}. Ela será usada na sua próxima fatura.</p>`,
        }
      : {
          title: row.kind === 'CONTEST' ? 'Contestação de leitura recusada' : 'Autoleitura recusada',
          description: `<p>Recusamos ${what}: ${escapeHtml(row.refusalReason ?? '')}</p>`,
        };
  await notify(strapi, { contractId: row.contract.id }, message);
}

/** GET /api/insights/self-reading/:protocol/files/:position — portal administrators only. */
export const readingPhoto = (strapi: Core.Strapi, protocol: unknown, position: unknown): Promise<FileAnswer> =>
  requestFile(strapi, READING_UID, protocol, position);
