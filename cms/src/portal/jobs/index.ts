/**
 * Generic database jobs (docs/jobs.md; PORTAL-API.md §16): register a kind, enqueue, run. This
 * file is the folder's public surface: domains import from `../jobs`, never its modules.
 */
export { registerJobKind, registerLeasedKind, RowError, type JobItem } from './registry';
export { enqueueJob } from './enqueue';
export { startJobs, stopJobs, kickJobs } from './runner';
export { claimLeased, ensureJobIndexes, JOB_UID, JOB_ITEM_UID } from './store';
export { BATCH_FIELDS, batchStatus, batchView, findBatchRow, itemCounts, type BatchRow } from './batches';
