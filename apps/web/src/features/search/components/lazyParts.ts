/**
 * The search's parts that the header and the home page show, in ONE chunk loaded after the page (the landing page's
 * JavaScript budget, docs/decisions/019): one lazy chunk rather than several keeps the shared code from being split
 * into more, smaller chunks.
 */
export { default as HeaderSearchBox } from './HeaderSearchBox';
export { default as HeroSearchBox } from './HeroSearchBox';
