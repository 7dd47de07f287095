import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { PageSpin } from '../../../components/PageSpin';
import { ResultView } from '../../../components/LinkResult';
import { Note, Panel } from '../../../components/lite/Content';
import { isApiError } from '../../../lib/request';
import { useIdParam, useRecord } from '../../../lib/useRecord';
import { evalApi, evalKeys } from '../api';
import { EvaluationForm } from '../components/EvaluationForm';
import { useEvaluationSaved } from '../components/useEvaluationSaved';
import { EvaluationCard } from './EvaluateList';

/**
 * /personalCenter/evaluateChange?id=: edit your evaluation until it is revealed (designerCmtEdit); after that, read
 * only. Plain markup.
 */
export default function EvaluateChange() {
  const { t } = useI18n();
  const saved = useEvaluationSaved();
  const id = useIdParam();
  const item = useRecord(id, evalKeys.item, evalApi.item);
  if (id === null || item.isError)
    return <ResultView status="404" title={t('evaluations.missing')} subTitle={isApiError(item.error) ? item.error.userMessage : undefined} />;
  if (item.isPending) return <PageSpin />;
  const e = item.data;
  if (!e.mine || !e.editable)
    return (
      <Panel title={t('tasks.title.evaluateChange')} level={1} large>
        <Note>{t('evaluations.locked')}</Note>
        <EvaluationCard e={e} />
      </Panel>
    );
  return (
    <Panel title={t('evaluations.changeTitle', { name: e.targetName })} level={1} large testId="evaluate-change">
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
    </Panel>
  );
}
