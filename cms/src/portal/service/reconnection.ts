/**
 * Reconnection (spec 02 §2.4, §4, §7): verify, calendar, type (from the contract's last
 * interruption), debits (the contract's overdue bills, as the invoices domain counts them) and
 * the multipart request. 422 is the answer whenever the screen must turn into the error page.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import {
  FEE_INSTALMENTS,
  PROOF_MAX_FILES,
  PROOF_MAX_TOTAL_BYTES,
  PROOF_MIME_TYPES,
  type ReconnectionType,
} from '../../domain/service/constants';
import { SERVICE_MESSAGES as M } from '../../domain/service/messages';
import {
  calendarDates,
  calendarEntries,
  calendarUnusable,
  isFreeReconnection,
  parseSlot,
  phoneValue,
  reconnectionErrors,
  type Slot,
} from '../../domain/service/rules';
import type { CalendarEntry, DebitsView, ProtocolAnswer, ReconnectionTypeView, VerifyAnswer } from '../../domain/service/types';
import { saoPauloDate } from '../../domain/time/sao-paulo';
import type { UserContractScope } from '../core/access';
import { now } from '../core/clock';
import { badRequest, conflict, notFound, unprocessable, type Body } from '../core/http';
import { recordFile } from '../core/private-files';
import { filesIn, inspectFile, keepStoredIf, removeTemporaryFiles, storeUploads, type IncomingFile } from '../core/uploads';
import type { ContractRow } from '../core/types';
import { overdueCount } from '../core/invoice-rows';
import { suspensionNoticed } from '../core/suspension-notices';
import { createServiceRequest } from './create';
import { lastInterruption, openRequest, SERVICE_REQUEST_UID, serviceSettings, vacancies } from './store';

export async function verifyReconnection(strapi: Core.Strapi, portal: UserContractScope): Promise<VerifyAnswer> {
  const contract = portal.contract;
  return { data: await openRequest(strapi, contract, 'RECONNECTION'), meta: { contractActive: contract.situation === 'ACTIVE' } };
}

export async function serviceCalendar(strapi: Core.Strapi, kind: 'RECONNECTION' | 'SUSPENSION'): Promise<CalendarEntry[]> {
  const dates = calendarDates(now());
  return calendarEntries(dates, await vacancies(strapi, kind, dates));
}

export async function reconnectionCalendar(strapi: Core.Strapi): Promise<{ data: CalendarEntry[] }> {
  return { data: await serviceCalendar(strapi, 'RECONNECTION') };
}

async function typeView(strapi: Core.Strapi, contract: ContractRow): Promise<ReconnectionTypeView> {
  const interruption = await lastInterruption(strapi, contract);
  const description: ReconnectionType = interruption?.reason ?? 'OTHER';
  // A suspension for debt without the notice the law asks for: no fee (docs/collections-suspension.md).
  const noticed =
    description === 'NON_PAYMENT' && interruption ? await suspensionNoticed(strapi, contract.id, interruption.startedAt) : undefined;
  const free = isFreeReconnection(description, interruption, saoPauloDate(now()), { noticed });
  const settings = await serviceSettings(strapi);
  return {
    description,
    free,
    feeCents: free ? 0 : settings.nextDayFeeCents,
    fourHoursFeeCents: settings.fourHoursFeeCents,
    nextDayFeeCents: settings.nextDayFeeCents,
    instalments: FEE_INSTALMENTS,
    noticeImage: settings.noticeImage,
  };
}

export async function reconnectionType(strapi: Core.Strapi, portal: UserContractScope): Promise<{ data: ReconnectionTypeView }> {
  return { data: await typeView(strapi, portal.contract) };
}

/**
 * GET /api/services/reconnection/notice-image: the 4-hour notice image staff set in the CMS,
 * served through the portal API (the CMS is not public) when it is a file of the local provider.
 */
