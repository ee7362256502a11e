type Env = Record<string, string | undefined>;
export function parsePolicy(policy: string | null | undefined): Map<string, string[]>;
export function pageScriptSources(policy: string | null | undefined): string[] | null;
export function metaPolicy(html: string): string | null;
export function contentSecurityPolicy(pathname: string, env?: Env, scriptSources?: string[] | null): string;
export const PERMISSIONS_POLICY: string;
export function securityHeaders(pathname: string, env?: Env, scriptSources?: string[] | null): Record<string, string>;
export function withSitePolicy<T>(headers: T, pathname: string, env?: Env): T | Record<string, unknown>;
