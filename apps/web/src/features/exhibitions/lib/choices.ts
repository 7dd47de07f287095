import type { MessageKey } from '../../../i18n';

/**
 * Labels of cities and industries on cards and the detail page, and the publish form's city suggestions. The list
 * filters and the form's industry use the category trees' pickers (features/categories); these names cover the
 * demo's cities and the industry tree's codes without waiting for the tree.
 */
export const DEMO_CITIES = ['上海', '北京', '广州', '深圳', '成都', '杭州', '南京', '武汉', '重庆', '西安'] as const;
export const INDUSTRIES = ['auto', 'electronics', 'machinery', 'medical', 'food', 'textile', 'furniture', 'building', 'energy', 'culture'] as const;

type T = (key: MessageKey) => string;
const known = (list: readonly string[], v: string) => list.includes(v);

export const cityLabel = (t: T, city: string) => (known(DEMO_CITIES, city) ? t(`exhibitions.city.${city}` as MessageKey) : city);
export const industryLabel = (t: T, code: string) => (known(INDUSTRIES, code) ? t(`exhibitions.industry.${code}` as MessageKey) : code);
export const cityOptions = (t: T) => DEMO_CITIES.map((c) => ({ value: c, label: cityLabel(t, c) }));
