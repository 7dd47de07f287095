import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { queryClient } from './lib/queryClient';
import { getLang, loadLang } from './i18n';
import { adoptLang, initLang } from './i18n/lang';
import App, { createAppRouter, loadMatchedRoutes } from './app/App';
import { decodeSsrState, SSR_STATE_ID, type SsrState } from './app/ssrState';
import { buildRoutes } from './app/routes';
import { setGuessedWidth } from './lib/useMedia';

initLang();

/** the state of the page the server rendered (decision 076), if it did */
function renderedState(): SsrState | null {
  return decodeSsrState(document.getElementById(SSR_STATE_ID)?.textContent);
}

const root = document.getElementById('root')!;
const state = renderedState();

if (state) {
  // the page as the server rendered it, in its language: hydrated once the language's chunks and the page's own
  // chunks are here, with the server's answers in the query cache (nothing is asked again; `hydrate` rather than a
  // HydrationBoundary: the answers are there before the first render, and the entry stays smaller)
  // the answers are as fresh as the page that came: a kept rendering is emptied by every write to what it shows
  // (decision 076), so one rendered a minute ago is not stale on arrival and its queries are not asked again
  const arrived = Date.now();
  for (const q of state.queries.queries) q.state.dataUpdatedAt = arrived;
  hydrate(queryClient, state.queries);
  adoptLang(state.lang);
  setGuessedWidth(state.width);
  const routes = buildRoutes();
  void Promise.all([loadLang(state.lang), loadMatchedRoutes(routes, location.pathname)]).then(() => {
    // in a transition: React hydrates in slices and lets the browser answer between them (no long task while the page
    // is already shown; decision 085), and a click on a part not hydrated yet hydrates that part first
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App router={createAppRouter(routes, state.router)} />
        </StrictMode>,
      );
    });
  });
} else {
  // the router starts loading the first page's chunks at once, beside the language's
  const router = createAppRouter();
  // The active language's catalogue and locales are chunks of their own: render once they are here, so no
  // untranslated key ever shows (docs/decisions/019).
  void loadLang(getLang()).then(() => {
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}
