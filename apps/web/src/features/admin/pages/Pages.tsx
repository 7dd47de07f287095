import { inLang } from '@boothhub/shared/lang';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import type { ContentPage } from '@boothhub/shared/contracts/content';
import { formatDateTime, useI18n } from '../../../i18n';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { Panel, Tag } from '../../../components/lite/Content';
import { Icon } from '../../../components/lite/Icon';
import { Table } from '../../../components/lite/Table';
import { PageSpin } from '../../../components/PageSpin';
import { contentKeys } from '../../content/api';
import { adminApi, adminKeys } from '../api';
import { PageEditor } from '../components/PageEditor';
import { ConfirmLink, EditLink } from '../../../components/RowActions';
import { message } from '../../../lib/notice';

/** /admin/pages: the help pages and the about page — create, edit (Admin/pageSave), delete (Admin/pageDelete). Plain markup. */
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

  return (
    <>
      <h1 className="bh-h3 bh-gap-bottom">{t('title.adminPages')}</h1>
      <Panel>
        <div className="bh-toolbar">
          <span />
          <button type="button" className="bh-btn bh-btn-primary" onClick={() => setEditing('new')} data-testid="page-new">
            <Icon icon={PlusOutlined} />
            {t('pages.new')}
          </button>
        </div>
        {list.isPending ? (
          <PageSpin />
        ) : (
          <div className={list.isFetching ? 'bh-busy' : undefined} aria-busy={list.isFetching}>
            <Table<ContentPage>
              caption={t('title.adminPages')}
              rowKey={(p) => p.slug}
              rows={list.data ?? []}
              testId="admin-pages-table"
              columns={[
                { key: 'slug', title: t('pages.slug'), render: (p) => p.slug },
                {
                  key: 'section',
                  title: t('pages.section'),
                  render: (p) => <Tag>{t(p.section === 'help' ? 'pages.section.help' : 'pages.section.about')}</Tag>,
                },
                { key: 'title', title: t('pages.title'), render: (p) => inLang(lang, p.titleZh, p.titleEn) },
                { key: 'sort', title: t('pages.sort'), render: (p) => p.sort },
                { key: 'updatedAt', title: t('pages.updatedAt'), render: (p) => <span className="bh-nowrap">{formatDateTime(p.updatedAt)}</span> },
                {
                  key: 'actions',
                  title: t('common.actions'),
                  render: (p) => (
                    <div className="bh-row-actions">
                      <EditLink onClick={() => setEditing(p)} testId={`page-edit-${p.slug}`} />
                      <ConfirmLink
                        label={t('common.delete')}
                        confirm={t('pages.deleteTitle', { slug: p.slug })}
                        onConfirm={() => setDeleting(p)}
                        testId={`page-delete-${p.slug}`}
                      />
                    </div>
                  ),
                },
              ]}
            />
          </div>
        )}
      </Panel>
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
