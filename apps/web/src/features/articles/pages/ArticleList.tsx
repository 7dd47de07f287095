import { useUrlQuery } from '../../../lib/urlQuery';
import { PagedPagination } from '../../../components/PagedPagination';
import { Skeleton } from '../../../components/lite/Content';
import { SearchForm } from '../../../components/lite/SearchForm';
import { useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { useSyncedState } from '../../../lib/useSyncedState';
import { articleCategories, articleKeys, articlesApi } from '../api';
import { ArticleCard } from '../components/ArticleCard';

/**
 * /article: published industry articles (Article/articleList), by category and keyword kept in the URL, newest first.
 * Plain markup (components/lite, decision 047).
 */
export default function ArticleList() {
  const { t } = useI18n();
  const { params, set } = useUrlQuery();
  const category = articleCategories.find((c) => c === params.get('category'));
  const searchKey = params.get('searchKey')?.trim() || undefined;
  const [keyword, setKeyword] = useSyncedState(searchKey ?? '');
  const list = usePagedList({
    filter: { ...(category ? { category } : {}), ...(searchKey ? { searchKey } : {}) },
    queryKey: articleKeys.list,
    queryFn: articlesApi.list,
    pageSize: 12,
  });
  const q = list.query;
  return (
    <div className="bh-container">
      <h1 className="bh-section-title">{t('articles.title.list')}</h1>
      <div className="bh-panel bh-panel-body bh-gap-bottom bh-article-toolbar">
        {/* one category at a time: a group of radio buttons drawn as chips (keyboard: the arrows move and choose) */}
        <fieldset className="bh-chips" data-testid="article-categories">
          <legend>{t('articles.field.category')}</legend>
          {(['all', ...articleCategories] as const).map((c) => (
            <label key={c} className="bh-chip">
              <input
                type="radio"
                name="article-category"
                value={c}
                checked={(category ?? 'all') === c}
                onChange={() => set('category', c === 'all' ? undefined : c)}
              />
              <span>{t(`articles.category.${c}`)}</span>
            </label>
          ))}
        </fieldset>
        <SearchForm
          value={keyword}
          label={t('articles.search')}
          onChange={(text) => {
            setKeyword(text);
            // the box's own clear (×, Escape) shows every article again, as the button would
            if (text === '' && searchKey) set('searchKey', undefined);
          }}
          onSearch={(text) => set('searchKey', text || undefined)}
          testId="article-search"
        />
      </div>
      <div className={q.isFetching && q.data ? 'bh-busy' : undefined} aria-busy={q.isFetching}>
        {q.isPending ? (
          <Skeleton />
        ) : list.rows.length === 0 ? (
          <p className="bh-empty" data-testid="article-empty">
            {t('articles.empty')}
          </p>
        ) : (
          <div className="bh-card-grid bh-article-grid" data-testid="article-list">
            {list.rows.map((a) => (
              <ArticleCard key={a.id} item={a} />
            ))}
          </div>
        )}
      </div>
      <PagedPagination list={list} sizeChanger={false} testId="article-pager" />
    </div>
  );
}
