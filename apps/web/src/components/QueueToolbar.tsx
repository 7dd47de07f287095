import { Select, Space } from 'antd';
import { useI18n, type MessageKey } from '../i18n';
import { SearchBox } from './SearchBox';

/**
 * The search box and status filter above each back-office review queue (top-ups, withdrawals, identities).
 * Both reset the list to its first page.
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
      <Space wrap>
        <SearchBox placeholder={t(props.placeholder)} enterButton={t('common.search')} onSearch={props.onSearch} testId={`${props.testId}-search`} />
        <Select<S | ''>
          value={props.status}
          onChange={props.onStatus}
          options={[
            { value: '', label: `${t('wallet.status')}: ${t('common.all')}` },
            ...props.statuses.map((s) => ({ value: s, label: t(`wallet.status.${s}` as MessageKey) })),
          ]}
          className="bh-filter"
          aria-label={t('wallet.status')}
          data-testid={`${props.testId}-status`}
        />
      </Space>
    </div>
  );
}
