import { Card, Empty, List, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDate, useI18n } from '../../../i18n';
import { localized, useHelpList } from '../api';

/** /help: the help pages from Content/helpList, in display order. */
export default function Help() {
  const { t, lang } = useI18n();
  const list = useHelpList();
  return (
    <div className="bh-container bh-narrow">
      <Typography.Title level={2}>{t('help.heading')}</Typography.Title>
      <Card>
        {list.isPending ? (
          <Skeleton active />
        ) : !list.data?.listItem.length ? (
          <Empty />
        ) : (
          <List
            dataSource={list.data.listItem}
            renderItem={(page) => {
              const { title, body } = localized(page, lang);
              return (
                <List.Item key={page.slug} data-testid={`help-item-${page.slug}`}>
                  <List.Item.Meta
                    title={<Link to={`/help/helDetail?slug=${encodeURIComponent(page.slug)}`}>{title}</Link>}
                    description={
                      <>
                        <span className="bh-clamp">{body.replace(/^#+\s+|^\s*-\s+/gm, '')}</span>
                        <br />
                        <Typography.Text type="secondary">{t('help.updated', { date: formatDate(page.updatedAt) })}</Typography.Text>
                      </>
                    }
                  />
                </List.Item>
              );
            }}
          />
        )}
      </Card>
    </div>
  );
}
