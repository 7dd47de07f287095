/** What other features may use of articles (docs/decisions/009-web-ui-layer.md): the card and the list calls (My Collection). */
export { ArticleCard } from './components/ArticleCard';
export { articleKeys, articlesApi } from './api';
