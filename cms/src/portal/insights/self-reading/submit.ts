/**
 * Self-reading (docs/insights-self-reading.md): the customer — or an attendant serving the
 * contract — informs the meter's reading with its photo, in the cycle's window; or contests a bill
 * issued from an estimated reading with a reading and photo. The photo (JPG or PNG by its content,
 * at most 5 MB) goes to private storage and the row is written with its file record in one
 * transaction (both or neither). A plausible cycle reading is ACCEPTED at once; one out of the
 * history's range needs the customer's confirmation and waits for staff (RECEIVED), as does every
 * contest. One reading per cycle (the unique `waitingKey`), one contest waiting per bill.
 */
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  checkReading,
  confirmed,
  decimalOf,
  parseReading,
  plausibleRange,
  readingWindow,
  nextReadingDate,
  SELF_READING_MAX_BYTES,
  SELF_READING_MESSAGES as M,
  SELF_READING_MIME_TYPES,
  daysBetween,
} from '../../../domain/insights/self-reading/rules';
import type { ReadingSentAnswer } from '../../../domain/insights/self-reading/types';
import { isAttendant } from '../../../domain/roles';
import { saoPauloDate, saoPauloParts } from '../../../domain/time/sao-paulo';
import type { UserContractScope } from '../../core/access';
import { now } from '../../core/clock';
import { badRequest, conflict, notFound, unprocessable } from '../../core/http';
import { recordFile } from '../../core/private-files';
import { recordAttendantChange } from '../../core/records';
import { readingAccepted } from './informed';
import { filesIn, inspectFile, keepStoredIf, removeTemporaryFiles, storeUploads, type IncomingFile } from '../../core/uploads';
import {
  billReadings,
  historyOf,
  lastReadingOf,
  m3,
  photoLink,
  READING_UID,
  readingsOf,
  readingView,
  settings,
  type ReadingRow,
} from './store';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

const newProtocol = (at: Date) => `LEI-${saoPauloParts(at).year}-${randomBytes(5).toString('hex').toUpperCase()}`;

async function checkedPhoto(files: unknown): Promise<IncomingFile> {
  const list = filesIn(files, 'file');
  if (!list.length) throw badRequest(M.photoRequired, { file: M.photoRequired });
  if (list.length > 1) throw badRequest(M.onePhoto, { file: M.onePhoto });
  const file = list[0]!;
  const { size, mime } = await inspectFile(file);
  if (!mime || !(SELF_READING_MIME_TYPES as readonly string[]).includes(mime)) throw badRequest(M.photoFormat, { file: M.photoFormat });
  if (size > SELF_READING_MAX_BYTES) throw badRequest(M.photoSize, { file: M.photoSize });
  file.detectedMimeType = mime;
  return file;
}

const isUniqueViolation = (error: unknown) => /unique|duplicate/i.test(String((error as Error)?.message ?? error));

interface NewReading {
  kind: 'CYCLE' | 'CONTEST';
  reading: number;
  readOn: string;
  cycleReadingDate: string;
  lastReading: number | null;
  consumed: number | null;
  rollover: boolean;
  plausible: boolean;
  range: { min: number; max: number } | null;
  status: 'RECEIVED' | 'ACCEPTED';
  waitingKey: string;
  invoice?: { id: number; numDoc: string };
}

/**
 * Stores the photo and writes the reading with its file record and, for a reading accepted at once,
 * its effects — the cycle's bill when issued, the projection queued for the alert (./informed.ts) —
 * in one transaction.
 */
