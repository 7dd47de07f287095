import { useState } from 'react';
import { Alert, Button, Card, Col, Drawer, Form, Grid, Input, Radio, Row, Select, Space, Tag, Typography, type TableProps } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { commissionOf, complaints, formatCents, parseCents, type DataOf } from '@boothhub/shared';
import { Link } from 'react-router';
import { formatDateTime, useI18n } from '../../../i18n';
import { usePagedList } from '../../../lib/usePagedList';
import { PagedTable } from '../../../components/PagedTable';
import { FormModal } from '../../../components/FormModal';
import { PageSpin } from '../../../app/PageSpin';
import { useNotice } from '../../../app/notice';
import { complaintKeys, complaintsApi } from '../../complaints/api';
import { DecisionText } from '../../complaints';
import { categoryLabel, complaintStatusColor } from '../../complaints/labels';
import { ChatMessages, FileLinks, DeliveryView, Orbits, Coins, StatusTag } from '../../tasks';

type Complaint = complaints.Complaint;
type Status = (typeof complaints.complaintStatus.options)[number];
type Decision = (typeof complaints.complaintDecision.options)[number];
interface DecideValues {
  decision: Decision;
  designerAmount?: string;
  reason: string;
}

function DecideModal({
  info,
  open,
  onClose,
  onDone,
}: {
  info: DataOf<typeof complaints.complainInfo>;
  open: boolean;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useI18n();
  const notice = useNotice();
  const [form] = Form.useForm<DecideValues>();
  const decision = Form.useWatch('decision', form);
  const amountText = Form.useWatch('designerAmount', form);
  const cost = info.task.cost;
  const rate = info.task.commissionRate ?? 0;
  const designerPart = decision === 'designer' ? cost : decision === 'split' ? (amountText ? (parseCents(amountText) ?? 0) : 0) : 0;
  const commission = commissionOf(designerPart, rate);
  const decide = useMutation({
    mutationFn: async (v: DecideValues) => {
      await complaintsApi.decide({
        id: info.complaint.id,
        decision: v.decision,
        reason: v.reason.trim(),
        ...(v.decision === 'split' ? { designerAmount: parseCents(v.designerAmount ?? '')! } : {}),
      });
      notice.success(t('complaints.admin.decided'));
      onClose();
      await onDone();
    },
  });
  return (
    <FormModal
      open={open}
      title={t('complaints.admin.decideTitle', { id: info.complaint.id })}
      onCancel={onClose}
      form={form}
      submit={decide}
      okText={t('complaints.admin.decide')}
      okTestId="decide-submit"
    >
      <Typography.Paragraph>
        {t('complaints.admin.escrow')} <Coins cents={cost} strong />
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ decision: 'split' }} requiredMark={false}>
        <Form.Item name="decision" label={t('complaints.admin.decision')} rules={[{ required: true }]}>
          <Radio.Group data-testid="decide-decision">
            {complaints.complaintDecision.options.map((d) => (
              <Radio key={d} value={d} data-testid={`decide-${d}`}>
                {t(`complaints.decision.${d}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {decision === 'split' && (
          <Form.Item
            name="designerAmount"
            label={t('complaints.admin.designerAmount')}
            rules={[
              {
                validator: (_, v: string | undefined) => {
                  const c = v ? parseCents(v) : null;
                  if (c === null || c < 1) return Promise.reject(new Error(t('tasks.money.invalid')));
                  if (c >= cost) return Promise.reject(new Error(t('complaints.admin.splitTooMuch', { max: formatCents(cost) })));
                  return Promise.resolve();
                },
              },
            ]}
          >
            <Input inputMode="decimal" addonAfter={t('tasks.coinUnit')} data-testid="decide-amount" />
          </Form.Item>
        )}
        {decision && (
          <Alert
            type="info"
            className="bh-gap-bottom"
            data-testid="decide-preview"
            title={t('complaints.admin.preview', {
              designer: formatCents(designerPart - commission),
              commission: formatCents(commission),
              business: formatCents(Math.max(0, cost - designerPart)),
            })}
          />
        )}
        <Form.Item name="reason" label={t('complaints.admin.reason')} rules={[{ required: true, min: 2, max: 500, whitespace: true }]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={500} data-testid="decide-reason" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

/** The case file of one complaint: the complaint, the task, its orbits, every delivery and the conversation. */
function ComplaintCase({ id, onChanged }: { id: number; onChanged: () => Promise<unknown> }) {
  const { t, lang } = useI18n();
  const notice = useNotice();
  const qc = useQueryClient();
  const [deciding, setDeciding] = useState(false);
  const info = useQuery({ queryKey: complaintKeys.info(id), queryFn: () => complaintsApi.info(id) });
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: complaintKeys.all });
    await onChanged();
  };
  const take = useMutation({
    mutationFn: (complaintId: number) => complaintsApi.take(complaintId),
    onSuccess: async () => {
      notice.success(t('complaints.admin.taken'));
      await refresh();
    },
  });
  if (info.isPending) return <PageSpin />;
  if (info.isError) return null;
  const { complaint: c, task, orbits, deliveries, conversation } = info.data;
  return (
    <Space orientation="vertical" size={16} className="bh-full" data-testid="complaint-case" data-status={c.status}>
      <Card size="small" title={t('complaints.admin.complaint', { id: c.id })}>
        <Space wrap>
          <Tag color={complaintStatusColor[c.status]} data-testid="complaint-status">
            {t(`complaints.status.${c.status}`)}
          </Tag>
          <Tag>{categoryLabel(lang, c.category)}</Tag>
          <span>
            {c.authorName} ({t(`complaints.side.${c.side}`)}) · {formatDateTime(c.dates)}
          </span>
        </Space>
        <p className="bh-pre bh-gap-top-s">{c.content}</p>
        <FileLinks files={c.files} testId="complaint-evidence" />
        <DecisionText c={c} />
        {(c.can?.take || c.can?.decide) && (
          <Space className="bh-gap-top" wrap>
            {c.can?.take && (
              <Button onClick={() => take.mutate(c.id)} data-testid="complaint-take">
                {t('complaints.admin.take')}
              </Button>
            )}
            {c.can?.decide && (
              <Button type="primary" onClick={() => setDeciding(true)} data-testid="complaint-decide">
                {t('complaints.admin.decide')}
              </Button>
            )}
          </Space>
        )}
      </Card>
      <Card size="small" title={t('complaints.admin.task')}>
        <Space wrap>
          <Link to={`/orderDetail?id=${task.id}`} target="_blank">
            {task.title}
          </Link>
          <StatusTag status={task.status} />
          <Coins cents={task.cost} strong />
        </Space>
        <div className="bh-gap-top-s">
          {t('tasks.field.publisher')}: {task.nickname} · {t('tasks.field.designer')}: {task.designerName ?? '-'} · {t('tasks.field.commission')}:{' '}
          {task.commissionRate !== null ? `${task.commissionRate / 100}%` : '-'}
        </div>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('tasks.detail.orbits')}>
            <Orbits orbits={orbits} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('tasks.chat.title')}>
            <ChatMessages messages={conversation} />
          </Card>
        </Col>
      </Row>
      <Card size="small" title={t('complaints.admin.deliveries', { count: deliveries.length })}>
        <Space orientation="vertical" size={16} className="bh-full">
          {deliveries.map((d) => (
            <DeliveryView key={d.version} delivery={d} compact />
          ))}
        </Space>
      </Card>
      <DecideModal info={info.data} open={deciding} onClose={() => setDeciding(false)} onDone={refresh} />
    </Space>
  );
}

/** /admin/complaints: the queue (oldest first), each case with its task, orbits, deliveries and conversation; take and decide. */
export default function Complaints() {
  const { t, lang } = useI18n();
  const qc = useQueryClient();
  const screens = Grid.useBreakpoint();
  const [status, setStatus] = useState<Status | ''>('');
  const [open, setOpen] = useState<number | null>(null);
  const list = usePagedList({ filter: status ? { status } : {}, queryKey: complaintKeys.queue, queryFn: complaintsApi.queue });
  const columns: TableProps<Complaint>['columns'] = [
    { key: 'id', title: '#', dataIndex: 'id', width: 60, responsive: ['md'] },
    {
      key: 'task',
      title: t('complaints.admin.task'),
      render: (_, c) => (
        <Button type="link" className="bh-no-margin" onClick={() => setOpen(c.id)} data-testid={`complaint-open-${c.id}`}>
          {c.taskTitle}
        </Button>
      ),
    },
    { key: 'author', title: t('complaints.admin.author'), render: (_, c) => `${c.authorName} (${t(`complaints.side.${c.side}`)})` },
    { key: 'category', title: t('complaints.category'), responsive: ['lg'], render: (_, c) => categoryLabel(lang, c.category) },
    {
      key: 'status',
      title: t('complaints.admin.status'),
      width: 110,
      render: (_, c) => <Tag color={complaintStatusColor[c.status]}>{t(`complaints.status.${c.status}`)}</Tag>,
    },
    { key: 'dates', title: t('complaints.admin.filed'), width: 160, responsive: ['md'], render: (_, c) => formatDateTime(c.dates) },
  ];
  return (
    <>
      <Typography.Title level={3}>{t('complaints.admin.title')}</Typography.Title>
      <Card>
        <div className="bh-toolbar">
          <Select<Status | ''>
            value={status}
            onChange={(v) => {
              setStatus(v);
            }}
            options={[
              { value: '', label: t('complaints.admin.pending') },
              ...complaints.complaintStatus.options.map((s) => ({ value: s, label: t(`complaints.status.${s}`) })),
            ]}
            className="bh-filter"
            aria-label={t('complaints.admin.status')}
            data-testid="complaints-status-filter"
          />
        </div>
        <PagedTable<Complaint> list={list} columns={columns} scroll={{ x: 'max-content' }} data-testid="complaints-queue" sizeChanger={false} />
      </Card>
      <Drawer open={open !== null} onClose={() => setOpen(null)} size={screens.lg ? 960 : '100%'} title={t('complaints.admin.case')} destroyOnHidden>
        {open !== null && <ComplaintCase id={open} onChanged={() => qc.invalidateQueries({ queryKey: complaintKeys.all })} />}
      </Drawer>
    </>
  );
}
