/**
 * The one browser every test drives: Debian's Chromium (apt-get install chromium; never a downloaded one), and the
 * switches it runs with — for the browser tests (playwright.config.ts) and the kit's component tests
 * (apps/web/vitest.browser.ts). CHROMIUM_PATH points elsewhere.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
