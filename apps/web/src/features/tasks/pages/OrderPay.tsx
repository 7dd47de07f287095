import { useRef } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Result, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { formatCents } from '@boothhub/shared';
import { Link } from 'react-router';
import { useI18n } from '../../../i18n';
import { useAfterSave } from '../../../components/useAfterSave';
import { PageSpin } from '../../../app/PageSpin';
import { isApiError } from '../../../lib/request';
import { sessionKeys, useMember } from '../../account/session';
import { newIdempotencyKey, taskKeys, tasksApi } from '../api';
import { useTask } from '../useTask';
import { Coins } from '../components/TaskBits';
import { TaskMissing } from './OrderDetail';
import { useIdParam } from '../../../lib/useRecord';

/**
 * /orderPay?id= (businessTaskPay): the budget, the available coins with a top-up link when they are short, and
 * the payment PIN. Each attempt sends its own Idempotency-Key; a retry after a lost answer (network error or
 * timeout) resends the same key, so the budget is never taken twice.
 */
export default function OrderPay() {
  const { t } = useI18n();
  const id = useIdParam();
  const afterSave = useAfterSave();
  const member = useMember();
  const [form] = Form.useForm<{ paycode: string }>();
  const attempt = useRef<string | null>(null);
  const show = useTask(id);

  const pay = useMutation({
    mutationFn: ({ paycode }: { paycode: string }) => {
      attempt.current ??= newIdempotencyKey();
      return tasksApi.pay({ id: id!, paycode }, attempt.current);
    },
    onSuccess: async () => {
      attempt.current = null;
      await afterSave({ said: t('tasks.pay.done'), refresh: [sessionKeys.member, taskKeys.all], go: `/orderDetail?id=${id}` });
    },
    onError: (e) => {
      // a business answer ends the attempt; a lost answer keeps its key for the retry
      if (isApiError(e) && e.kind === 'business') {
        attempt.current = null;
        form.resetFields();
      }
    },
  });

  if (id === null) return <TaskMissing />;
  if (show.isPending || member.isPending) return <PageSpin />;
  if (show.isError || show.data.relation !== 'publisher') return <TaskMissing error={show.error} />;
  const task = show.data.detail;
  if (task.status !== 'unpaid')
    return (
      <div className="bh-container bh-narrow">
        <Result
          status="success"
          title={t('tasks.pay.already')}
          extra={
            <Link to={`/orderDetail?id=${task.id}`} data-testid="pay-to-task">
              {t('tasks.pub.toTask')}
            </Link>
          }
        />
      </div>
    );
  const coins = member.data?.coins ?? 0;
  const short = coins < task.cost;
  const hasPin = member.data?.ispaycode === true;

  return (
    <div className="bh-container bh-narrow">
      <Card title={t('tasks.title.orderPay')} data-testid="task-pay-page">
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'title', label: t('tasks.field.title'), children: task.title },
            { key: 'cost', label: t('tasks.pay.amount'), children: <Coins cents={task.cost} strong /> },
            {
              key: 'balance',
              label: t('tasks.pay.balance'),
              children: (
                <span data-testid="pay-balance" data-cents={coins}>
                  {t('tasks.coins', { amount: formatCents(coins) })}
                </span>
              ),
            },
          ]}
        />
        {short && (
          <Alert
            type="warning"
            showIcon
            className="bh-gap-bottom"
            data-testid="pay-short"
            title={t('tasks.pay.short', { amount: formatCents(task.cost - coins) })}
            action={
              <Link to="/personalCenter/recharge" data-testid="pay-recharge">
                {t('tasks.pay.recharge')}
              </Link>
            }
          />
        )}
        {!hasPin && (
          <Alert
            type="info"
            showIcon
            className="bh-gap-bottom"
            data-testid="pay-no-pin"
            title={t('tasks.pay.noPin')}
            action={<Link to="/personalCenter/securitySetting">{t('tasks.pay.setPin')}</Link>}
          />
        )}
        <Typography.Paragraph type="secondary">{t('tasks.pay.escrowHint')}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={pay.mutate} requiredMark={false}>
          <Form.Item
            name="paycode"
            label={t('tasks.pay.pin')}
            rules={[{ required: true }, { pattern: /^\d{6}$/, message: t('tasks.pay.pinInvalid') }]}
          >
            <Input.Password maxLength={6} inputMode="numeric" autoComplete="off" className="bh-pin" data-testid="pay-pin" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={pay.isPending} disabled={short || !hasPin} block data-testid="pay-submit">
            {t('tasks.pay.submit', { amount: formatCents(task.cost) })}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
