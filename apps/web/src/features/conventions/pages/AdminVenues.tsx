import { cityIn } from '@boothhub/shared/cities';
import { Suspense, useState } from 'react';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { Link } from 'react-router';
import { Secondary } from '../../../components/money';
import { editorColumn } from '../../../components/RowActions';
import { PagedPlainTable } from '../../../components/PagedPlainTable';
import { useDialogEditor } from '../../../components/useDialogEditor';
import { SearchBox } from '../../../components/SearchBox';
import { Panel } from '../../../components/lite/Content';
import { Icon } from '../../../components/lite/Icon';
import { useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { venueKeys, venuesApi, type VenueEdit, type VenueItem, type VenueSave } from '../api';
import { lazyPlain } from '../../../lib/lazyPlain';
import '../conventions.css';

/** The editor's dialog, loaded when a record is first opened: the list shows without the form kit and the pickers. */
const VenueForm = lazyPlain(() => import('../components/VenueForm').then((m) => m.VenueForm));

/**
 * /admin/venues: the venues (Common/searchHuichang), created and edited with their halls and images
 * (Admin/venueSave), deleted (Admin/venueDel). Plain markup.
 */
export default function AdminVenues() {
  const { t, lang } = useI18n();
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
      <h1 className="bh-h3 bh-gap-bottom">{t('conventions.title.adminVenues')}</h1>
      <Panel>
        <div className="bh-toolbar">
          <div className="bh-row-actions">
            <SearchBox
              placeholder={t('conventions.filter.venueKeyword')}
              enterButton={t('common.search')}
              onSearch={setKeyword}
              testId="admin-venues-search"
            />
            <button type="button" className="bh-btn bh-btn-primary" onClick={editor.create} data-testid="admin-venue-new">
              <Icon icon={PlusOutlined} />
              {t('conventions.admin.newVenue')}
            </button>
          </div>
        </div>
        <PagedPlainTable<VenueItem>
          list={list}
          caption={t('conventions.title.adminVenues')}
          testId="admin-venues-table"
          narrowHide={['size']}
          columns={[
            {
              key: 'name',
              title: t('conventions.admin.name'),
              render: (v) => (
                <div className="bh-wallet-cell">
                  <Link to={`/conventionSpace/spaceInfo?id=${v.id}`} data-testid={`admin-venue-${v.id}`}>
                    {v.name}
                  </Link>
                  <Secondary>
                    {cityIn(v.city, lang)} · {v.address}
                  </Secondary>
                </div>
              ),
            },
            {
              key: 'size',
              title: t('conventions.venue.halls'),
              render: (v) => t('conventions.venue.largest', { plaza: v.plaza.toLocaleString(), sizes: v.sizes.toLocaleString() }),
            },
            editorColumn(t('common.actions'), editor, (v) => t('conventions.admin.deleteVenue', { name: v.name }), 'admin-venue'),
          ]}
        />
      </Panel>
      {editor.opened && (
        <Suspense fallback={null}>
          <VenueForm {...editor.dialog} />
        </Suspense>
      )}
    </>
  );
}
