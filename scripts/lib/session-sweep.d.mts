export function sessionExpired(text: string, now?: number): boolean;
export function sweepSessions(dir: string, options?: { now?: number; limit?: number }): number;
