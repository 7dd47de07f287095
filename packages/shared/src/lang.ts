/**
 * One language per screen (decisions 081 and 087): the one helper that picks, of a text kept in both languages, the one
 * of the page's language — the English twin on an English page when there is one, else the original (Chinese as a
 * rule). The server answers names in the request's language with it (`apps/server/src/lib/localize.ts`), the web
 * client picks with it where an answer carries both (category nodes, help pages, factory names, halls). A text kept in
 * one language only — what a member wrote — is shown as written.
 */
export const inLang = (lang: string, original: string, english: string | null | undefined): string =>
  lang.startsWith('en') && english ? english : original;
