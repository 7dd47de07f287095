import '../designers.css';
import { useState } from 'react';
import { Button, Card, Empty, Pagination, Popconfirm, Space, Spin, Switch, Tag, Typography, type ButtonProps } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { useSession } from '../../account/session';
import { designersApi, useWorks, useWorkMutation } from '../api';
import { useCategoryName } from '../components/Specialties';
import { message } from '../../../app/notice';

const PAGE_SIZE = 12;

/** /personalCenter/designManagement: the designer's own works as cards — edit, delete (asking first), public/hidden switch. */
export default function DesignManagement() {
  const { t } = useI18n();
  const session = useSession();
  const [page, setPage] = useState(1);
  const works = useWorks({ page, pageSize: PAGE_SIZE });
  const categoryName = useCategoryName('designType');
  const remove = useWorkMutation((id: number) => designersApi.remove(id));
  const toggle = useWorkMutation((v: { id: number; visibility: 'public' | 'hidden' }) => designersApi.edit(v));
  const rows = works.data?.listItem ?? [];

  return (
    <Card data-testid="works-page">
      <Space className="bh-gap-bottom" wrap>
        <Typography.Title level={3} className="bh-no-margin">
          {t('designers.title.manage')}
        </Typography.Title>
        <Link to="/personalCenter/uploadMyDesign">
          <Button type="primary" icon={<PlusOutlined />} data-testid="works-new">
            {t('designers.work.new')}
          </Button>
        </Link>
        {session.cardno && (
          <Link to={`/designInfo?cardno=${session.cardno}`} data-testid="works-my-page">
            {t('designers.myPage')}
          </Link>
        )}
      </Space>
      <Spin spinning={works.isFetching}>
        {works.isSuccess && rows.length === 0 ? (
          <Empty description={t('designers.work.empty')} data-testid="works-empty" />
        ) : (
          <div className="bh-ds-works">
            {rows.map((w) => (
              <Card
                key={w.id}
                size="small"
                className="bh-ds-work"
                cover={<img src={w.coverUrl} alt="" loading="lazy" />}
                data-testid={`work-card-${w.id}`}
                actions={[
                  <Link key="view" to={`/designInfo?cardno=${w.designer.cardno}&work=${w.id}`} aria-label={t('designers.work.view')}>
                    <EyeOutlined />
                  </Link>,
                  <Link key="edit" to={`/personalCenter/editMyDesign?id=${w.id}`} aria-label={t('common.edit')} data-testid="work-edit">
                    <EditOutlined />
                  </Link>,
                  <Popconfirm
                    key="delete"
                    title={t('designers.work.deleteConfirm', { title: w.title })}
                    okText={t('common.delete')}
                    okButtonProps={{ danger: true, 'data-testid': 'work-delete-ok' } as ButtonProps}
                    cancelText={t('common.cancel')}
                    onConfirm={async () => {
                      await remove.mutateAsync(w.id);
                      void message.success(t('designers.work.deleted'));
                    }}
                  >
                    <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} data-testid="work-delete" />
                  </Popconfirm>,
                ]}
              >
                <Typography.Text strong data-testid="work-name">
                  {w.title}
                </Typography.Text>
                <div className="bh-gap-top-s">
                  <Space wrap size={[4, 4]}>
                    <Tag>{categoryName(w.category)}</Tag>
                    <Typography.Text type="secondary">{t('designers.work.pictures', { count: w.pictureCount })}</Typography.Text>
                  </Space>
                </div>
                <div className="bh-gap-top-s">
                  <Switch
                    size="small"
                    checked={w.visibility === 'public'}
                    loading={toggle.isPending && toggle.variables?.id === w.id}
                    onChange={(on) => toggle.mutate({ id: w.id, visibility: on ? 'public' : 'hidden' })}
                    aria-label={t('designers.work.visibility')}
                    data-testid="work-visibility-switch"
                  />{' '}
                  {w.visibility === 'public' ? t('designers.work.public') : t('designers.work.hidden')}
                </div>
              </Card>
            ))}
          </div>
        )}
      </Spin>
      {(works.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          className="bh-gap-top"
          current={page}
          pageSize={PAGE_SIZE}
          total={works.data?.total ?? 0}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
    </Card>
  );
}
