import type { ComponentType } from 'react';
import { lazyPlain, lazyWithAntd } from '../../app/withAntd';

// the sections load as chunks of their own (those drawn with antd bring it), so the landing page's first JavaScript
// holds none of them; the tasks' section is plain markup (decision 045)
const HomeTasks = lazyPlain(() => import('../tasks/components/HomeTasks').then((m) => m.HomeTasks));
const HomeExhibitions = lazyWithAntd(() => import('../exhibitions').then((m) => m.HomeExhibitions));
const HomeVenues = lazyWithAntd(() => import('../conventions').then((m) => m.HomeVenues));

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
