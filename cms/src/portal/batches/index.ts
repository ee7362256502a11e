/** Uploads and batches (spec 02 §2.10, §2.11; PORTAL-API.md §16). */
import { registerInstallationBatches } from './installations';
import { registerInvoiceBatches } from './invoices';

/** Registers the job kinds of this domain (bootstrap, before the job loop starts). */
export function registerBatchKinds(): void {
  registerInvoiceBatches();
  registerInstallationBatches();
}

export { uploadInvoices } from './invoices';
export { uploadInstallations } from './installations';
export { listBatches, listBatchItems, batchFile, batchItemFile } from './list';
