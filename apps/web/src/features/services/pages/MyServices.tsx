import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useNotice } from '../../../lib/notice';
import { LoadedList } from '../../../components/LoadedList';
import { ConfirmButton } from '../../../components/lite/Confirm';
import { Panel } from '../../../components/lite/Content';
import { PagedPagination } from '../../../components/PagedPagination';
import { useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { serviceKeys, servicesApi, type ServiceItem } from '../api';
import { ServiceCard } from '../components/ServiceCard';
import { NewLink } from '../../../components/MineBits';
import '../services.css';

/**
 * /personalCenter/myServices (Service/myServices): the designer's packages with pause/resume, edit and delete (asking
 * first). Plain markup, like the personal centre's other plain pages.
 */
export default function MyServices() {
  const { t } = useI18n();
  const qc = useQueryClient();
  const notice = useNotice();
  const paged = usePagedList({ filter: {}, queryKey: serviceKeys.mine, queryFn: servicesApi.mine, pageSize: 12 });
  const list = paged.query;
  const refresh = () => qc.invalidateQueries({ queryKey: serviceKeys.all });
  const toggle = async (s: ServiceItem) => {
    await servicesApi.setStatus(s.id, s.status === 'active' ? 'paused' : 'active');
    await refresh();
  };
  const remove = async (id: number) => {
    await servicesApi.remove(id);
    notice.success(t('services.deleted'));
    await refresh();
  };
  const items = list.data?.listItem ?? [];
  return (
    <Panel
      large
      title={t('services.title.mine')}
      testId="my-services"
      extra={
        <NewLink to="/personalCenter/addService" testId="service-new">
          {t('services.title.new')}
        </NewLink>
      }
    >
      <LoadedList
        query={list}
        empty={{ when: items.length === 0, text: t('services.noneMine'), testId: 'my-services-empty' }}
        after={<PagedPagination list={paged} sizeChanger={false} showTotal={false} pagedOnly />}
      >
        <div className="bh-card-grid bh-service-grid">
          {items.map((s) => (
            <ServiceCard
              key={s.id}
              item={s}
              showDesigner={false}
              extra={
                <div className="bh-row-wrap bh-row-wrap-s">
                  <button type="button" className="bh-btn bh-btn-small" onClick={() => void toggle(s)} data-testid={`service-toggle-${s.id}`}>
                    {s.status === 'active' ? t('services.pause') : t('services.resume')}
                  </button>
                  <Link to={`/personalCenter/editService?id=${s.id}`} className="bh-btn bh-btn-small" data-testid={`service-edit-${s.id}`}>
                    {t('services.edit')}
                  </Link>
                  <ConfirmButton
                    question={t('services.deleteConfirm')}
                    okText={t('services.delete')}
                    danger
                    onConfirm={() => remove(s.id)}
                    className="bh-btn bh-btn-small bh-btn-danger"
                    testId={`service-delete-${s.id}`}
                    okTestId={`service-delete-ok-${s.id}`}
                  >
                    {t('services.delete')}
                  </ConfirmButton>
                </div>
              }
            />
          ))}
        </div>
      </LoadedList>
    </Panel>
  );
}
