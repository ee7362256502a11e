export type LoadCall = 'static' | 'login' | 'invoices' | 'pdf' | 'notifications' | 'service' | 'upload' | 'batches';
export const CALLS: LoadCall[];

export interface LoadAccount {
  kind: 'customer' | 'uploader';
  email: string;
  password: string;
  [key: string]: unknown;
}
export interface LoadWrite {
  call: 'service' | 'upload';
  key: string;
  status: number;
  ok: boolean;
}
export interface CallStats {
  count: number;
  errors: number;
  p50: number;
  p99: number;
}
export interface LoadSnapshot {
  elapsed: number;
  writes: LoadWrite[];
}
export interface LoadOptions {
  users?: number;
  seconds?: number;
  maxRequests?: number;
  siteUrl: string;
  cmsUrl?: string;
  accounts: LoadAccount[];
  staticPaths?: string[];
  thinkMs?: number;
  uploadsPerUploader?: number;
  rowsPerUpload?: number;
  requestTimeoutMs?: number;
  tag?: string;
  onTick?: (snapshot: LoadSnapshot) => void | Promise<void>;
  onStart?: () => void | Promise<void>;
}
export interface LoadResult {
  elapsed: number;
  requests: number;
  errors: number;
  rps: number;
  calls: Record<LoadCall, CallStats>;
  timeline: { ok: Partial<Record<LoadCall, number>>; errors: Partial<Record<LoadCall, number>> }[];
  errorSamples: Record<string, number>;
  writes: LoadWrite[];
  tag: string;
}
export function runLoadMix(options: LoadOptions): Promise<LoadResult>;
export function callTable(result: LoadResult): string[];
