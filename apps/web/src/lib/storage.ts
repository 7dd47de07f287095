/**
 * Browser storage under one fixed app prefix (docs/rules/web-client.md: the cardno is kept in
 * local storage under "a fixed app prefix plus cardno").
 */
export const APP_PREFIX = 'boothhub_';

export const storageKeys = {
  cardno: `${APP_PREFIX}cardno`,
  lang: `${APP_PREFIX}lang`,
  ispaycode: `${APP_PREFIX}ispaycode`,
} as const;

/** The cookie the server reads for the language of its error messages (apps/server/src/platform/lang.ts). */
export const LANG_COOKIE = 'bh_lang';

function store(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export const storage = {
  get(key: string): string | null {
    try {
      return store()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      store()?.setItem(key, value);
    } catch {}
  },
  remove(key: string) {
    try {
      store()?.removeItem(key);
    } catch {}
  },
};

export function setCookie(name: string, value: string, maxAgeSeconds = 365 * 24 * 3600) {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`;
}
