/**
 * Cookie preferences: buttons with `data-cookie-settings-open` open a dialog (cloned once from
 * the first `template[data-cookie-settings-template]` on the page) where the visitor chooses the
 * optional cookie categories. The choice is kept in a first-party cookie that analytics and
 * marketing code must read (and the `cookie-consent-change` event) before they set anything.
 */
const COOKIE_NAME = 'necta_cookie_consent';
const MAX_AGE_S = 180 * 24 * 60 * 60;

export interface CookieConsent {
  performance: boolean;
  marketing: boolean;
}

export function readConsent(): CookieConsent | null {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${COOKIE_NAME}=`));
  if (!entry) return null;
  try {
    const value = JSON.parse(decodeURIComponent(entry.slice(COOKIE_NAME.length + 1))) as Partial<CookieConsent>;
    return { performance: value.performance === true, marketing: value.marketing === true };
  } catch {
    return null;
  }
}

function writeConsent(consent: CookieConsent): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const value = encodeURIComponent(JSON.stringify({ ...consent, savedAt: new Date().toISOString() }));
  document.cookie = `${COOKIE_NAME}=${value}; Max-Age=${MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
  window.dispatchEvent(new CustomEvent<CookieConsent>('cookie-consent-change', { detail: consent }));
}

function dialog(): HTMLDialogElement | null {
  const existing = document.querySelector<HTMLDialogElement>('dialog[data-cookie-settings-dialog]');
  if (existing) return existing;
  const template = document.querySelector<HTMLTemplateElement>('template[data-cookie-settings-template]');
  const clone = template?.content.firstElementChild?.cloneNode(true);
  if (!(clone instanceof HTMLDialogElement)) return null;
  document.body.append(clone);
  clone.querySelector('form')?.addEventListener('submit', (event) => {
    const form = event.currentTarget as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
    // The dialog form closes on any submit; "Fechar" submits with value "cancel" and saves nothing.
    if (submitter?.value === 'cancel') return;
    const all = submitter?.value === 'all';
    writeConsent({
      performance: all || (form.elements.namedItem('performance') as HTMLInputElement).checked,
      marketing: all || (form.elements.namedItem('marketing') as HTMLInputElement).checked,
    });
  });
  return clone;
}

document.addEventListener('click', (event) => {
  const opener = (event.target as Element | null)?.closest('[data-cookie-settings-open]');
  if (!opener) return;
  const d = dialog();
  if (!d) return;
  const consent = readConsent();
  const form = d.querySelector('form')!;
  (form.elements.namedItem('performance') as HTMLInputElement).checked = consent?.performance ?? false;
  (form.elements.namedItem('marketing') as HTMLInputElement).checked = consent?.marketing ?? false;
  d.showModal();
});
