import type { Lang } from '@boothhub/shared';
import type { MessageKey } from './en-US';
import { perLang } from './perLang';

export type { MessageKey };
export type Params = Record<string, string | number>;
type Catalogue = Record<MessageKey, string>;

/**
 * Each language's catalogue is a chunk of its own, loaded on demand (docs/decisions/019): the client awaits the
 * active one before its first render (main.tsx) and the other one before a switch (`setLang` in index.tsx).
 */
const catalogues = perLang<Catalogue>({
  'en-US': () => import('./en-US').then((m) => m.enUS),
  'zh-CN': () => import('./zh-CN').then((m) => m.zhCN),
});

export const loadCatalogue = catalogues.load;

/** Whether `key` is a key of the catalogues (every language has the same keys). */
export function isMessageKey(key: string): key is MessageKey {
  return catalogues.all().some((catalogue) => key in catalogue);
}

/** The catalogue text of `key` in `lang` (loaded before), with `{name}` placeholders filled from `params`. */
export function translate(lang: Lang, key: MessageKey, params?: Params): string {
  const template = catalogues.get(lang)?.[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
