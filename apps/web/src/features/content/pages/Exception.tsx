import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n';
import { ResultView } from '../../../components/LinkResult';

/** /exception?errorCode=…&errorMessage=…: where a showType 9 error sends the user. Plain markup (decision 045). */
export default function Exception() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const code = params.get('errorCode') ?? '';
  const message = params.get('errorMessage') ?? '';
  return (
    <ResultView
      status="error"
      title={t('exception.heading')}
      subTitle={
        <div data-testid="exception-info">
          {code && <div data-testid="exception-code">{t('exception.code', { code })}</div>}
          <div data-testid="exception-message">{message || t('exception.noMessage')}</div>
        </div>
      }
      extra={
        <Link to="/" className="bh-btn bh-btn-primary">
          {t('common.backHome')}
        </Link>
      }
    />
  );
}
