import { useState } from 'react';
import HeartFilled from '@ant-design/icons-svg/es/asn/HeartFilled';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n';
import { PagedPagination } from '../../../components/PagedPagination';
import { Skeleton } from '../../../components/lite/Content';
import { Icon } from '../../../components/lite/Icon';
import { TabPanel, Tabs } from '../../../components/lite/Tabs';
import { searchKeys } from '../api';
import { collectionTabs, type CollectionTab } from '../collections';
import { message } from '../../../lib/notice';

const PAGE_SIZE = 12;
const UNDO_SECONDS = 5;

/** One kind's favourites: a paged grid of cards, each with a heart that removes it at once (undo in the message). */
function CollectionList({ tab }: { tab: CollectionTab }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const list = tab.useList({ page, pageSize: PAGE_SIZE });
  const hide = (id: number, on: boolean) =>
    setHidden((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const refresh = () => qc.invalidateQueries({ queryKey: [...searchKeys.all, 'collection', tab.kind] });

  const undo = async (id: number, key: string) => {
    message.destroy(key);
    try {
      await tab.setFavourite(id, true);
      hide(id, false);
      message.success(t('search.collection.restored'), 1.5);
    } finally {
      await refresh();
    }
  };
  const remove = async (id: number) => {
    hide(id, true); // optimistic: gone from the list at once
    try {
      await tab.setFavourite(id, false);
    } catch {
      hide(id, false); // the request helper has shown why
      return;
    }
    const key = `collection-undo-${tab.kind}-${id}`;
    message.open({
      key,
      type: 'success',
      duration: UNDO_SECONDS,
      content: (
        <span data-testid="collection-removed">
          {t('search.collection.removed')}{' '}
          <button type="button" className="bh-btn bh-btn-link bh-btn-small" onClick={() => void undo(id, key)} data-testid="collection-undo">
            {t('search.collection.undo')}
          </button>
        </span>
      ),
    });
  };

  if (!list.data) return <Skeleton />;
  const items = list.data.listItem.filter((item) => !hidden.has(tab.idOf(item)));
  if (items.length === 0 && page === 1)
    return (
      <div className="bh-empty" data-testid={`collection-empty-${tab.kind}`}>
        <p className="bh-paragraph">{t('search.collection.empty')}</p>
        {tab.browse && (
          <Link to={tab.browse} className="bh-btn bh-btn-primary">
            {t('search.collection.browse')}
          </Link>
        )}
      </div>
    );
  return (
    <>
      <div className="bh-card-cols" data-testid={`collection-${tab.kind}`}>
        {items.map((item) => {
          const id = tab.idOf(item);
          const heart = (
            <button
              type="button"
              className="bh-btn bh-btn-text bh-btn-icon bh-fav-on"
              title={t('search.collection.remove')}
              aria-label={t('search.collection.remove')}
              onClick={() => void remove(id)}
              data-testid={`collection-remove-${id}`}
            >
              <Icon icon={HeartFilled} />
            </button>
          );
          return <div key={id}>{tab.renderItem(item, heart)}</div>;
        })}
      </div>
      <div className="bh-gap-top">
        <PagedPagination
          list={{ page, pageSize: PAGE_SIZE, total: list.data.total, totalCapped: false, setPage: (p) => setPage(p) }}
          sizeChanger={false}
          showTotal={false}
          fixedPageSize
          pagedOnly
        />
      </div>
    </>
  );
}

/** /personalCenter/myCollection: a tab per favourite kind that exists (collections.tsx). Plain markup. */
export default function MyCollection({ tabs = collectionTabs }: { tabs?: CollectionTab[] }) {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const active = tabs.find((x) => x.kind === params.get('kind'))?.kind ?? tabs[0]?.kind;
  const tab = tabs.find((x) => x.kind === active);
  return (
    <div data-testid="my-collection">
      <Tabs
        items={tabs.map((x) => ({ key: x.kind, label: <span data-testid={`collection-tab-${x.kind}`}>{t(x.label)}</span> }))}
        active={active}
        onChange={(k) => setParams({ kind: k }, { replace: true })}
        label={t('search.title.myCollection')}
        idBase="collection"
      />
      <TabPanel idBase="collection" active={active}>
        {tab && <CollectionList key={tab.kind} tab={tab} />}
      </TabPanel>
    </div>
  );
}
