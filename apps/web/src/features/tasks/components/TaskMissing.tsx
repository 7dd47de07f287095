import { Result } from 'antd';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { isApiError } from '../../../lib/request';

/** A task the viewer may not see, or no such task: the error page body. */
export function TaskMissing({ error }: { error?: unknown }) {
  const { t } = useI18n();
  return (
    <Result
      status="404"
      title={t('tasks.detail.missing')}
      subTitle={isApiError(error) ? error.userMessage : undefined}
      extra={<Link to="/orderList">{t('tasks.detail.backToList')}</Link>}
      data-testid="task-missing"
    />
  );
}
