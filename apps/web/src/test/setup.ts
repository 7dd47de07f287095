import { configure } from '@testing-library/react';
import { message, notification } from '../lib/notice';
import { cleanPagePerTest } from './pageHooks';

/**
 * Setup of the web-dom project (component tests in jsdom): the browser APIs the app reads that jsdom lacks
 * (matchMedia for lib/useMedia, ResizeObserver, the modal methods of <dialog>, pseudo-element styles, scrolling),
 * and a clean page and English texts before each test.
 */
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      // a desktop-sized screen: every min-width query matches, every max-width one does not
      matches: /min-width/.test(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverShim {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverShim });
  Object.assign(globalThis, { ResizeObserver: ResizeObserverShim });
}

// jsdom has <dialog> without its modal methods (lite/Pictures' viewer): open and close it, and say it closed
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom reports "Not implemented" for pseudo-elements, which getByRole's accessible names ask for (::before, ::after)
const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = (el: Element) => computed(el);
window.scrollTo = () => undefined;
Element.prototype.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// give findBy/waitFor room on a busy machine
configure({ asyncUtilTimeout: 15_000 });

cleanPagePerTest(() => {
  // the toasts' store outlives a page (and, files sharing a module graph, a file): no test sees another's toast
  message.destroy();
  notification.destroy();
});
