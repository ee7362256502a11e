export const cmsDir: string;
export function sourceHash(): string;
export function compileCms(): Promise<{ distDir: string; compiled: boolean; ms: number }>;
