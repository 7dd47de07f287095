import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { isApiError } from '../../../lib/request';
import { ResultView } from '../../../components/LinkResult';

/** A task the viewer may not see, or no such task: the error page body (plain markup: the task page's, decision 045). */
export function TaskMissing({ error }: { error?: unknown }) {
  const { t } = useI18n();
  return (
    <ResultView
      status="404"
      title={t('tasks.detail.missing')}
      subTitle={isApiError(error) ? error.userMessage : undefined}
      extra={<Link to="/orderList">{t('tasks.detail.backToList')}</Link>}
      testId="task-missing"
    />
  );
}
