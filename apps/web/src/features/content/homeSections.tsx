import type { ComponentType } from 'react';
import { HomeTasks } from '../tasks';

/**
 * The home page's sections under the hero, in order, one entry each. A section exists only with a real data source
 * (nothing is faked): the catalogue adds "upcoming exhibitions" and "featured venues" here when it lands, e.g.
 * `{ key: 'exhibitions', Component: UpcomingExhibitions }` from its feature's index.
 */
export interface HomeSection {
  key: string;
  Component: ComponentType;
}

export const homeSections: HomeSection[] = [{ key: 'tasks', Component: HomeTasks }];