export async function noticeImageFile(strapi: Core.Strapi): Promise<{ body: Buffer; contentType: string }> {
  const file = (await serviceSettings(strapi)).noticeFile;
  if (!file || /^https?:\/\//.test(file.url) || !file.url.startsWith('/uploads/')) throw notFound(M.noticeImageNotFound);
  const publicDir = path.resolve(strapi.dirs.static.public);
  const location = path.resolve(publicDir, `.${file.url}`);
  if (!location.startsWith(`${publicDir}${path.sep}`)) throw notFound(M.noticeImageNotFound);
  try {
    return { body: await fs.readFile(location), contentType: file.mime };
  } catch {
    throw notFound(M.noticeImageNotFound);
  }
}

export async function contractDebits(strapi: Core.Strapi, portal: UserContractScope): Promise<{ data: DebitsView }> {
  const quantityOpenInvoices = await overdueCount(strapi, portal.contract, now());
  return { data: { hasDebits: quantityOpenInvoices > 0, quantityOpenInvoices } };
}

/** The chosen date must be one the calendar offers now (400), with a vacancy in the chosen period (409). */
export function assertOffered(calendar: CalendarEntry[], slot: Slot): void {
  const entry = calendar.find((e) => e.date === slot.date);
  if (!entry) throw badRequest(M.dateNotOffered, { date: M.dateNotOffered });
  // No vacancy left in the period: the same refusal as losing the race for the last one.
  if (!entry.period.includes(slot.period)) throw conflict(M.slotTaken, { date: M.slotTaken });
}

async function checkProofs(files: IncomingFile[]): Promise<void> {
  if (files.length > PROOF_MAX_FILES) throw badRequest(M.fileLimit, { files: M.fileLimit });
  let total = 0;
  for (const file of files) {
    const { size, mime } = await inspectFile(file);
    total += size;
    if (!mime || !(PROOF_MIME_TYPES as readonly string[]).includes(mime)) throw badRequest(M.fileFormat, { files: M.fileFormat });
    file.detectedMimeType = mime;
  }
  if (total > PROOF_MAX_TOTAL_BYTES) throw badRequest(M.fileTotalSize, { files: M.fileTotalSize });
}

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

async function submit(
  strapi: Core.Strapi,
  portal: UserContractScope,
  body: Record<string, unknown>,
  rawFiles: unknown,
): Promise<ProtocolAnswer> {
  const errors = reconnectionErrors(body);
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0]!, errors);
  const slot = (parseSlot(body.date) as { slot: Slot }).slot;
  const contract = portal.contract;

  // The cases where the screen shows the error page (spec 02 §2.4, §8): 422.
  if (contract.situation === 'ACTIVE') throw unprocessable(M.contractActive);
  if (await openRequest(strapi, contract, 'RECONNECTION')) throw unprocessable(M.openRequest);
  const type = await typeView(strapi, contract);
  if (type.description === 'OTHER') throw unprocessable(M.reconnectionUnavailable);
  const calendar = await serviceCalendar(strapi, 'RECONNECTION');
  if (calendarUnusable(calendar)) throw unprocessable(M.reconnectionUnavailable);
  assertOffered(calendar, slot);

  const files = filesIn(rawFiles, 'files');
  const debits = await overdueCount(strapi, contract, now());
  if (debits > 0 && files.length === 0) throw badRequest(M.required, { files: M.required });
  if (debits === 0 && files.length > 0) throw badRequest(M.proofsNotAccepted, { files: M.proofsNotAccepted });
  await checkProofs(files);

  // The checked proofs go into private storage (never the Media Library) before the request's transaction.
  const proofs = await storeUploads(
    strapi,
    files.map((file, index) => {
      const mime = file.detectedMimeType ?? 'application/octet-stream';
      return { file, mime, name: `religacao-comprovante-${index + 1}.${EXTENSIONS[mime] ?? 'bin'}` };
    }),
  );
  return keepStoredIf(strapi, proofs, async () => {
    const protocol = await createServiceRequest(strapi, portal, {
      kind: 'RECONNECTION',
      slot,
      data: {
        phone: phoneValue(body.phone),
        reconnectionType: type.description,
        feeCents: type.feeCents,
        hadDebits: debits > 0,
      },
      // The proofs' records are written in the request's transaction: both or neither.
      withRow: async (id, customerId) => {
        for (const [position, proof] of proofs.entries())
          await recordFile(strapi, proof.stored, {
            kind: 'RECONNECTION_PROOF',
            relatedType: SERVICE_REQUEST_UID,
            relatedId: id,
            position,
            ownerUserId: customerId,
            name: proof.name,
            mime: proof.mime,
          });
      },
    });
    return { data: { protocol, date: slot.date, period: slot.period } };
  });
}

export async function requestReconnection(
  strapi: Core.Strapi,
  portal: UserContractScope,
  body: Body<'service.reconnection'>,
  files: unknown,
): Promise<ProtocolAnswer> {
  try {
    return await submit(strapi, portal, body, files);
  } finally {
    await removeTemporaryFiles(files);
  }
}
