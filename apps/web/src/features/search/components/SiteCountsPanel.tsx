import '../search.css';
import { Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { SearchKind } from '@boothhub/shared/contracts/search';
import { useI18n } from '../../../i18n';
import { searchApi, searchKeys } from '../api';
import { formatCount } from '../format';
import { searchKindViews } from '../kinds';

/** The home page's live figures, one per kind that counts itself (Common/siteCounts, refreshed every minute). */
export default function SiteCountsPanel() {
  const { t, lang } = useI18n();
  const counts = useQuery({ queryKey: searchKeys.siteCounts, queryFn: searchApi.siteCounts, refetchInterval: 60_000 });
  const kinds = Object.keys(counts.data ?? {}) as SearchKind[];
  if (!kinds.length) return null;
  return (
    <div className="bh-site-counts" data-testid="site-counts">
      {kinds.map((k) => (
        <Statistic
          key={k}
          className="bh-site-count"
          value={formatCount(lang, counts.data![k]!)}
          suffix={searchKindViews[k]?.countLabel ? t(searchKindViews[k].countLabel) : k}
          data-testid={`site-count-${k}`}
        />
      ))}
    </div>
  );
}
