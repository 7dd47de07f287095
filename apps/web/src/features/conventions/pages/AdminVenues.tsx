import { useState } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { Secondary } from '../../../components/money';
import { editorColumn } from '../../../components/RowActions';
import { PagedTable } from '../../../components/PagedTable';
import { useDialogEditor } from '../../../components/useDialogEditor';
import { SearchBox } from '../../../components/SearchBox';
import { useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { venueKeys, venuesApi, type VenueEdit, type VenueItem, type VenueSave } from '../api';
import { VenueForm } from '../components/VenueForm';
import '../conventions.css';

/** /admin/venues: the venues (Common/searchHuichang), created and edited with their halls and images (Admin/venueSave), deleted (Admin/venueDel). */
export default function AdminVenues() {
  const { t } = useI18n();
  const [keyword, setKeyword] = useState('');
  const list = usePagedList({
    filter: { ...(keyword ? { searchKey: keyword } : {}), sizeRange: 0, plaza: 0 },
    queryKey: venueKeys.list,
    queryFn: venuesApi.list,
    pageSize: 20,
  });
  const editor = useDialogEditor<VenueEdit, VenueSave>({
    load: venuesApi.edit,
    remove: venuesApi.remove,
    save: venuesApi.save,
    invalidate: venueKeys.all,
    deleted: t('conventions.admin.venueDeleted'),
    saved: t('conventions.admin.venueSaved'),
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
            <Button type="primary" icon={<PlusOutlined />} onClick={editor.create} data-testid="admin-venue-new">
              {t('conventions.admin.newVenue')}
            </Button>
          </Space>
        </div>
        <PagedTable<VenueItem>
          list={list}
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
            editorColumn(t('common.actions'), editor, (v) => t('conventions.admin.deleteVenue', { name: v.name }), 'admin-venue'),
          ]}
        />
      </Card>
      <VenueForm {...editor.dialog} />
    </>
  );
}
