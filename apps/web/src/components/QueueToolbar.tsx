import { useI18n, type MessageKey } from '../i18n';
import { Select } from './lite/Select';
import { SearchBox } from './SearchBox';

/**
 * The search box and status filter above each back-office review queue (top-ups, withdrawals, identities, and the
 * publication queues). Both reset the list to its first page. Plain markup: the status is the lite (native) select,
 * whose empty choice is "Status: All".
 */
export function QueueToolbar<S extends string>(props: {
  /** data-testid prefix, e.g. `admin-recharges` → `admin-recharges-search`, `admin-recharges-status` */
  testId: string;
  placeholder: MessageKey;
  statuses: readonly S[];
  status: S | '';
  onStatus: (status: S | '') => void;
  onSearch: (keyword: string) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="bh-toolbar">
      <div className="bh-row-actions">
        <SearchBox placeholder={t(props.placeholder)} enterButton={t('common.search')} onSearch={props.onSearch} testId={`${props.testId}-search`} />
        <Select<S>
          value={props.status || undefined}
          onChange={(s) => props.onStatus(s ?? '')}
          placeholder={`${t('wallet.status')}: ${t('common.all')}`}
          options={props.statuses.map((s) => ({ value: s, label: t(`wallet.status.${s}` as MessageKey) }))}
          label={t('wallet.status')}
          width={160}
          testId={`${props.testId}-status`}
        />
      </div>
    </div>
  );
}
