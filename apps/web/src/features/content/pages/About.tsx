import { useI18n } from '../../../i18n';
import { Skeleton } from '../../../components/lite/Content';
import { localized, usePage } from '../api';
import { PageBody } from '../components/PageBody';

/** /about: the page with slug "about" (edited in the back office). Plain markup (decision 045). */
export default function About() {
  const { t, lang } = useI18n();
  const page = usePage('about');
  const text = page.data ? localized(page.data, lang) : null;
  return (
    <div className="bh-container bh-narrow">
      <div className="bh-panel bh-panel-body bh-panel-roomy">
        {page.isPending ? (
          <Skeleton />
        ) : !text ? (
          <>
            <h1 className="bh-page-title">{t('title.about')}</h1>
            <p className="bh-empty">{t('empty.noData')}</p>
          </>
        ) : (
          <article data-testid="about-page">
            <h1 className="bh-page-title">{text.title}</h1>
            <PageBody text={text.body} />
          </article>
        )}
      </div>
    </div>
  );
}
