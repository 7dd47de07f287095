import '../search.css';
import { useQuery } from '@tanstack/react-query';
import type { SearchKind } from '@boothhub/shared/contracts/search';
import { useI18n } from '../../../i18n';
import { searchApi, searchKeys } from '../api';
import { formatCount } from '../format';
import { searchKindViews } from '../kinds';

/** The home page's live figures, one per kind that counts itself (Common/siteCounts, refreshed every minute). */
export function SiteCountsPanel() {
  const { t, lang } = useI18n();
  const counts = useQuery({ queryKey: searchKeys.siteCounts, queryFn: searchApi.siteCounts, refetchInterval: 60_000 });
  const kinds = Object.keys(counts.data ?? {}) as SearchKind[];
  // the place is kept while the figures load, so nothing below moves when they come
  if (!kinds.length) return <div className="bh-site-counts" aria-hidden="true" />;
  return (
    <div className="bh-site-counts" data-testid="site-counts">
      {kinds.map((k) => (
        <div key={k} className="bh-site-count" data-testid={`site-count-${k}`}>
          <span className="bh-site-count-value">{formatCount(lang, counts.data![k]!)}</span>
          <span className="bh-site-count-suffix">{searchKindViews[k]?.countLabel ? t(searchKindViews[k].countLabel) : k}</span>
        </div>
      ))}
    </div>
  );
}
