import type { ComponentType } from 'react';
import { lazyPlain } from '../../lib/lazyPlain';

// each section is a chunk of its own in plain markup (decision 045), loaded as a reader scrolls toward it: the landing
// page's first JavaScript holds none of them
const HomeTasks = lazyPlain(() => import('../tasks/components/HomeTasks').then((m) => m.HomeTasks));
const HomeExhibitions = lazyPlain(() => import('../exhibitions/components/HomeExhibitions').then((m) => m.HomeExhibitions));
const HomeVenues = lazyPlain(() => import('../conventions/components/HomeVenues').then((m) => m.HomeVenues));

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
