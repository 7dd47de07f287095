import { useI18n } from '../../../i18n';
import { LinkResult } from '../../../components/LinkResult';

/** 403: a logged-in member on a page for another role (the back office). */
export default function Forbidden() {
  const { t } = useI18n();
  return <LinkResult status="403" title="403" subTitle={t('forbidden.text')} testId="forbidden" to="/" action={t('common.backHome')} />;
}
