import { useState } from 'react';
import { Card, List, Rate, Segmented, Space, Tag, Typography } from 'antd';
import type { evaluations } from '@boothhub/shared';
import { Link } from 'react-router';
import { formatDateTime, useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { usePager } from '../../../components/PagedPagination';
import { evalApi, evalKeys } from '../api';

type Kind = 'all' | 'written' | 'received';

/** One evaluation: who about whom, the three ratings, the comment, and whether it is revealed yet. */
export function EvaluationCard({ e }: { e: evaluations.Evaluation }) {
  const { t } = useI18n();
  return (
    <div className="bh-full" data-testid={`evaluation-${e.id}`} data-revealed={e.revealed ? '1' : '0'}>
      <Space wrap>
        <Link to={`/orderDetail?id=${e.taskId}`}>{e.taskTitle}</Link>
        <Tag color={e.mine ? 'blue' : 'purple'}>
          {e.mine ? t('evaluations.byMe', { name: e.targetName }) : t('evaluations.aboutMe', { name: e.authorName })}
        </Tag>
        <Tag color={e.revealed ? 'green' : 'default'} data-testid="evaluation-revealed">
          {e.revealed ? t('evaluations.revealed') : t('evaluations.hidden')}
        </Tag>
      </Space>
      <div className="bh-applicant-standing bh-gap-top-s">
        {(['taidu', 'sudu', 'pinzhi'] as const).map((k) => (
          <span key={k}>
            {t(`tasks.eval.${k}`)} <Rate disabled value={e[k]} className="bh-rate-s" />
          </span>
        ))}
      </div>
      {e.content && <p className="bh-pre bh-gap-top-s">{e.content}</p>}
      <Typography.Text type="secondary">{formatDateTime(e.times)}</Typography.Text>
    </div>
  );
}

/** /personalCenter/evaluateList: evaluations written and received (received ones once revealed). */
export default function EvaluateList() {
  const { t } = useI18n();
  const [kind, setKind] = useState<Kind>('all');
  const list = usePagedList({ filter: { kind }, queryKey: evalKeys.list, queryFn: evalApi.list, pageSize: 10 });
  const pager = usePager(list, { sizeChanger: false, showTotal: false, pagedOnly: true });
  return (
    <Card title={t('tasks.title.evaluateList')} data-testid="evaluate-list">
      <Segmented<Kind>
        value={kind}
        onChange={(k) => {
          setKind(k);
        }}
        options={(['all', 'written', 'received'] as const).map((k) => ({ value: k, label: t(`evaluations.kind.${k}`) }))}
        className="bh-gap-bottom"
      />
      <Typography.Paragraph type="secondary">{t('evaluations.hiddenHint')}</Typography.Paragraph>
      <List
        loading={list.query.isFetching}
        dataSource={list.rows}
        locale={{ emptyText: t('evaluations.none') }}
        pagination={pager}
        renderItem={(e) => (
          <List.Item
            key={e.id}
            actions={
              e.mine && e.editable
                ? [
                    <Link key="edit" to={`/personalCenter/evaluateChange?id=${e.id}`} data-testid={`evaluation-edit-${e.id}`}>
                      {t('common.edit')}
                    </Link>,
                  ]
                : []
            }
          >
            <EvaluationCard e={e} />
          </List.Item>
        )}
      />
    </Card>
  );
}
