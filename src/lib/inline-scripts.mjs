// @ts-check
// The few scripts that must run inline, as the page is parsed (no module deferral). Their text
// is fixed here so astro.config.mjs can put each one's SHA-256 in every page's CSP; values
// they need come from data attributes of their own <script> element.
import { createHash } from 'node:crypto';

/** Home page: the floating menu shows only past the threshold (no flash; without JS it stays visible). */
export const FLOATING_MENU_SCRIPT = `(function () {
  var nav = document.querySelector('[data-floating-menu]');
  if (!nav) return;
  var threshold = Number(nav.getAttribute('data-threshold'));
  nav.setAttribute('data-armed', '');
  function update() {
    nav.classList.toggle('is-visible', window.scrollY > threshold);
  }
  update();
  window.addEventListener('scroll', update, { passive: true });
})();`;

/** Landing pages: start at the top and remember whether the footer is shown (data-key, data-visible). */
export const LANDING_FOOTER_SCRIPT = `(function () {
  var own = document.currentScript;
  window.scrollTo(0, 0);
  try {
    sessionStorage.setItem(own.dataset.key, own.dataset.visible);
  } catch (_) {
    /* storage disabled: the flag is optional */
  }
})();`;

/**
 * A script's CSP source: its SHA-256 as `sha256-<base64>` (without the quotes).
 * @param {string} code
 * @returns {`sha256-${string}`}
 */
const hashSource = (code) => `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;

/**
 * The scripts' hashes, for the CSP's script-src (astro.config.mjs).
 * @returns {`sha256-${string}`[]}
 */
export const inlineScriptHashes = () => [FLOATING_MENU_SCRIPT, LANDING_FOOTER_SCRIPT].map(hashSource);
