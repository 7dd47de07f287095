import type { Lang } from '@boothhub/shared';
import { enUS, type MessageKey } from './en-US';
import { zhCN } from './zh-CN';

export type { MessageKey };
export type Params = Record<string, string | number>;

export const catalogues: Record<Lang, Record<MessageKey, string>> = { 'en-US': enUS, 'zh-CN': zhCN };

/** The catalogue text of `key` in `lang`, with `{name}` placeholders filled from `params`. */
export function translate(lang: Lang, key: MessageKey, params?: Params): string {
  const template = catalogues[lang][key] ?? enUS[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
