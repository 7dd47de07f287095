import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initLang } from './i18n/lang';
import App from './app/App';

initLang();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
