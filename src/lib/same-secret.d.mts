export function sameSecret(presented: unknown, expected: string | undefined | null): boolean;
