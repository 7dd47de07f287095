import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';

/** 403: a logged-in member on a page for another role (the back office). */
export default function Forbidden() {
  const { t } = useI18n();
  return (
    <Result
      status="403"
      title="403"
      subTitle={t('forbidden.text')}
      data-testid="forbidden"
      extra={
        <Link to="/">
          <Button type="primary">{t('common.backHome')}</Button>
        </Link>
      }
    />
  );
}
