import { lazy, type ComponentType } from 'react';
import { HomeTasks } from '../tasks';

// the catalogue's sections load as chunks of their own, so the landing page's first JavaScript stays small
const HomeExhibitions = lazy(() => import('../exhibitions').then((m) => ({ default: m.HomeExhibitions })));
const HomeVenues = lazy(() => import('../conventions').then((m) => ({ default: m.HomeVenues })));

/**
 * The home page's sections under the hero, in order, one entry each. A section exists only with a real data source
 * (nothing is faked; a section whose list is empty hides itself).
 */
export interface HomeSection {
  key: string;
  Component: ComponentType;
}

export const homeSections: HomeSection[] = [
  { key: 'tasks', Component: HomeTasks },
  { key: 'exhibitions', Component: HomeExhibitions },
  { key: 'venues', Component: HomeVenues },
];
