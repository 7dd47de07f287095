import { useQuery } from '@tanstack/react-query';
import type { ContentPage } from '@boothhub/shared/contracts/content';
import type { Lang } from '../../i18n';
import { call } from '../../lib/request';
import { queryKeys, quiet, useCallQuery } from '../../lib/api';

/** Help and about pages (Content/helpList, Content/page). */
export const contentKeys = queryKeys('content', ['page'], ['helpList']);

export const contentApi = {
  helpList: () => call('Content/helpList', {}),
  page: (slug: string) => call('Content/page', { slug }, quiet),
};

export const useHelpList = () => useQuery({ queryKey: contentKeys.helpList, queryFn: contentApi.helpList });
export const usePage = (slug: string) => useCallQuery(contentKeys.page, contentApi.page, slug, slug.length > 0);

/** The page's title and body in the viewer's language (falling back to the other one when empty). */
export function localized(page: ContentPage, lang: Lang) {
  const zh = lang === 'zh-CN';
  return {
    title: (zh ? page.titleZh : page.titleEn) || page.titleZh || page.titleEn,
    body: (zh ? page.bodyZh : page.bodyEn) || page.bodyZh || page.bodyEn,
  };
}
