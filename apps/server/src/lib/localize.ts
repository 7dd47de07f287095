import type { Lang } from '@boothhub/shared';

/**
 * The text a visitor reads, in the request's language (docs/rules/catalogue.md#text-in-two-languages):
 * the English twin for en-US when there is one, else the original.
 */
export const localize = (lang: Lang, original: string, english: string | null | undefined): string =>
  lang === 'en-US' && english ? english : original;
