import { Card, Empty, Skeleton, Typography } from 'antd';
import { useI18n } from '../../../i18n';
import { localized, usePage } from '../api';
import { PageBody } from '../components/PageBody';

/** /about: the page with slug "about" (edited in the back office). */
export default function About() {
  const { t, lang } = useI18n();
  const page = usePage('about');
  const text = page.data ? localized(page.data, lang) : null;
  return (
    <div className="bh-container bh-narrow">
      <Card>
        {page.isPending ? (
          <Skeleton active />
        ) : !text ? (
          <>
            <Typography.Title level={2}>{t('title.about')}</Typography.Title>
            <Empty />
          </>
        ) : (
          <article data-testid="about-page">
            <Typography.Title level={2}>{text.title}</Typography.Title>
            <PageBody text={text.body} />
          </article>
        )}
      </Card>
    </div>
  );
}
