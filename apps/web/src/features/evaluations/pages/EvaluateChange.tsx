import { Alert, Card, Result } from 'antd';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { PageSpin } from '../../../app/PageSpin';
import { isApiError } from '../../../lib/request';
import { useIdParam, useRecord } from '../../../lib/useRecord';
import { evalApi, evalKeys } from '../api';
import { EvaluationForm } from '../components/EvaluationForm';
import { useEvaluationSaved } from '../components/useEvaluationSaved';
import { EvaluationCard } from './EvaluateList';

/** /personalCenter/evaluateChange?id=: edit your evaluation until it is revealed (designerCmtEdit); after that, read only. */
export default function EvaluateChange() {
  const { t } = useI18n();
  const saved = useEvaluationSaved();
  const id = useIdParam();
  const item = useRecord(id, evalKeys.item, evalApi.item);
  if (id === null || item.isError)
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
          await saved();
        }}
      />
    </Card>
  );
}
