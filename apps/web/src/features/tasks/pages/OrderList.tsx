import { useState } from 'react';
import { Button, Card, Col, Empty, Grid, Input, InputNumber, Row, Select, Space, Spin, Typography } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { parseCents, tasks } from '@boothhub/shared';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n';
import { PagedPagination } from '../../../components/PagedPagination';
import { usePagedList } from '../../../lib/usePagedList';
import { useSession } from '../../account/session';
import { favouriteIds, taskKeys, tasksApi, type TaskListQuery } from '../api';
import { TaskCard } from '../components/TaskCard';
import { options, statusKey } from '../labels';

type Sort = NonNullable<TaskListQuery['sort']>;
const sorts: Sort[] = ['newest', 'relevance', 'cost_desc', 'cost_asc', 'rdate', 'plaza_desc'];

interface Filters {
  keyword: string;
  types: string[];
  city: string;
  status: tasks.TaskStatus[];
  costMin: string;
  costMax: string;
  plazaMin: number | null;
  plazaMax: number | null;
  sort: Sort;
}

/** By default the list shows the tasks one can still sign up for (recruiting); the status filter shows the others. */
const empty: Filters = {
  keyword: '',
  types: [],
  city: '',
  status: ['recruiting'],
  costMin: '',
  costMax: '',
  plazaMin: null,
  plazaMax: null,
  sort: 'newest',
};

/** The from–to boxes of the budget (coins) and the area (m²), with their test id endings. */
const RANGE_FIELDS = {
  cost: [
    ['costMin', 'cost-min'],
    ['costMax', 'cost-max'],
  ],
  plaza: [
    ['plazaMin', 'plaza-min'],
    ['plazaMax', 'plaza-max'],
  ],
} as const;

/** Turns the filter form into the call's body without the page (budget typed in coins, sent in cents). */
function toFilter(f: Filters): Omit<TaskListQuery, 'page' | 'pageSize'> {
  const costMin = f.costMin ? parseCents(f.costMin) : null;
  const costMax = f.costMax ? parseCents(f.costMax) : null;
  return {
    ...(f.keyword ? { keyword: f.keyword } : {}),
    ...(f.types.length ? { types: f.types as tasks.DesignType[] } : {}),
    ...(f.city ? { city: f.city } : {}),
    ...(f.status.length ? { status: f.status } : {}),
    ...(costMin !== null ? { costMin } : {}),
    ...(costMax !== null ? { costMax } : {}),
    ...(f.plazaMin !== null ? { plazaMin: f.plazaMin } : {}),
    ...(f.plazaMax !== null ? { plazaMax: f.plazaMax } : {}),
    sort: f.sort === 'relevance' && !f.keyword ? 'newest' : f.sort,
  };
}

/** How many filters differ from the default (the keyword and the sort are not filters). */
const activeFilters = (f: Filters): number =>
  [
    f.types.length > 0,
    f.city !== '',
    f.status.join() !== empty.status.join(),
    f.costMin !== '' || f.costMax !== '',
    f.plazaMin !== null || f.plazaMax !== null,
  ].filter(Boolean).length;

