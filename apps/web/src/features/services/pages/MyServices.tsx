import { Button, Card, Empty, Popconfirm, Space, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useNotice } from '../../../app/notice';
import { PageSpin } from '../../../app/PageSpin';
import { PagedPagination } from '../../../components/PagedPagination';
import { useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { serviceKeys, servicesApi, type ServiceItem } from '../api';
import { ServiceCard } from '../components/ServiceCard';
import { NewLink } from '../../../components/MineBits';
import '../services.css';

/** /personalCenter/myServices (Service/myServices): the designer's packages with pause/resume, edit and delete. */
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
    <Card
      title={t('services.title.mine')}
      data-testid="my-services"
      extra={
        <NewLink to="/personalCenter/addService" testId="service-new">
          {t('services.title.new')}
        </NewLink>
      }
    >
      {list.isPending ? (
        <PageSpin />
      ) : (
        <Spin spinning={list.isFetching}>
          {items.length === 0 ? (
            <Empty description={t('services.noneMine')} />
          ) : (
            <div className="bh-card-grid bh-service-grid">
              {items.map((s) => (
                <ServiceCard
                  key={s.id}
                  item={s}
                  showDesigner={false}
                  extra={
                    <Space size={4} wrap>
                      <Button size="small" onClick={() => void toggle(s)} data-testid={`service-toggle-${s.id}`}>
                        {s.status === 'active' ? t('services.pause') : t('services.resume')}
                      </Button>
                      <Link to={`/personalCenter/editService?id=${s.id}`}>
                        <Button size="small" tabIndex={-1}>
                          {t('services.edit')}
                        </Button>
                      </Link>
                      <Popconfirm title={t('services.deleteConfirm')} onConfirm={() => remove(s.id)}>
                        <Button size="small" danger data-testid={`service-delete-${s.id}`}>
                          {t('services.delete')}
                        </Button>
                      </Popconfirm>
                    </Space>
                  }
                />
              ))}
            </div>
          )}
          <PagedPagination list={paged} sizeChanger={false} showTotal={false} pagedOnly />
        </Spin>
      )}
    </Card>
  );
}
