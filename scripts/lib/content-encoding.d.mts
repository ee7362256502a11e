export function pickEncoding(
  acceptEncoding: string | string[] | undefined,
  hasCopy: (suffix: string) => boolean,
): { encoding: 'br' | 'gzip'; suffix: '.br' | '.gz' } | null;