/** /orderList (getBusinesTask): keyword in Chinese or English, filters, sorting, pagination and favourites. */
export default function OrderList() {
  const { t, lang } = useI18n();
  const session = useSession();
  const [params] = useSearchParams();
  const initial: Filters = { ...empty, keyword: params.get('keyword') ?? '', city: params.get('city') ?? '' };
  const [draft, setDraft] = useState<Filters>(initial);
  const [filters, setFilters] = useState<Filters>(initial);
  const paged = usePagedList({ filter: toFilter(filters), queryKey: taskKeys.list, queryFn: tasksApi.list, pageSize: 12 });
  const list = paged.query;
  const favs = useQuery({ queryKey: taskKeys.favIds, queryFn: favouriteIds, enabled: session.loginState });
  const badMoney = (s: string) => s !== '' && parseCents(s) === null;
  // on a phone the filters fold behind one button that says how many are set, so the first screen shows tasks
  const narrow = !Grid.useBreakpoint().md;
  const [showFilters, setShowFilters] = useState(false);
  const filtersSet = activeFilters(filters);

  const apply = (patch: Partial<Filters> = {}) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    setFilters(next);
    paged.setPage(1);
  };
  /** A filter of several choices (design types, states), named by its field. */
  const multiFilter = (field: 'types' | 'status', choices: { value: string; label: string }[]) => (
    <Select
      mode="multiple"
      allowClear
      value={draft[field]}
      placeholder={t(`tasks.field.${field}`)}
      aria-label={t(`tasks.field.${field}`)}
      options={choices}
      onChange={(v) => setDraft({ ...draft, [field]: v })}
      data-testid={`tasks-filter-${field}`}
    />
  );

  return (
    <div className="bh-container">
      <Typography.Title level={2} className="bh-section-title">
        {t('tasks.title.orderList')}
      </Typography.Title>
      <Card className="bh-gap-bottom" size="small">
        <Space orientation="vertical" className="bh-full" size={12}>
          <Input.Search
            allowClear
            value={draft.keyword}
            placeholder={t('tasks.list.keyword')}
            enterButton={t('common.search')}
            onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
            onSearch={(v) => apply({ keyword: v.trim(), sort: v.trim() ? 'relevance' : draft.sort })}
            data-testid="tasks-search"
          />
          {narrow && (
            <Button
              icon={<FilterOutlined />}
              onClick={() => setShowFilters(!showFilters)}
              aria-expanded={showFilters}
              aria-controls="tasks-filters"
              data-testid="tasks-filters-toggle"
            >
              {t('tasks.list.filters', { count: filtersSet })}
            </Button>
          )}
          {(!narrow || showFilters) && (
            <div className="bh-task-filters" id="tasks-filters">
              {multiFilter('types', options(lang, tasks.designTypes))}
              <Input
                allowClear
                value={draft.city}
                placeholder={t('tasks.field.city')}
                onChange={(e) => setDraft({ ...draft, city: e.target.value.trim() })}
                data-testid="tasks-filter-city"
              />
              {multiFilter(
                'status',
                tasks.publicTaskStatuses.map((s) => ({ value: s, label: t(statusKey(s)) })),
              )}
              <Space.Compact className="bh-full">
                {RANGE_FIELDS.cost.map(([key, testId]) => (
                  <Input
                    key={key}
                    value={draft[key]}
                    status={badMoney(draft[key]) ? 'error' : undefined}
                    placeholder={t(`tasks.list.${key}`)}
                    inputMode="decimal"
                    onChange={(e) => setDraft({ ...draft, [key]: e.target.value.trim() })}
                    data-testid={`tasks-filter-${testId}`}
                  />
                ))}
              </Space.Compact>
              <Space.Compact className="bh-full">
                {RANGE_FIELDS.plaza.map(([key, testId]) => (
                  <InputNumber
                    key={key}
                    className="bh-full"
                    min={0}
                    max={100000}
                    precision={0}
                    value={draft[key]}
                    placeholder={t(`tasks.list.${key}`)}
                    onChange={(v) => setDraft({ ...draft, [key]: v })}
                    data-testid={`tasks-filter-${testId}`}
                  />
                ))}
              </Space.Compact>
              <Select<Sort>
                value={draft.sort}
                options={sorts.map((s) => ({ value: s, label: t(`tasks.sort.${s}`) }))}
                onChange={(sort) => apply({ sort })}
                aria-label={t('pages.sort')}
                data-testid="tasks-sort"
              />
            </div>
          )}
          <Space wrap>
            {(!narrow || showFilters) && (
              <Button
                type="primary"
                onClick={() => apply()}
                disabled={badMoney(draft.costMin) || badMoney(draft.costMax)}
                data-testid="tasks-filter-apply"
              >
                {t('tasks.list.apply')}
              </Button>
            )}
            {(!narrow || showFilters) && (
              <Button
                onClick={() => {
                  setDraft(empty);
                  setFilters(empty);
                  paged.setPage(1);
                }}
                data-testid="tasks-filter-reset"
              >
                {t('common.reset')}
              </Button>
            )}
            <Typography.Text type="secondary" data-testid="tasks-total">
              {t(paged.totalCapped ? 'pagination.totalCapped' : 'pagination.total', { total: paged.total })}
            </Typography.Text>
          </Space>
        </Space>
      </Card>
      <Spin spinning={list.isFetching}>
        {list.data && list.data.listItem.length === 0 ? (
          <Empty description={t('tasks.list.none')} data-testid="tasks-empty" />
        ) : (
          <Row gutter={[16, 16]} data-testid="tasks-list">
            {(list.data?.listItem ?? []).map((task) => (
              <Col xs={24} md={12} xl={8} key={task.id}>
                <TaskCard task={task} fav={session.loginState ? (favs.data?.has(task.id) ?? false) : undefined} />
              </Col>
            ))}
          </Row>
        )}
      </Spin>
      <PagedPagination list={paged} pageSizeOptions={[12, 24, 48]} testId="tasks-pagination" />
    </div>
  );
}
