import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setLang } from '../i18n/lang';
import { loadLang } from '../i18n';

/**
 * The hooks of both web test setups (jsdom's and Chromium's): both languages' catalogues loaded once, as main.tsx
 * loads them before the first render; each test in English and asserting something (a wait with no expect after it
 * proves nothing); after it, the page unmounted, the storage cleared, then `tidy` (what the setup cleans of its own).
 */
export function cleanPagePerTest(tidy: () => void) {
  beforeAll(async () => {
    await Promise.all([loadLang('en-US'), loadLang('zh-CN')]);
  });
  beforeEach(() => {
    setLang('en-US');
    expect.hasAssertions();
  });
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    tidy();
  });
}
