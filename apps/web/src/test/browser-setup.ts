import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setLang } from '../i18n/lang';
import { loadLang } from '../i18n';
import '../app/app.css';

/**
 * Setup of the web-browser project (the kit's tests in Chromium): no stand-ins, the browser's own dialog, focus,
 * scrolling and layout; the app's global styles; English texts and a clean page before each test.
 */
beforeAll(async () => {
  await Promise.all([loadLang('en-US'), loadLang('zh-CN')]);
});

beforeEach(() => {
  setLang('en-US');
  // a test that asserts nothing fails (a wait with no expect after it proves nothing)
  expect.hasAssertions();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('style');
  window.scrollTo(0, 0);
});
