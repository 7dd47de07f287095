import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';

/** Any unknown route. */
export default function NotFound() {
  const { t } = useI18n();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('notFound.text')}
      data-testid="not-found"
      extra={
        <Link to="/">
          <Button type="primary">{t('common.backHome')}</Button>
        </Link>
      }
    />
  );
}
