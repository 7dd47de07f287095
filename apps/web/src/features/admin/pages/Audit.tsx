import { useState } from 'react';
import type { admin, DataOf } from '@boothhub/shared';
import { formatDateTime, useI18n } from '../../../i18n';
import { Panel } from '../../../components/lite/Content';
import type { Column } from '../../../components/lite/Table';
import { PagedPlainTable } from '../../../components/PagedPlainTable';
import { SearchBox } from '../../../components/SearchBox';
import { usePagedList } from '../../../lib/usePagedList';
import { adminApi, adminKeys } from '../api';
import { auditDetail, auditSentence } from '../auditSentence';

type Entry = DataOf<typeof admin.auditList>['listItem'][number];

/**
 * /admin/audit: the audit log, newest first, filterable by actor and action; each line read as a sentence (who did what
 * to which entry), its reason and its other details. Plain markup.
 */
export default function Audit() {
  const { t } = useI18n();
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const filter = { ...(/^\d{8}$/.test(actor) ? { actor } : {}), ...(action ? { action } : {}) };
  const list = usePagedList({ filter, queryKey: adminKeys.audit, queryFn: adminApi.auditList });

  const columns: Column<Entry>[] = [
    { key: 'dates', title: t('audit.time'), render: (e) => <span className="bh-nowrap">{formatDateTime(e.dates)}</span> },
    { key: 'what', title: t('audit.what'), render: (e) => <span data-testid={`audit-sentence-${e.id}`}>{auditSentence(t, e)}</span> },
    { key: 'reason', title: t('audit.reason'), render: (e) => e.reason },
    {
      key: 'detail',
      title: t('audit.detail'),
      render: (e) => {
        const fields = auditDetail(e);
        return fields.length ? (
          <dl className="bh-audit-detail">
            {fields.map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
        ) : null;
      },
    },
  ];

  return (
    <>
      <h1 className="bh-admin-title">{t('title.adminAudit')}</h1>
      <Panel large>
        <div className="bh-toolbar">
          <div className="bh-row-wrap">
            <SearchBox placeholder={t('audit.actorFilter')} onSearch={setActor} testId="audit-actor" />
            <SearchBox placeholder={t('audit.action')} onSearch={setAction} testId="audit-action" />
          </div>
        </div>
        <PagedPlainTable<Entry> list={list} columns={columns} caption={t('title.adminAudit')} />
      </Panel>
    </>
  );
}
