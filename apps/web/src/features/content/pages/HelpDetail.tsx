import { Link, Navigate, useSearchParams } from 'react-router';
import { formatDate, useI18n } from '../../../i18n';
import { Skeleton } from '../../../components/lite/Content';
import { localized, usePage } from '../api';
import { PageBody } from '../components/PageBody';

/** /help/helDetail?slug=…: one help page; without a slug, the topic list at /help. Plain markup (decision 045). */
export default function HelpDetail() {
  const { t, lang } = useI18n();
  const [params] = useSearchParams();
  const slug = params.get('slug') ?? '';
  const page = usePage(slug);
  const text = page.data ? localized(page.data, lang) : null;
  // without a topic, the list of topics (never an empty page)
  if (!slug) return <Navigate to="/help" replace />;
  return (
    <div className="bh-container bh-narrow">
      <nav aria-label={t('common.breadcrumb')} className="bh-breadcrumb">
        <Link to="/help">{t('help.back')}</Link>
        {text && (
          <>
            <span aria-hidden="true"> / </span>
            <span aria-current="page">{text.title}</span>
          </>
        )}
      </nav>
      <div className="bh-panel bh-panel-body bh-panel-roomy bh-gap-top">
        {page.isPending ? (
          <Skeleton />
        ) : !text ? (
          <p className="bh-empty">{t('empty.noData')}</p>
        ) : (
          <article data-testid="help-detail">
            <h1 className="bh-page-title">{text.title}</h1>
            <span className="bh-secondary">{t('help.updated', { date: formatDate(page.data?.updatedAt) })}</span>
            <PageBody text={text.body} />
          </article>
        )}
      </div>
    </div>
  );
}
