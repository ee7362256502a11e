// @ts-check
// Debian's Chromium as every headless run here starts it (browser tests, bench, resilience tests):
// without the background-networking flags it keeps calling Google's hosts, which this machine's
// closed network refuses.
import fs from 'node:fs';

/** Debian's full browser (package chromium): what users run, so Lighthouse measures with it (`npm run bench`). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * Debian's headless shell (package chromium-headless-shell): the same Chromium engine without the
 * browser's own UI, extensions and WebUI renderers — what Playwright itself runs for headless
 * Chromium. The browser tests, the screenshots and the bench's page probes drive it; on a two-core
 * machine it takes a third less time than the full browser for the same tests (docs/testing.md).
 * Without the package, the full browser.
 */
export const HEADLESS_CHROMIUM_PATH =
  process.env.HEADLESS_CHROMIUM_PATH ?? (fs.existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];
