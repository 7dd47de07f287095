import { useI18n } from '../../../i18n';
import { LinkResult } from '../../../components/LinkResult';

/** Any unknown route. */
export default function NotFound() {
  const { t } = useI18n();
  return <LinkResult status="404" title="404" subTitle={t('notFound.text')} testId="not-found" to="/" action={t('common.backHome')} />;
}
