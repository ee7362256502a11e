/** `tel:` link of a phone number as editors write it ("0800 773 6099", "(16) 3333-4444"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits}`;
}
