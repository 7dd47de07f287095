import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getLang, loadLang } from './i18n';
import { initLang } from './i18n/lang';
import App from './app/App';

initLang();

// The active language's catalogue and locales are chunks of their own: render once they are here, so no
// untranslated key ever shows (docs/decisions/019).
void loadLang(getLang()).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
