import { useState } from 'react';
import { Button, Col, Empty, Pagination, Row, Skeleton, Tabs, Tooltip } from 'antd';
import { HeartFilled } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n';
import { searchKeys } from '../api';
import { collectionTabs, type CollectionTab } from '../collections';
import { message } from '../../../app/notice';

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
          <Button type="link" size="small" onClick={() => void undo(id, key)} data-testid="collection-undo">
            {t('search.collection.undo')}
          </Button>
        </span>
      ),
    });
  };

  if (!list.data) return <Skeleton active />;
  const items = list.data.listItem.filter((item) => !hidden.has(tab.idOf(item)));
  if (items.length === 0 && page === 1)
    return (
      <Empty description={t('search.collection.empty')} data-testid={`collection-empty-${tab.kind}`}>
        {tab.browse && (
          <Link to={tab.browse}>
            <Button type="primary">{t('search.collection.browse')}</Button>
          </Link>
        )}
      </Empty>
    );
  return (
    <>
      <Row gutter={[16, 16]} data-testid={`collection-${tab.kind}`}>
        {items.map((item) => {
          const id = tab.idOf(item);
          const heart = (
            <Tooltip title={t('search.collection.remove')}>
              <Button
                type="text"
                icon={<HeartFilled style={{ color: '#eb2f96' }} />}
                aria-label={t('search.collection.remove')}
                onClick={() => void remove(id)}
                data-testid={`collection-remove-${id}`}
              />
            </Tooltip>
          );
          return (
            <Col xs={24} md={12} xl={8} key={id}>
              {tab.renderItem(item, heart)}
            </Col>
          );
        })}
      </Row>
      {list.data.total > PAGE_SIZE && (
        <Pagination
          className="bh-gap-top"
          align="center"
          current={page}
          pageSize={PAGE_SIZE}
          total={list.data.total}
          onChange={(p) => setPage(p)}
          showSizeChanger={false}
        />
      )}
    </>
  );
}

/** /personalCenter/myCollection: a tab per favourite kind that exists (collections.tsx). */
export default function MyCollection({ tabs = collectionTabs }: { tabs?: CollectionTab[] }) {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const active = tabs.find((x) => x.kind === params.get('kind'))?.kind ?? tabs[0]?.kind;
  return (
    <div data-testid="my-collection">
      <Tabs
        activeKey={active}
        onChange={(k) => setParams({ kind: k }, { replace: true })}
        destroyOnHidden
        items={tabs.map((tab) => ({
          key: tab.kind,
          label: <span data-testid={`collection-tab-${tab.kind}`}>{t(tab.label)}</span>,
          children: <CollectionList tab={tab} />,
        }))}
      />
    </div>
  );
}
