/**
 * What other features and the app use of the global search: the header's box and the home page hero's box with the
 * live figures (plain markup, in the entry). The tables the catalogue's kinds join live in this feature and are edited in
 * place: kinds.tsx (label and icon per search kind) and collections.tsx (My Collection's tabs). The highlighter is
 * components/Highlight.tsx.
 */
export { HeaderSearch } from './components/HeaderSearchBox';
export { HeroSearch } from './components/HeroSearchBox';
