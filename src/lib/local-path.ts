/**
 * A redirect target taken from the visitor (a form's `next`, a Referer, `?r=`) must stay on
 * this site. Browsers read `//host`, `/\host` and `\\host` as another host and drop tabs and
 * newlines inside URLs, so only a single leading slash followed by anything but a slash or
 * backslash counts as a local path.
 */
export function safeLocalPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > 2048) return fallback;
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return fallback;
  if (!/^\/(?![/\\])/.test(value)) return fallback;
  if (value.includes('\\')) return fallback;
  return value;
}
