/**
 * The meter photos' retention (docs/insights-self-reading.md): a photo is kept while its reading
 * waits for staff and SELF_READING_PHOTO_RETENTION_DAYS days after the decision (or after an
 * automatic acceptance); then the sweep deletes the file (its private-file row and its bytes) and
 * marks the reading `photoDeletedAt`. The reading itself stays (it fed a bill). The sweep is the
 * housekeeping of a leased kind of the job loop (portal/jobs), run at most every 10 minutes per
 * instance; two instances deleting the same photo is harmless (the second finds nothing).
 */
import type { Core } from '@strapi/strapi';
import { addDays, saoPauloDate } from '../../../domain/time/sao-paulo';
import { now } from '../../core/clock';
import { removeFilesOf } from '../../core/private-files';
import { registerLeasedKind } from '../../jobs';
import { READING_UID, settings } from './store';

const EVERY_MS = 10 * 60_000;
let lastRun = 0;

/** Deletes the photos past their retention; answers how many readings lost their photo. */
export async function sweepExpiredPhotos(strapi: Core.Strapi, at: Date = now()): Promise<number> {
  const cutoffDay = addDays(saoPauloDate(at), -settings().photoRetentionDays);
  const cutoff = new Date(`${cutoffDay}T00:00:00-03:00`);
  const rows = (await strapi.db.query(READING_UID).findMany({
    where: { photoDeletedAt: { $null: true }, readingStatus: { $ne: 'RECEIVED' }, reviewedAt: { $lt: cutoff } },
    select: ['id'],
    limit: 200,
  })) as { id: number }[];
  for (const row of rows) {
    await removeFilesOf(strapi, READING_UID, [row.id]);
    await strapi.db.query(READING_UID).update({ where: { id: row.id }, data: { photoDeletedAt: at, __internal: true } });
  }
  return rows.length;
}

export function registerMeterPhotoSweep(): void {
  registerLeasedKind({
    kind: 'meter-photo-retention',
    claim: async () => null,
    run: async () => undefined,
    housekeeping: async (strapi) => {
      const at = now();
      if (Math.abs(at.getTime() - lastRun) < EVERY_MS) return;
      lastRun = at.getTime();
      await sweepExpiredPhotos(strapi, at);
    },
  });
}
