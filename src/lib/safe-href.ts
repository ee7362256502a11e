/**
 * Links typed by editors end up in `href`: only web, e-mail and phone links pass (site paths,
 * anchors, http(s), mailto, tel), so a CMS value can never run script (`javascript:`, `data:`).
 */
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
const ALLOWED = new Set(['http', 'https', 'mailto', 'tel']);

/** What a browser parses: C0 controls and spaces trimmed at both ends, tabs and newlines removed. */
function asBrowserReadsIt(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start++;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end--;
  return value.slice(start, end).replace(/[\t\n\r]/g, '');
}

export function safeHref(value: string | null | undefined): string | undefined {
  const href = value ? asBrowserReadsIt(value) : '';
  if (!href) return undefined;
  const scheme = SCHEME.exec(href)?.[1];
  if (scheme === undefined) return href;
  return ALLOWED.has(scheme.toLowerCase()) ? href : undefined;
}
