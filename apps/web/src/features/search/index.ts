/**
 * What other features and the app use of the global search: the header box, the home page's hero box and live
 * figures, the highlighter, and the two tables the catalogue's kinds join (kinds.tsx, collections.tsx).
 */
export { HeaderSearch } from './components/HeaderSearch';
export { SearchBoxAuto } from './components/SearchBoxAuto';
export { Highlight } from './components/Highlight';
export { SiteCounts } from './components/SiteCounts';
export { searchKindViews, type SearchKindView } from './kinds';
export { collectionTab, collectionTabs, type CollectionTab } from './collections';
export { searchMenu } from './menu';
