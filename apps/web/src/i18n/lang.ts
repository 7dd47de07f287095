import type { Lang } from '@boothhub/shared';
import { LANG_COOKIE, setCookie, storage, storageKeys } from '../lib/storage';

/**
 * The viewer's language, outside React so the request helper can read it: the stored choice, else the browser's
 * language (Chinese for zh*, English otherwise). Kept in localStorage and in the `bh_lang` cookie, which the server
 * reads for the language of its messages.
 */
export type { Lang };
export const langs: readonly Lang[] = ['zh-CN', 'en-US'];

export function detectLang(stored: string | null, browser: readonly string[]): Lang {
  if (stored === 'zh-CN' || stored === 'en-US') return stored;
  for (const l of browser) {
    const low = l.toLowerCase();
    if (low.startsWith('zh')) return 'zh-CN';
    if (low.startsWith('en')) return 'en-US';
  }
  return 'en-US';
}

function browserLangs(): string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? [...navigator.languages] : navigator.language ? [navigator.language] : [];
}

/**
 * The language an address asks for: `?lang=` of the language alternates in a public page's head (decision 069), which
 * the server's document follows too; else null.
 */
export function urlLang(search: string): Lang | null {
  const lang = new URLSearchParams(search).get('lang');
  return lang === 'zh-CN' || lang === 'en-US' ? lang : null;
}

// an address's language is a choice, kept like the switch's
const asked = typeof location === 'undefined' ? null : urlLang(location.search);
if (asked) storage.set(storageKeys.lang, asked);
let current: Lang = detectLang(asked ?? storage.get(storageKeys.lang), browserLangs());
const listeners = new Set<() => void>();

export const getLang = (): Lang => current;

function apply(lang: Lang) {
  setCookie(LANG_COOKIE, lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** Writes the cookie and <html lang> for the language found at start. */
export function initLang() {
  apply(current);
}

export function setLang(lang: Lang) {
  if (lang === current) return;
  current = lang;
  storage.set(storageKeys.lang, lang);
  apply(lang);
  listeners.forEach((l) => l());
}

/**
 * The language of a page rendered on the server (entry-server.tsx) or of the document the client takes over (main.tsx):
 * set as it is, without storing a choice or telling anyone (the server renders one request's page at a time).
 */
export function adoptLang(lang: Lang) {
  current = lang;
}

export function subscribeLang(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
