import { useState } from 'react';
import { App, Button, Card, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Secondary } from '../../../components/money';
import { DeleteLink, EditLink } from '../../../components/RowActions';
import { PagedTable } from '../../../components/PagedTable';
import { SearchBox } from '../../../components/SearchBox';
import { useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { venueKeys, venuesApi, type VenueEdit, type VenueItem } from '../api';
import { VenueForm } from '../components/VenueForm';
import '../conventions.css';

/** /admin/venues: the venues (Common/searchHuichang), created and edited with their halls and images (Admin/venueSave), deleted (Admin/venueDel). */
export default function AdminVenues() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<{ venue: VenueEdit | null } | null>(null);
  const list = usePagedList({
    filter: { ...(keyword ? { searchKey: keyword } : {}), sizeRange: 0, plaza: 0 },
    queryKey: venueKeys.list,
    queryFn: venuesApi.list,
    pageSize: 20,
  });
  const open = useMutation({ mutationFn: (id: number) => venuesApi.edit(id), onSuccess: (venue) => setEditing({ venue }) });
  const remove = useMutation({
    mutationFn: (id: number) => venuesApi.remove(id),
    onSuccess: async () => {
      message.success(t('conventions.admin.venueDeleted'), 1.5);
      await qc.invalidateQueries({ queryKey: venueKeys.all });
    },
  });
  return (
    <>
      <Typography.Title level={3}>{t('conventions.title.adminVenues')}</Typography.Title>
      <Card>
        <div className="bh-toolbar">
          <Space wrap>
            <SearchBox
              placeholder={t('conventions.filter.venueKeyword')}
              enterButton={t('common.search')}
              onSearch={setKeyword}
              testId="admin-venues-search"
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ venue: null })} data-testid="admin-venue-new">
              {t('conventions.admin.newVenue')}
            </Button>
          </Space>
        </div>
        <PagedTable<VenueItem>
          list={list}
          rowKey="id"
          size="small"
          data-testid="admin-venues-table"
          narrowHide={['size']}
          columns={[
            {
              key: 'name',
              title: t('conventions.admin.name'),
              render: (_, v) => (
                <div className="bh-wallet-cell">
                  <Link to={`/conventionSpace/spaceInfo?id=${v.id}`} data-testid={`admin-venue-${v.id}`}>
                    {v.name}
                  </Link>
                  <Secondary>
                    {v.city} · {v.address}
                  </Secondary>
                </div>
              ),
            },
            {
              key: 'size',
              title: t('conventions.venue.halls'),
              render: (_, v) => t('conventions.venue.largest', { plaza: v.plaza.toLocaleString(), sizes: v.sizes.toLocaleString() }),
            },
            {
              key: 'actions',
              title: t('common.actions'),
              width: 150,
              render: (_, v) => (
                <Space size={0} wrap>
                  <EditLink busy={open.isPending && open.variables === v.id} onClick={() => open.mutate(v.id)} testId={`admin-venue-edit-${v.id}`} />
                  <DeleteLink
                    confirm={t('conventions.admin.deleteVenue', { name: v.name })}
                    onConfirm={() => remove.mutateAsync(v.id)}
                    testId={`admin-venue-delete-${v.id}`}
                  />
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <VenueForm
        open={editing !== null}
        venue={editing?.venue ?? null}
        onClose={() => setEditing(null)}
        onSave={async (body) => {
          await venuesApi.save(editing?.venue ? { id: editing.venue.id, ...body } : body);
          message.success(t('conventions.admin.venueSaved'), 1.5);
          setEditing(null);
          await qc.invalidateQueries({ queryKey: venueKeys.all });
        }}
      />
    </>
  );
}
