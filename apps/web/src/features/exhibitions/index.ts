/**
 * What other features may use of the exhibitions feature (docs/decisions/009-web-ui-layer.md): the card and the
 * favourite heart (home page, My Collection), the build rules list and the rules query (task form and task page).
 */
export { ExhibitionCard, type ExhibitionCardItem } from './components/ExhibitionCard';
export { HomeExhibitions } from './components/HomeExhibitions';
export { FavouriteHeart } from './components/FavouriteHeart';
export { RulesBox, RulesList } from './components/RulesBox';
export { checkBrief, exhibitionKeys, exhibitionsApi, useExhibitionRules } from './api';
export { warningText } from './lib/warnings';
