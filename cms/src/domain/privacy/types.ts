/** Answer shapes of the privacy calls (PORTAL-API.md §13), shared by the server and the client area. */
import type { ConsentCategory, ExportStatus, PrivacyRequestKind, PrivacyRequestStatus, RequestAuditEntry } from './rules';

export interface ExportView {
  id: string;
  status: ExportStatus;
  requestedAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  fileName: string | null;
  sizeBytes: number | null;
  /** Same-origin path of the archive while it may be downloaded (owner's session only). */
  downloadPath: string | null;
}

export interface PrivacyRequestView {
  id: string;
  protocol: string;
  kind: PrivacyRequestKind;
  status: PrivacyRequestStatus;
  requestedAt: string;
  history: RequestAuditEntry[];
}

export interface ConsentView {
  category: ConsentCategory;
  granted: boolean;
  changedAt: string | null;
  history: { granted: boolean; changedAt: string; source: string }[];
}

export interface DataRecipientView {
  name: string;
  purpose: string;
  dataShared: string;
  legalBasis: string;
}

export interface PrivacySummaryView {
  account: {
    name: string | null;
    email: string;
    cpfCnpj: string | null;
    phone: string | null;
    invoiceByEmail: boolean;
    isAccountOwner: boolean;
    createdAt: string | null;
  };
  /** How many records of each kind the portal holds about the caller. */
  counts: Record<string, number>;
  latestExport: ExportView | null;
  requests: PrivacyRequestView[];
  consents: ConsentView[];
  recipients: DataRecipientView[];
  dpo: { name: string; email: string; phone: string };
}
