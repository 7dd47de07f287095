import { Alert, Card, Result } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n';
import { useNotice } from '../../../app/notice';
import { PageSpin } from '../../../app/PageSpin';
import { isApiError } from '../../../lib/request';
import { evalApi, evalKeys } from '../api';
import { EvaluationForm } from '../components/EvaluationForm';
import { EvaluationCard } from './EvaluateList';

/** /personalCenter/evaluateChange?id=: edit your evaluation until it is revealed (designerCmtEdit); after that, read only. */
export default function EvaluateChange() {
  const { t } = useI18n();
  const notice = useNotice();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const item = useQuery({ queryKey: evalKeys.item(id), queryFn: () => evalApi.item(id), enabled: valid, retry: false });
  if (!valid || item.isError)
    return <Result status="404" title={t('evaluations.missing')} subTitle={isApiError(item.error) ? item.error.userMessage : undefined} />;
  if (item.isPending) return <PageSpin />;
  const e = item.data;
  if (!e.mine || !e.editable)
    return (
      <Card title={t('tasks.title.evaluateChange')}>
        <Alert type="info" showIcon className="bh-gap-bottom" title={t('evaluations.locked')} />
        <EvaluationCard e={e} />
      </Card>
    );
  return (
    <Card title={t('evaluations.changeTitle', { name: e.targetName })} data-testid="evaluate-change">
      <p>
        <Link to={`/orderDetail?id=${e.taskId}`}>{e.taskTitle}</Link>
      </p>
      <EvaluationForm
        initial={{ taidu: e.taidu, sudu: e.sudu, pinzhi: e.pinzhi, content: e.content }}
        submitText={t('common.save')}
        onSubmit={async (v) => {
          await evalApi.edit({ id: e.id, ...v });
          notice.success(t('evaluations.saved'));
          // leave first: a refetch here would see the evaluation and redirect
          navigate('/personalCenter/evaluateList');
          await qc.invalidateQueries({ queryKey: evalKeys.all });
        }}
      />
    </Card>
  );
}