async function keep(strapi: Core.Strapi, portal: UserContractScope, file: IncomingFile, fresh: NewReading, at: Date): Promise<ReadingRow> {
  const mime = file.detectedMimeType!;
  const protocol = newProtocol(at);
  const name = `medidor-${protocol}.${EXTENSIONS[mime] ?? 'bin'}`;
  const stored = await storeUploads(strapi, [{ file, mime, name }]);
  const attendant = isAttendant(portal.user.portalRole as never);
  try {
    return await keepStoredIf(strapi, stored, () =>
      strapi.db.transaction(async () => {
        const row = (await strapi.db.query(READING_UID).create({
          data: {
            protocol,
            kind: fresh.kind,
            contract: portal.contract.id,
            invoice: fresh.invoice?.id ?? null,
            numDoc: fresh.invoice?.numDoc ?? null,
            customer: attendant ? null : portal.user.id,
            attendant: attendant ? portal.user.id : null,
            submittedBy: attendant ? 'ATTENDANT' : 'CUSTOMER',
            reading: decimalOf(fresh.reading),
            readOn: fresh.readOn,
            cycleReadingDate: fresh.cycleReadingDate,
            lastReading: m3(fresh.lastReading),
            consumedM3: m3(fresh.consumed),
            rollover: fresh.rollover,
            plausible: fresh.plausible,
            expectedMinM3: m3(fresh.range?.min),
            expectedMaxM3: m3(fresh.range?.max),
            readingStatus: fresh.status,
            submittedAt: at,
            reviewedAt: fresh.status === 'ACCEPTED' ? at : null,
            reviewedBy: fresh.status === 'ACCEPTED' ? 'automático (dentro do esperado)' : null,
            photoLink: photoLink(protocol),
            waitingKey: fresh.waitingKey,
          },
        })) as ReadingRow;
        await recordFile(strapi, stored[0]!.stored, {
          kind: 'METER_PHOTO',
          relatedType: READING_UID,
          relatedId: row.id,
          ownerUserId: portal.user.id,
          name,
          mime,
        });
        await recordAttendantChange(strapi, {
          attendant: portal.user as never,
          contract: portal.contract,
          action: 'SELF_READING',
          description:
            fresh.kind === 'CONTEST'
              ? `Contestação da fatura ${fresh.invoice?.numDoc ?? ''} com leitura ${decimalOf(fresh.reading)} m³ (protocolo ${protocol})`
              : `Autoleitura ${decimalOf(fresh.reading)} m³ (protocolo ${protocol})`,
          details: { protocol },
        });
        await readingAccepted(strapi, portal.contract.id, row);
        return row;
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(fresh.kind === 'CONTEST' ? M.contestWaiting : M.alreadySent);
    throw error;
  }
}

async function submitCycle(strapi: Core.Strapi, portal: UserContractScope, body: Record<string, unknown>, files: unknown) {
  const at = now();
  const today = saoPauloDate(at);
  const config = settings();
  const parsed = parseReading(body.reading, config.meterDigits);
  if ('error' in parsed) throw badRequest(parsed.error, { reading: parsed.error });
  const bills = await billReadings(strapi, portal.contract.id, at);
  const readings = await readingsOf(strapi, portal.contract.id);
  const last = lastReadingOf(bills, readings);
  const window = readingWindow(nextReadingDate(bills[0]?.readOn ?? null, today, config.readingDay), today, config.windowDays);
  if (!window.open) throw unprocessable(M.windowClosed);
  const waitingKey = `cycle:${portal.contract.id}:${window.readingDate}`;
  if (await strapi.db.query(READING_UID).findOne({ where: { waitingKey }, select: ['id'] })) throw conflict(M.alreadySent);
  const range = last ? plausibleRange(historyOf(bills), daysBetween(last.date, today), config.tolerancePercent) : null;
  const check = checkReading({ reading: parsed.litres, lastReading: last?.litres ?? null, meterDigits: config.meterDigits, range });
  if (!check.ok) throw badRequest(check.error, { reading: check.error });
  if (!check.plausible && !confirmed(body.confirm)) throw conflict(M.outOfRange, { reading: M.outOfRange });
  const file = await checkedPhoto(files);
  const row = await keep(
    strapi,
    portal,
    file,
    {
      kind: 'CYCLE',
      reading: parsed.litres,
      readOn: today,
      cycleReadingDate: window.readingDate,
      lastReading: last?.litres ?? null,
      consumed: last ? check.consumed : null,
      rollover: check.rollover,
      plausible: check.plausible,
      range: check.range,
      status: check.plausible ? 'ACCEPTED' : 'RECEIVED',
      waitingKey,
    },
    at,
  );
  return { data: readingView(row), message: row.readingStatus === 'ACCEPTED' ? M.accepted : M.received };
}

/** POST /api/insights/self-reading (multipart: `reading`, `confirm`, `file`). */
export async function sendSelfReading(
  strapi: Core.Strapi,
  portal: UserContractScope,
  body: Record<string, unknown>,
  files: unknown,
): Promise<ReadingSentAnswer> {
  try {
    return await submitCycle(strapi, portal, body, files);
  } finally {
    await removeTemporaryFiles(files);
  }
}

async function submitContest(
  strapi: Core.Strapi,
  portal: UserContractScope,
  numDoc: unknown,
  body: Record<string, unknown>,
  files: unknown,
) {
  const at = now();
  const config = settings();
  const number = typeof numDoc === 'string' && /^\d{1,17}$/.test(numDoc) ? numDoc : null;
  const bills = await billReadings(strapi, portal.contract.id, at);
  const bill = number ? bills.find((b) => b.numDoc === number) : undefined;
  if (!bill) throw notFound(M.billNotFound);
  if (bill.readingType !== 'ESTIMATED') throw unprocessable(M.notEstimated);
  const parsed = parseReading(body.reading, config.meterDigits);
  if ('error' in parsed) throw badRequest(parsed.error, { reading: parsed.error });
  const check = checkReading({ reading: parsed.litres, lastReading: bill.previousReading, meterDigits: config.meterDigits, range: null });
  if (!check.ok) throw badRequest(check.error, { reading: check.error });
  const waitingKey = `contest:${bill.id}`;
  if (await strapi.db.query(READING_UID).findOne({ where: { waitingKey }, select: ['id'] })) throw conflict(M.contestWaiting);
  const file = await checkedPhoto(files);
  const row = await keep(
    strapi,
    portal,
    file,
    {
      kind: 'CONTEST',
      reading: parsed.litres,
      readOn: saoPauloDate(at),
      cycleReadingDate: bill.readOn,
      lastReading: bill.previousReading,
      consumed: check.consumed,
      rollover: check.rollover,
      plausible: true,
      range: null,
      status: 'RECEIVED',
      waitingKey,
      invoice: { id: bill.id, numDoc: bill.numDoc },
    },
    at,
  );
  return { data: readingView(row), message: M.contestReceived };
}

/** POST /api/insights/invoices/:numDoc/contest (multipart: `reading`, `file`). */
export async function contestBill(
  strapi: Core.Strapi,
  portal: UserContractScope,
  numDoc: unknown,
  body: Record<string, unknown>,
  files: unknown,
): Promise<ReadingSentAnswer> {
  try {
    return await submitContest(strapi, portal, numDoc, body, files);
  } finally {
    await removeTemporaryFiles(files);
  }
}
