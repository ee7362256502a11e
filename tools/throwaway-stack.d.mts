import type { ChildProcess } from 'node:child_process';

export const INHERITED_ENV: string[];
export function cleanEnv(overrides?: Record<string, string | undefined>): Record<string, string>;
export function stackEnv(work: string, ports: { cmsPort: string | number; sitePort: string | number }): Record<string, string>;
export function startThrowawayCms(work: string, env: Record<string, string>, options?: { quiet?: boolean }): Promise<ChildProcess>;
export function startSiteServer(env: Record<string, string>): Promise<ChildProcess>;

export interface Launched {
  child: ChildProcess;
  pid: number;
  /** The end of the process's output when started `quiet`. */
  log(): string;
  /** SIGTERM, then SIGKILL after 10 s; resolves once the process exited. */
  stop(): Promise<void>;
  /** SIGKILL at once (no shutdown hooks), as a crash would. */
  kill(): Promise<void>;
}
export function launchCms(
  env: Record<string, string>,
  options?: { quiet?: boolean; timeoutMs?: number; url?: string },
): Promise<Launched & { url: string }>;
export function launchSite(
  env: Record<string, string>,
  options?: { quiet?: boolean; timeoutMs?: number },
): Promise<Launched & { url: string; internalUrl: string }>;
