import type { conventions } from '@boothhub/shared';
import { categoryNode as node } from '../../../test/categoryFixture';

/** A small region tree (two municipalities and a province) and industry tree, as Common/menusTree answers. */
export const treesFixture = {
  version: 'v1',
  trees: {
    region: [
      node(1, 'shanghai', '上海', 'Shanghai', null, [node(11, 'shanghai-city', '上海', 'Shanghai', 1)]),
      node(2, 'beijing', '北京', 'Beijing', null, [node(21, 'beijing-city', '北京', 'Beijing', 2)]),
      node(3, 'guangdong', '广东', 'Guangdong', null, [node(31, 'guangzhou', '广州', 'Guangzhou', 3), node(32, 'shenzhen', '深圳', 'Shenzhen', 3)]),
    ],
    industry: [node(100, 'auto', '汽车', 'Automotive', null), node(101, 'medical', '医疗', 'Medical', null)],
  },
};

export function conventionItem(patch: Partial<conventions.ConventionListItem> = {}): conventions.ConventionListItem {
  return {
    id: 7,
    title: 'Smart Manufacturing Summit',
    city: '上海',
    sdate: '2026-12-10',
    edate: '2026-12-11',
    sizes: 800,
    industry: 'auto',
    venue: { id: 3, name: 'National Exhibition and Convention Center' },
    cover: null,
    ...patch,
  };
}
