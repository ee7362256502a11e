import type { ChildProcess } from 'node:child_process';

export const INHERITED_ENV: string[];
export function cleanEnv(overrides?: Record<string, string | undefined>): Record<string, string>;
export function stackEnv(work: string, ports: { cmsPort: string | number; sitePort: string | number }): Record<string, string>;
export function startThrowawayCms(work: string, env: Record<string, string>, options?: { quiet?: boolean }): Promise<ChildProcess>;
export function startSiteServer(env: Record<string, string>): Promise<ChildProcess>;
