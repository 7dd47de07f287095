import { useQuery } from '@tanstack/react-query';
import { content } from '@boothhub/shared';
import type { ContentPage } from '@boothhub/shared/contracts/content';
import type { Lang } from '../../i18n';
import { call } from '../../lib/request';

/** Help and about pages (Content/helpList, Content/page). */
export const contentKeys = {
  all: ['content'] as const,
  helpList: ['content', 'helpList'] as const,
  page: (slug: string) => ['content', 'page', slug] as const,
};

export const contentApi = {
  helpList: () => call(content.helpList, {}),
  page: (slug: string) => call(content.pageInfo, { slug }, { skipErrorHandler: true }),
};

export const useHelpList = () => useQuery({ queryKey: contentKeys.helpList, queryFn: contentApi.helpList });
export const usePage = (slug: string) =>
  useQuery({ queryKey: contentKeys.page(slug), queryFn: () => contentApi.page(slug), enabled: slug.length > 0 });

/** The page's title and body in the viewer's language (falling back to the other one when empty). */
export function localized(page: ContentPage, lang: Lang) {
  const zh = lang === 'zh-CN';
  return {
    title: (zh ? page.titleZh : page.titleEn) || page.titleZh || page.titleEn,
    body: (zh ? page.bodyZh : page.bodyEn) || page.bodyZh || page.bodyEn,
  };
}
