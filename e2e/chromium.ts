import { existsSync } from 'node:fs';

/**
 * The one browser every test drives: Debian's Chromium (never a downloaded one), and the switches it runs with — for
 * the browser tests (playwright.config.ts) and the kit's component tests (apps/web/vitest.browser.ts). CHROMIUM_PATH
 * points elsewhere.
 *
 * Debian's `chromium-headless-shell` when it is installed (`.ci/run` installs it): the same Blink and V8 as
 * `/usr/bin/chromium` without the desktop browser around them — what Playwright itself runs headless tests in — and
 * about a fifth less CPU for the whole browser suite (docs/decisions/089); else `/usr/bin/chromium` in its new headless
 * mode.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
