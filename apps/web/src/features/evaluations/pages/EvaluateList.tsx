import '../evaluations.css';
import { useState } from 'react';
import type { evaluations } from '@boothhub/shared';
import { Link } from 'react-router';
import { formatDateTime, useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { PagedPagination } from '../../../components/PagedPagination';
import { Avatar, Panel, Skeleton, Stars, Tag } from '../../../components/lite/Content';
import { Segmented } from '../../../components/lite/Segmented';
import { evalApi, evalKeys } from '../api';

type Kind = 'all' | 'written' | 'received';

/** One evaluation: who about whom, the three ratings, the comment, and whether it is revealed yet. */
export function EvaluationCard({ e }: { e: evaluations.Evaluation }) {
  const { t } = useI18n();
  return (
    <div className="bh-full" data-testid={`evaluation-${e.id}`} data-revealed={e.revealed ? '1' : '0'}>
      <div className="bh-row-wrap">
        <Link to={`/orderDetail?id=${e.taskId}`}>{e.taskTitle}</Link>
        {e.mine ? (
          <Avatar size={24} src={e.targetLogo} name={e.targetName} id={e.target} />
        ) : (
          <Avatar size={24} src={e.authorLogo} name={e.authorName} id={e.author} />
        )}
        <Tag color={e.mine ? 'blue' : 'purple'}>
          {e.mine ? t('evaluations.byMe', { name: e.targetName }) : t('evaluations.aboutMe', { name: e.authorName })}
        </Tag>
        <Tag color={e.revealed ? 'green' : 'default'} testId="evaluation-revealed">
          {e.revealed ? t('evaluations.revealed') : t('evaluations.hidden')}
        </Tag>
      </div>
      <div className="bh-eval-ratings bh-gap-top-s">
        {(['taidu', 'sudu', 'pinzhi'] as const).map((k) => (
          <span key={k}>
            {t(`tasks.eval.${k}`)} <Stars value={e[k]} />
          </span>
        ))}
      </div>
      {e.content && <p className="bh-eval-comment">{e.content}</p>}
      <span className="bh-secondary">{formatDateTime(e.times)}</span>
    </div>
  );
}

/**
 * /personalCenter/evaluateList: evaluations written and received (received ones once revealed). Plain markup
 * (components/lite).
 */
export default function EvaluateList() {
  const { t } = useI18n();
  const [kind, setKind] = useState<Kind>('all');
  const list = usePagedList({ filter: { kind }, queryKey: evalKeys.list, queryFn: evalApi.list, pageSize: 10 });
  return (
    <Panel large title={t('tasks.title.evaluateList')} testId="evaluate-list">
      <div className="bh-gap-bottom">
        <Segmented<Kind>
          value={kind}
          onChange={setKind}
          label={t('evaluations.kind.label')}
          name="evaluations-kind"
          options={(['all', 'written', 'received'] as const).map((k) => ({ value: k, label: t(`evaluations.kind.${k}`) }))}
          testId="evaluations-kind"
        />
      </div>
      <p className="bh-secondary bh-paragraph">{t('evaluations.hiddenHint')}</p>
      <div className={list.query.isFetching ? 'bh-busy' : undefined} aria-busy={list.query.isFetching}>
        {list.query.isPending ? (
          <Skeleton />
        ) : list.rows.length === 0 ? (
          <p className="bh-empty" data-testid="evaluations-empty">
            {t('evaluations.none')}
          </p>
        ) : (
          <ul className="bh-plain-list">
            {list.rows.map((e) => (
              <li key={e.id} className="bh-eval-item">
                <EvaluationCard e={e} />
                {e.mine && e.editable && (
                  <Link to={`/personalCenter/evaluateChange?id=${e.id}`} data-testid={`evaluation-edit-${e.id}`}>
                    {t('common.edit')}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <PagedPagination list={list} sizeChanger={false} showTotal={false} pagedOnly />
    </Panel>
  );
}
