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

const pluralRules = new Map<Lang, Intl.PluralRules>();
/** `{count, plural, one {# file} other {# files}}`: the form Intl.PluralRules picks for the number, `#` the number. */
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other) \{[^{}]*\})+)\s*\}/g;
const PLURAL_FORM = /(=\d+|zero|one|two|few|many|other) \{([^{}]*)\}/g;

function plurals(lang: Lang, template: string, params: Params): string {
  return template.replace(PLURAL, (whole, name: string, forms: string) => {
    const n = Number(params[name]);
    if (!(name in params) || Number.isNaN(n)) return whole;
    const rules = pluralRules.get(lang) ?? pluralRules.set(lang, new Intl.PluralRules(lang)).get(lang)!;
    const options = new Map([...forms.matchAll(PLURAL_FORM)].map((m) => [m[1], m[2]]));
    const form = options.get(`=${n}`) ?? options.get(rules.select(n)) ?? options.get('other') ?? whole;
    return form.replaceAll('#', String(params[name]));
  });
}

/**
 * The catalogue text of `key` in `lang` (loaded before), with `{name}` placeholders filled from `params` and
 * `{name, plural, one {…} other {…}}` choosing the plural form of the number (Intl.PluralRules of the language).
 */
export function translate(lang: Lang, key: MessageKey, params?: Params): string {
  const template = catalogues.get(lang)?.[key] ?? key;
  if (!params) return template;
  return plurals(lang, template, params).replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
