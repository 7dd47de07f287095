import { complaintCategories } from '@boothhub/shared/contracts/complaintOptions';
import type { Lang } from '@boothhub/shared';

type Labelled = Record<string, { zh: string; en: string }>;
export const categoryLabel = (lang: Lang, v: string) => {
  const l = (complaintCategories as Labelled)[v];
  return l ? (lang === 'zh-CN' ? l.zh : l.en) : v;
};
export const complaintStatusColor: Record<string, string> = { open: 'red', processing: 'gold', resolved: 'green', withdrawn: 'default' };
