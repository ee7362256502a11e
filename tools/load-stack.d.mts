import type { LoadAccount, LoadWrite } from './load-mix.mjs';

export const LOAD_PASSWORD: string;

/** Where the test-support API of a stack answers. */
export interface SupportTarget {
  url: string;
  testSupportSecret: string;
}
export interface LoadStack {
  env: Record<string, string>;
  cmsUrl: string;
  siteUrl: string;
  cms: SupportTarget;
  cmsPid(): number | undefined;
  cmsLog(): string;
  startCms(): Promise<void>;
  killCms(): Promise<void>;
  stop(): Promise<void>;
  exits: unknown[];
  [key: string]: unknown;
}
export function startLoadStack(options: {
  work: string;
  cmsPort: number;
  sitePort: number;
  env?: Record<string, string>;
  production?: boolean;
  prepare?: (cms: SupportTarget, stack: LoadStack) => Promise<void>;
  quiet?: boolean;
}): Promise<LoadStack>;
export function testSupport(target: SupportTarget, method: string, route: string, body?: unknown): Promise<unknown>;
export function prepareAccounts(
  target: SupportTarget,
  options: { customers: number; uploaders: number; invoices?: number; concurrency?: number },
): Promise<LoadAccount[]>;

export interface ServerBatch {
  id: number;
  fileName: string;
  status: string;
  totalItems: number;
  attempts: number;
  processed: number;
  errors: number;
}
export interface ServerWrites {
  services: string[];
  batches: ServerBatch[];
}
export function serverWrites(env: Record<string, string>, tag: string): Promise<ServerWrites>;
export function settledWrites(env: Record<string, string>, tag: string, options?: { timeoutMs?: number }): Promise<ServerWrites>;
export function compareWrites(
  sent: LoadWrite[],
  server: ServerWrites,
): {
  problems: string[];
  services: { sent: number; ok: number; onServer: number };
  uploads: { sent: number; ok: number; onServer: number; rows: number; resumed: number };
};
