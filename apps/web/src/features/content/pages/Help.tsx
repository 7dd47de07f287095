import { Link } from 'react-router';
import { formatDate, useI18n } from '../../../i18n';
import { Skeleton } from '../../../components/lite/Content';
import { localized, useHelpList } from '../api';

/** /help: the help pages from Content/helpList, in display order. Plain markup (decision 045). */
export default function Help() {
  const { t, lang } = useI18n();
  const list = useHelpList();
  return (
    <div className="bh-container bh-narrow">
      <h1 className="bh-page-title">{t('help.heading')}</h1>
      <div className="bh-panel bh-panel-body bh-panel-roomy">
        {list.isPending ? (
          <Skeleton />
        ) : !list.data?.listItem.length ? (
          <p className="bh-empty">{t('empty.noData')}</p>
        ) : (
          <ul className="bh-plain-list">
            {list.data.listItem.map((page) => {
              const { title, body } = localized(page, lang);
              return (
                <li key={page.slug} data-testid={`help-item-${page.slug}`}>
                  <h2 className="bh-list-title">
                    <Link to={`/help/helDetail?slug=${encodeURIComponent(page.slug)}`}>{title}</Link>
                  </h2>
                  <span className="bh-clamp bh-secondary">{body.replace(/^#+\s+|^\s*-\s+/gm, '')}</span>
                  <span className="bh-secondary">{t('help.updated', { date: formatDate(page.updatedAt) })}</span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
