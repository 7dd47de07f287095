import type { Lang } from '@boothhub/shared';
import { inLang } from '@boothhub/shared/lang';

/**
 * The text a visitor reads, in the request's language (docs/rules/catalogue.md#text-in-two-languages):
 * the English twin for en-US when there is one, else the original — the shared `inLang` (decision 087).
 */
export const localize = (lang: Lang, original: string, english: string | null | undefined): string => inLang(lang, original, english);
