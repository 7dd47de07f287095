import type { MessageKey } from '../../../i18n';

/**
 * The cities and industries the filters and the form offer until the category tree (Common/menusTree) is there:
 * the ten demo cities (stored by their Chinese name) and the industry codes, each with its catalogue label.
 */
export const DEMO_CITIES = ['上海', '北京', '广州', '深圳', '成都', '杭州', '南京', '武汉', '重庆', '西安'] as const;
export const INDUSTRIES = ['auto', 'electronics', 'machinery', 'medical', 'food', 'textile', 'furniture', 'building', 'energy', 'culture'] as const;

type T = (key: MessageKey) => string;
const known = (list: readonly string[], v: string) => list.includes(v);

export const cityLabel = (t: T, city: string) => (known(DEMO_CITIES, city) ? t(`exhibitions.city.${city}` as MessageKey) : city);
export const industryLabel = (t: T, code: string) => (known(INDUSTRIES, code) ? t(`exhibitions.industry.${code}` as MessageKey) : code);
export const cityOptions = (t: T) => DEMO_CITIES.map((c) => ({ value: c, label: cityLabel(t, c) }));
export const industryOptions = (t: T) => INDUSTRIES.map((c) => ({ value: c, label: industryLabel(t, c) }));
