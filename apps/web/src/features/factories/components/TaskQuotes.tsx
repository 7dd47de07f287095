import { useState } from 'react';
import { Alert, Button, Card, DatePicker, Empty, Form, Input, Modal, Radio, Select, Space, Table, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { formatCents } from '@boothhub/shared';
import { Link } from 'react-router';
import { formatDate, formatDueDate, useI18n } from '../../../i18n';
import { useNotice } from '../../../app/notice';
import { CityCascader } from '../../categories';
import { factoriesApi, factoryKeys, type Capability, type QuoteRequest } from '../api';
import { CapabilityChecks, CapabilityTags, InviteStatus, RequestStatus } from './bits';

interface FormValues {
  mode: 'chosen' | 'city';
  factories: string[];
  city?: string;
  capabilities: Capability[];
  notes: string;
  deadline: Dayjs;
}

/** Factories to choose from: the directory's first 100, filtered as one types (Chinese or English name, city). */
function FactoryPicker({ value, onChange }: { value?: string[]; onChange?: (v: string[]) => void }) {
  const { t } = useI18n();
  const q = { pageSize: 100 };
  const found = useQuery({ queryKey: factoryKeys.list(q), queryFn: () => factoriesApi.search(q) });
  return (
    <Select
      mode="multiple"
      value={value}
      onChange={onChange}
      showSearch={{ optionFilterProp: 'search' }}
      loading={found.isFetching}
      placeholder={t('factories.quote.pickFactories')}
      options={(found.data?.listItem ?? []).map((f) => ({
        value: f.cardno,
        label: `${f.companyName} · ${f.city}`,
        search: `${f.companyName} ${f.companyNameEn ?? ''} ${f.city}`,
      }))}
      data-testid="quote-factories"
    />
  );
}

/** The "request build quotes" dialog: chosen factories or every factory of a city with the needed capabilities. */
function RequestDialog({ taskId, open, onClose }: { taskId: number; open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const notice = useNotice();
  const qc = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const mode = Form.useWatch('mode', form);
  const create = useMutation({
    mutationFn: (v: FormValues) =>
      factoriesApi.createRequest({
        taskId,
        ...(v.mode === 'chosen' ? { factories: v.factories } : { city: v.city }),
        capabilities: v.capabilities ?? [],
        notes: v.notes ?? '',
        deadline: v.deadline.format('YYYY-MM-DD'),
      }),
    onSuccess: async (r) => {
      notice.success(t('factories.quote.sent', { count: r.invited }));
      await qc.invalidateQueries({ queryKey: factoryKeys.task(taskId) });
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={t('factories.quote.request')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('factories.quote.send')}
      confirmLoading={create.isPending}
      okButtonProps={{ 'data-testid': 'quote-request-send' } as Record<string, string>}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ mode: 'chosen', factories: [], capabilities: [], notes: '', deadline: dayjs().add(7, 'day') }}
        onFinish={(v) => create.mutate(v)}
      >
        <Form.Item name="mode" label={t('factories.quote.to')}>
          <Radio.Group
            options={[
              { value: 'chosen', label: t('factories.quote.toChosen') },
              { value: 'city', label: t('factories.quote.toCity') },
            ]}
            data-testid="quote-mode"
          />
        </Form.Item>
        {mode !== 'city' ? (
          <Form.Item
            name="factories"
            label={t('factories.quote.factories')}
            rules={[{ required: true, type: 'array', min: 1, message: t('factories.quote.pickFactories') }]}
          >
            <FactoryPicker />
          </Form.Item>
        ) : (
          <Form.Item name="city" label={t('factories.field.city')} rules={[{ required: true, message: t('factories.field.city') }]}>
            <CityCascader testId="quote-city" />
          </Form.Item>
        )}
        <Form.Item name="capabilities" label={t('factories.quote.needs')}>
          <CapabilityChecks testId="quote-caps" />
        </Form.Item>
        <Form.Item name="deadline" label={t('factories.quote.deadline')} rules={[{ required: true }]}>
          <DatePicker disabledDate={(d) => d.isBefore(dayjs(), 'day')} data-testid="quote-deadline" />
        </Form.Item>
        <Form.Item name="notes" label={t('factories.quote.notes')}>
          <Input.TextArea rows={3} maxLength={2000} data-testid="quote-notes" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The quotes of one request side by side, with "choose" while nothing is picked. */
function Comparison({ request }: { request: QuoteRequest }) {
  const { t } = useI18n();
  const notice = useNotice();
  const qc = useQueryClient();
  const pick = useMutation({
    mutationFn: (cardno: string) => factoriesApi.pick(request.id, cardno),
    onSuccess: async () => {
      notice.success(t('factories.quote.picked'));
      await qc.invalidateQueries({ queryKey: factoryKeys.task(request.taskId) });
    },
  });
  const choose = (cardno: string, name: string) =>
    Modal.confirm({
      title: t('factories.quote.confirmPick', { name }),
      content: t('factories.quote.confirmPickHint'),
      okButtonProps: { 'data-testid': 'quote-pick-ok' } as Record<string, string>,
      onOk: () => pick.mutateAsync(cardno),
    });
  const quoted = request.quotes.filter((q) => q.price !== null);
  const lowest = quoted.length ? Math.min(...quoted.map((q) => q.price!)) : null;
  return (
    <Card
      size="small"
      title={
        <Space wrap>
          {t('factories.quote.requestOf', { date: formatDate(request.createdAt) })}
          <RequestStatus status={request.status} />
        </Space>
      }
      extra={<Typography.Text type="secondary">{t('factories.quote.deadlineAt', { at: formatDueDate(request.deadline) })}</Typography.Text>}
      data-testid={`quote-request-${request.id}`}
    >
      <Typography.Paragraph type="secondary">
        {t('factories.quote.summary', { sdate: request.sdate, edate: request.edate, sizes: request.sizes, city: request.city })}{' '}
        <CapabilityTags value={request.capabilities} />
      </Typography.Paragraph>
      <Table
        size="small"
        rowKey="cardno"
        pagination={false}
        scroll={{ x: true }}
        dataSource={request.quotes}
        data-testid="quote-table"
        columns={[
          {
            key: 'factory',
            title: t('factories.quote.factory'),
            render: (_, q) => (
              <Link to={`/factoryInfo?cardno=${q.cardno}`} data-testid={`quote-row-${q.cardno}`}>
                {q.companyName}
              </Link>
            ),
          },
          {
            key: 'price',
            title: t('factories.quote.price'),
            render: (_, q) =>
              q.price === null ? (
                '—'
              ) : (
                <Typography.Text strong={q.price === lowest} data-testid={`quote-price-${q.cardno}`}>
                  ¥{formatCents(q.price)}
                </Typography.Text>
              ),
          },
          {
            key: 'days',
            title: t('factories.quote.buildDays'),
            render: (_, q) => (q.buildDays === null ? '—' : t('factories.quote.days', { days: q.buildDays })),
          },
          { key: 'schedule', title: t('factories.quote.schedule'), render: (_, q) => <span className="bh-pre">{q.schedule ?? '—'}</span> },
          { key: 'notes', title: t('factories.quote.notes'), render: (_, q) => <span className="bh-pre">{q.notes || '—'}</span> },
          { key: 'status', title: t('factories.quote.status'), render: (_, q) => <InviteStatus status={q.status} result={q.result} /> },
          {
            key: 'act',
            title: '',
            render: (_, q) =>
              request.can.pick && q.status === 'quoted' ? (
                <Button type="primary" size="small" onClick={() => choose(q.cardno, q.companyName)} data-testid={`quote-pick-${q.cardno}`}>
                  {t('factories.quote.choose')}
                </Button>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}

/**
 * Build quotes on a task's page (the task's business, once the task is completed): "request build quotes" and each
 * request's quotes side by side with "choose".
 */
export function TaskQuotes({ taskId }: { taskId: number }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const list = useQuery({ queryKey: factoryKeys.task(taskId), queryFn: () => factoriesApi.taskRequests(taskId) });
  const requests = list.data?.listItem ?? [];
  const mayRequest = list.isSuccess && !requests.some((r) => r.status !== 'closed');
  return (
    <Card
      size="small"
      title={t('factories.quote.title')}
      extra={
        mayRequest && (
          <Button type="primary" onClick={() => setOpen(true)} data-testid="quote-request-open">
            {t('factories.quote.request')}
          </Button>
        )
      }
      data-testid="task-quotes"
    >
      <Alert type="info" showIcon className="bh-gap-bottom" title={t('factories.quote.outside')} />
      {list.isSuccess && requests.length === 0 && <Empty description={t('factories.quote.none')} />}
      <Space orientation="vertical" className="bh-full">
        {requests.map((r) => (
          <Comparison key={r.id} request={r} />
        ))}
      </Space>
      <RequestDialog taskId={taskId} open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
