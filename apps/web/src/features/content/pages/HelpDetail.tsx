import { Breadcrumb, Card, Empty, Skeleton, Typography } from 'antd';
import { Link, Navigate, useSearchParams } from 'react-router';
import { formatDate, useI18n } from '../../../i18n';
import { localized, usePage } from '../api';
import { PageBody } from '../components/PageBody';

/** /help/helDetail?slug=…: one help page; without a slug, the topic list at /help. */
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
      <Breadcrumb items={[{ title: <Link to="/help">{t('help.back')}</Link> }, ...(text ? [{ title: text.title }] : [])]} />
      <Card className="bh-gap-top">
        {slug && page.isPending ? (
          <Skeleton active />
        ) : !text ? (
          <Empty />
        ) : (
          <article data-testid="help-detail">
            <Typography.Title level={2}>{text.title}</Typography.Title>
            <Typography.Text type="secondary">{t('help.updated', { date: formatDate(page.data?.updatedAt) })}</Typography.Text>
            <PageBody text={text.body} />
          </article>
        )}
      </Card>
    </div>
  );
}
