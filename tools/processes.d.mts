import type { ChildProcess } from 'node:child_process';

export function startCmsProcess(
  env: Record<string, string | undefined>,
  options?: { quiet?: boolean },
): ChildProcess & { getLog(): string };
export function waitForHttp(url: string, options?: { timeoutMs?: number; child?: ChildProcess }): Promise<void>;
export function run(command: string, args: string[], options?: Record<string, unknown>): Promise<void>;
