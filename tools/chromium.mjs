// @ts-check
// Debian's Chromium as every headless run here starts it (browser tests, bench, resilience tests):
// without the background-networking flags it keeps calling Google's hosts, which this machine's
// closed network refuses.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
