import type { Lang } from '../../i18n';

/** A count as a tab shows it: grouped digits, "1,000+" when the server's count stopped at its cap. */
export const formatCount = (lang: Lang, n: number, capped = false) => `${new Intl.NumberFormat(lang).format(n)}${capped ? '+' : ''}`;
