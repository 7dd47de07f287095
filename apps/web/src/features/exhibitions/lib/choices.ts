import { CITY_NAMES_ZH, cityIn } from '@boothhub/shared/cities';
import type { MessageKey } from '../../../i18n';

/**
 * Labels of industries on cards and the detail page, and the publish form's city suggestions (the shared list of
 * cities, in the page's language: the server stores a listed city by its Chinese name, decision 087). The list
 * filters and the form's industry use the category trees' pickers (features/categories); these names cover the
 * industry tree's codes without waiting for the tree.
 */
export const INDUSTRIES = ['auto', 'electronics', 'machinery', 'medical', 'food', 'textile', 'furniture', 'building', 'energy', 'culture'] as const;

type T = (key: MessageKey) => string;
const known = (list: readonly string[], v: string) => list.includes(v);

export const industryLabel = (t: T, code: string) => (known(INDUSTRIES, code) ? t(`exhibitions.industry.${code}` as MessageKey) : code);
export const cityOptions = (lang: string) => CITY_NAMES_ZH.map((c) => ({ value: cityIn(c, lang) }));
