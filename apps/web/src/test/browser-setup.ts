import { cleanPagePerTest } from './pageHooks';
import '../app/app.css';

/**
 * Setup of the web-browser project (the kit's tests in Chromium): no stand-ins, the browser's own dialog, focus,
 * scrolling and layout; the app's global styles; English texts and a clean page before each test.
 */
cleanPagePerTest(() => {
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('style');
  window.scrollTo(0, 0);
});
