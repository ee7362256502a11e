/** Answers of the batch calls (spec 02 §3 "Batch", "Batch item"; PORTAL-API.md §16). */
import type { BatchItemStatus, BatchStatus } from './constants';

export interface BatchView {
  id: number;
  kind: string;
  status: BatchStatus;
  /** The earliest programmed date of the batch's rows (dd/mm/aaaa), or null. */
  scheduledDate: string | null;
  createdAt: string;
  updatedAt: string;
  fileName: string;
  totalItems: number;
  processedItems: number;
  errorItems: number;
}

export interface BatchItemView {
  id: number;
  batchId: number;
  line: number;
  status: BatchItemStatus;
  /** Why the row was refused (ERROR), else null. */
  reason: string | null;
  consumerCode: string | null;
  consumerCpfCnpj: string | null;
  numDoc: string | null;
  data: { deadline: string | null; price: number | null; priceCents: number | null; scheduledDate: string | null };
}

export interface UploadAnswer {
  data: BatchView;
  message: string;
}
