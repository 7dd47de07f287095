import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '../../e2e/chromium';

/**
 * The Vitest project `web-browser` (listed in the root vitest.config.ts): the kit's component tests that need a real
 * browser — modal dialogs, focus, scrolling, layout, colours, input methods — in Debian's Chromium, headless, through
 * Playwright (decision 059). Files `src/**\/*.browser.spec.tsx` (not `*.test.tsx`, which the jsdom project takes).
 */
export const webBrowser: TestProjectInlineConfiguration = {
  // the libraries bundled before the first test (found later, Vite would reload the page under a running test)
  optimizeDeps: {
    include: ['react', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client', '@testing-library/react'],
    // plain ES modules, one per icon: served as they are
    exclude: ['@ant-design/icons-svg'],
  },
  test: {
    name: 'web-browser',
    root: 'apps/web',
    include: ['src/**/*.browser.spec.tsx'],
    setupFiles: ['src/test/browser-setup.ts'],
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      }),
      instances: [{ browser: 'chromium', viewport: { width: 1024, height: 768 } }],
    },
  },
};
