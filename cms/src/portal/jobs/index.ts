/** Generic database jobs (docs/jobs.md; PORTAL-API.md §16): register a kind, enqueue, run. */
export {
  registerJobKind,
  registerLeasedKind,
  RowError,
  type JobItem,
  type JobKind,
  type JobRow,
  type LeasedKind,
  type LeasedRow,
} from './registry';
export { enqueueJob, type NewJob } from './enqueue';
export { startJobs, stopJobs, kickJobs, jobSettings, processJob, INSTANCE_ID } from './runner';
export { claimJob, claimLeased, ensureJobIndexes, renewLease, releaseJob, JOB_UID, JOB_ITEM_UID, JOB_TABLE, JOB_ITEM_TABLE } from './store';
