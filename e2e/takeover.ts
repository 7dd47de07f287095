import type { Page } from '@playwright/test';

/**
 * The browser taking over a page the server rendered (decision 076). Until the page's JavaScript has hydrated it, a
 * click is a plain link's and text typed into a box stays the browser's (decision 085's known gap): a test that acts
 * at once on a loaded machine acts on the plain page and waits for what never comes. So every `goto` and `reload` of a
 * test's pages waits until the page is taken over — as a reader, who sees the page settle before typing, would.
 */

/** the check, in the page: no server-rendered state, or the heading (else the root's first element) is React's */
function takenOver(): boolean {
  if (!document.getElementById('bh-ssr-state')) return true;
  const el = document.querySelector('#root h1') ?? document.getElementById('root')?.firstElementChild;
  return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
}

/** Waits until the browser has taken over a page the server rendered; a hydrated element carries React's fiber. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const el = document.querySelector('#root h1');
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  });
}

const plain = new WeakSet<Page>();

/** This page's navigations return as soon as the document has loaded, taken over or not (a test of the plain page). */
export const navigatePlainly = (page: Page) => plain.add(page);

/**
 * Makes `page.goto` and `page.reload` wait, after the load, until the page is taken over. A page that is never taken
 * over (a script error, a navigation away) is left to the test's own checks after 30 s.
 */
export function waitForTakeOver(page: Page) {
  for (const name of ['goto', 'reload'] as const) {
    const original = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const res = await original(...args);
      if (!plain.has(page)) await page.waitForFunction(takenOver, undefined, { timeout: 30_000 }).catch(() => undefined);
      return res;
    };
  }
}
