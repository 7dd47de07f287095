import type { Lang } from './lang';

/**
 * Something each language has as a chunk of its own (a catalogue), loaded on demand and kept:
 * `load(lang)` once before use (docs/decisions/019), then `get(lang)` synchronously.
 */
export function perLang<T>(loaders: Record<Lang, () => Promise<T>>) {
  const loaded: Partial<Record<Lang, T>> = {};
  return {
    load: async (lang: Lang): Promise<void> => {
      loaded[lang] ??= await loaders[lang]();
    },
    get: (lang: Lang): T | undefined => loaded[lang],
    all: (): T[] => Object.values(loaded) as T[],
  };
}
