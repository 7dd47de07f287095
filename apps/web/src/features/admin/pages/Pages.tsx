import { useState } from 'react';
import { Button, Card, Space, Table, Tag, Typography, type TableProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentPage } from '@boothhub/shared/contracts/content';
import { formatDateTime, useI18n } from '../../../i18n';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { contentKeys } from '../../content/api';
import { adminApi, adminKeys } from '../api';
import { PageEditor } from '../components/PageEditor';
import { ConfirmLink, EditLink } from '../../../components/RowActions';
import { message } from '../../../app/notice';

/** /admin/pages: the help pages and the about page — create, edit (Admin/pageSave), delete (Admin/pageDelete). */
export default function Pages() {
  const { t, lang } = useI18n();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: adminKeys.pages, queryFn: adminApi.pages });
  const [editing, setEditing] = useState<ContentPage | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ContentPage | null>(null);

  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: adminKeys.pages });
    await qc.invalidateQueries({ queryKey: contentKeys.all });
  };

  const columns: TableProps<ContentPage>['columns'] = [
    { key: 'slug', title: t('pages.slug'), dataIndex: 'slug', width: 140 },
    {
      key: 'section',
      title: t('pages.section'),
      width: 90,
      render: (_, p) => <Tag>{t(p.section === 'help' ? 'pages.section.help' : 'pages.section.about')}</Tag>,
    },
    { key: 'title', title: t('pages.title'), render: (_, p) => (lang === 'zh-CN' ? p.titleZh : p.titleEn) },
    { key: 'sort', title: t('pages.sort'), dataIndex: 'sort', width: 70 },
    { key: 'updatedAt', title: t('pages.updatedAt'), width: 160, render: (_, p) => formatDateTime(p.updatedAt) },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 150,
      render: (_, p) => (
        <Space size={0}>
          <EditLink onClick={() => setEditing(p)} testId={`page-edit-${p.slug}`} />
          <ConfirmLink
            label={t('common.delete')}
            confirm={t('pages.deleteTitle', { slug: p.slug })}
            onConfirm={() => setDeleting(p)}
            testId={`page-delete-${p.slug}`}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={3}>{t('title.adminPages')}</Typography.Title>
      <Card>
        <div className="bh-toolbar">
          <span />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="page-new">
            {t('pages.new')}
          </Button>
        </div>
        <Table<ContentPage>
          rowKey="slug"
          columns={columns}
          dataSource={list.data ?? []}
          loading={list.isFetching}
          scroll={{ x: 800 }}
          pagination={false}
        />
      </Card>
      <PageEditor
        open={editing !== null}
        page={editing === 'new' ? null : editing}
        onCancel={() => setEditing(null)}
        onSave={async (body) => {
          await adminApi.pageSave(body);
          setEditing(null);
          message.success(t('pages.saved'), 1.5);
          await refresh();
        }}
      />
      <ReasonDialog
        open={deleting !== null}
        title={t('pages.deleteTitle', { slug: deleting?.slug ?? '' })}
        okText={t('common.confirm')}
        danger
        reason="required"
        reasonLabel={t('members.reason')}
        testIds={{ ok: 'reason-ok', reason: 'reason-input' }}
        onCancel={() => setDeleting(null)}
        onSubmit={async ({ reason }) => {
          await adminApi.pageDelete({ slug: deleting!.slug, reason: reason ?? '' });
          setDeleting(null);
          message.success(t('pages.deleted'), 1.5);
          await refresh();
        }}
      />
    </>
  );
}
