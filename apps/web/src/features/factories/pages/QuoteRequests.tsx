import { Alert, Button, Card, Descriptions, Empty, Form, Input, InputNumber, List, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatCents, parseCents } from '@boothhub/shared';
import { QUOTE_PRICE_MAX } from '@boothhub/shared/contracts/factories';
import { moneyRules } from '../../../components/money';
import { useSearchParams } from 'react-router';
import { formatDueDate, useI18n } from '../../../i18n';
import { useNotice } from '../../../app/notice';
import { PagedPagination } from '../../../components/PagedPagination';
import { usePagedList } from '../../../lib/usePagedList';
import { factoriesApi, factoryKeys, type QuoteRequest } from '../api';
import { useIdParam } from '../../../lib/useRecord';
import { CapabilityTags, InviteStatus, RequestStatus } from '../components/bits';

interface QuoteValues {
  /** coins as typed: read with parseCents, never as a float */
  price: string;
  buildDays: number;
  schedule: string;
  notes: string;
}

/** One request as the invited factory sees it: accept to quote (then the design files), decline, quote and revise. */
function RequestPanel({ id }: { id: number }) {
  const { t } = useI18n();
  const notice = useNotice();
  const qc = useQueryClient();
  const req = useQuery({ queryKey: factoryKeys.request(id), queryFn: () => factoriesApi.request(id) });
  const done = (text: string) => async (data: QuoteRequest) => {
    qc.setQueryData(factoryKeys.request(id), data);
    await qc.invalidateQueries({ queryKey: factoryKeys.quotes });
    notice.success(text);
  };
  const accept = useMutation({ mutationFn: () => factoriesApi.accept(id), onSuccess: done(t('factories.answer.accepted')) });
  const decline = useMutation({ mutationFn: () => factoriesApi.decline(id), onSuccess: done(t('factories.answer.declined')) });
  const submit = useMutation({
    mutationFn: (v: QuoteValues) =>
      factoriesApi.submit({ id, price: parseCents(v.price)!, buildDays: v.buildDays, schedule: v.schedule, notes: v.notes ?? '' }),
    onSuccess: done(t('factories.answer.sent')),
  });
  // a request this factory was not invited to, or one that failed to load, must not spin for ever
  if (req.isError) return <Empty description={t('factories.requestMissing')} data-testid="fa-request-missing" />;
  if (!req.data) return <Card loading />;
  const r = req.data;
  const mine = r.quotes[0];
  return (
    <Card
      size="small"
      title={
        <Space wrap>
          {r.taskTitle}
          <RequestStatus status={r.status} />
          {mine && <InviteStatus status={mine.status} result={mine.result} />}
        </Space>
      }
      data-testid="quote-panel"
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'biz', label: t('factories.answer.business'), children: r.business.nickname },
          { key: 'city', label: t('factories.field.city'), children: r.city },
          { key: 'dates', label: t('factories.answer.showDays'), children: `${r.sdate} ~ ${r.edate}` },
          { key: 'size', label: t('factories.answer.booth'), children: `${r.sizes} · ${t('factories.sqm', { n: r.plaza })}` },
          { key: 'caps', label: t('factories.quote.needs'), children: <CapabilityTags value={r.capabilities} /> },
          { key: 'deadline', label: t('factories.quote.deadline'), children: formatDueDate(r.deadline) },
        ]}
      />
      {r.notes && <p className="bh-pre">{r.notes}</p>}
      <Typography.Title level={5}>{t('factories.answer.design')}</Typography.Title>
      {r.files ? (
        <ul data-testid="quote-files">
          {r.files.map((f) => (
            <li key={f.fileId}>
              <a href={f.url} target="_blank" rel="noreferrer">
                {f.name}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <Alert type="info" showIcon title={t('factories.answer.filesAfterAccept', { count: r.fileCount })} data-testid="quote-files-hidden" />
      )}
      <Space className="bh-gap-top bh-gap-bottom">
        {r.can.accept && (
          <Button type="primary" onClick={() => accept.mutate()} loading={accept.isPending} data-testid="quote-accept">
            {t('factories.answer.accept')}
          </Button>
        )}
        {r.can.decline && (
          <Button onClick={() => decline.mutate()} loading={decline.isPending} data-testid="quote-decline">
            {t('factories.answer.decline')}
          </Button>
        )}
      </Space>
      {r.can.quote && (
        <Form<QuoteValues>
          key={mine?.quotedAt ?? 'new'}
          layout="vertical"
          initialValues={{
            price: mine?.price ? formatCents(mine.price) : undefined,
            buildDays: mine?.buildDays ?? 3,
            schedule: mine?.schedule ?? '',
            notes: mine?.notes ?? '',
          }}
          onFinish={(v) => submit.mutate(v)}
          data-testid="quote-form"
        >
          <Form.Item name="price" label={t('factories.quote.price')} rules={moneyRules(t, t('factories.quote.price'), 1, QUOTE_PRICE_MAX)}>
            <Input inputMode="decimal" prefix="¥" className="bh-full" data-testid="quote-price" />
          </Form.Item>
          <Form.Item name="buildDays" label={t('factories.quote.buildDays')} rules={[{ required: true }]}>
            <InputNumber min={1} max={60} precision={0} data-testid="quote-days" />
          </Form.Item>
          <Form.Item name="schedule" label={t('factories.quote.schedule')} rules={[{ required: true, whitespace: true }]}>
            <Input.TextArea rows={2} maxLength={1000} data-testid="quote-schedule" />
          </Form.Item>
          <Form.Item name="notes" label={t('factories.quote.notes')}>
            <Input.TextArea rows={2} maxLength={2000} data-testid="quote-answer-notes" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="quote-submit">
            {mine?.status === 'quoted' ? t('factories.answer.revise') : t('factories.answer.send')}
          </Button>
        </Form>
      )}
      {mine?.price != null && !r.can.quote && (
        <Typography.Paragraph data-testid="quote-mine">
          {t('factories.answer.yourQuote', { price: formatCents(mine.price), days: mine.buildDays ?? 0 })}
        </Typography.Paragraph>
      )}
    </Card>
  );
}

/** /personalCenter/quoteRequests: a factory's requests for build quotes; `?id=` opens one. */
export default function QuoteRequests() {
  const { t } = useI18n();
  const [, setParams] = useSearchParams();
  const openId = useIdParam();
  const list = usePagedList({ filter: {}, queryKey: factoryKeys.inbox, queryFn: factoriesApi.inbox, pageSize: 10 });
  return (
    <Space orientation="vertical" size={16} className="bh-full" data-testid="quote-requests-page">
      <Card title={t('factories.title.requests')}>
        {list.query.isSuccess && list.rows.length === 0 ? (
          <Empty description={t('factories.answer.none')} />
        ) : (
          <List
            dataSource={list.rows}
            renderItem={(r) => (
              <List.Item
                key={r.id}
                actions={[
                  <Button
                    key="open"
                    type={r.id === openId ? 'primary' : 'default'}
                    size="small"
                    onClick={() => setParams({ id: String(r.id) })}
                    data-testid={`quote-open-${r.id}`}
                  >
                    {t('factories.answer.open')}
                  </Button>,
                ]}
                data-testid={`quote-item-${r.id}`}
              >
                <List.Item.Meta
                  title={r.taskTitle}
                  description={
                    <Space wrap>
                      <RequestStatus status={r.requestStatus} />
                      <InviteStatus status={r.status} result={r.result} />
                      <span>
                        {r.city} · {r.sdate} ~ {r.edate} · {r.sizes}
                      </span>
                      <span>{t('factories.quote.deadlineAt', { at: formatDueDate(r.deadline) })}</span>
                    </Space>
                  }
                />
              </List.Item>
            )}
          />
        )}
        <PagedPagination list={list} sizeChanger={false} />
      </Card>
      {openId && <RequestPanel key={openId} id={openId} />}
    </Space>
  );
}
