import { Alert, Avatar, Button, Card, Form, Input, InputNumber, List, Popconfirm, Rate, Space, Tag, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { UserOutlined } from '@ant-design/icons';
import { formatCents, parseCents, type tasks } from '@boothhub/shared';
import { formatDateTime, useI18n } from '../../../i18n';
import { useNotice } from '../../../app/notice';
import { tasksApi } from '../api';
import { Coins } from './TaskBits';

interface SignupValues {
  message: string;
  days: number;
  quote?: string;
}

/** A designer's side of a recruiting task: the signup form (message, days, optional quote), or their signup and its withdrawal. */
export function SignupPanel({
  task,
  mine,
  can,
  onChanged,
}: {
  task: tasks.TaskDetail;
  mine: tasks.Signup | null;
  can: Partial<tasks.TaskCan>;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useI18n();
  const notice = useNotice();
  const [form] = Form.useForm<SignupValues>();
  const active = mine && (mine.status === 'active' || mine.status === 'selected');

  const submit = useMutation({
    mutationFn: (v: SignupValues) => {
      const quote = v.quote ? parseCents(v.quote) : null;
      return tasksApi.signup({ id: task.id, message: v.message.trim(), days: v.days, ...(quote !== null ? { quote } : {}) });
    },
    onSuccess: async () => {
      notice.success(t('tasks.signup.done'));
      form.resetFields();
      await onChanged();
    },
  });
  const withdraw = useMutation({
    mutationFn: () => tasksApi.signupCancel(task.id),
    onSuccess: async () => {
      notice.success(t('tasks.signup.withdrawn'));
      await onChanged();
    },
  });

  if (active && mine) {
    return (
      <Card size="small" title={t('tasks.signup.mine')} data-testid="task-my-signup">
        <p className="bh-pre">{mine.message}</p>
        <Space wrap>
          <Tag color={mine.status === 'selected' ? 'green' : 'blue'} data-testid="task-my-signup-status">
            {t(`tasks.signup.status.${mine.status}`)}
          </Tag>
          <span>{t('tasks.signup.daysValue', { days: mine.days })}</span>
          {mine.quote !== null && <Coins cents={mine.quote} />}
        </Space>
        {can.withdrawSignup && (
          <div className="bh-gap-top">
            <Popconfirm
              title={t('tasks.signup.withdrawConfirm')}
              onConfirm={() => withdraw.mutate()}
              okText={t('common.confirm')}
              cancelText={t('common.cancel')}
            >
              <Button danger data-testid="task-signup-cancel">
                {t('tasks.signup.withdraw')}
              </Button>
            </Popconfirm>
          </div>
        )}
      </Card>
    );
  }
  if (!can.signUp) return null;
  return (
    <Card size="small" title={t('tasks.signup.title')} data-testid="task-signup">
      {mine && <Alert type="info" showIcon className="bh-gap-bottom" title={t(`tasks.signup.status.${mine.status}`)} />}
      <Form form={form} layout="vertical" onFinish={submit.mutate} requiredMark={false}>
        <Form.Item name="message" label={t('tasks.signup.message')} rules={[{ required: true, min: 5, max: 1000, whitespace: true }]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} showCount data-testid="task-signup-message" />
        </Form.Item>
        <Form.Item name="days" label={t('tasks.signup.days')} rules={[{ required: true, type: 'integer', min: 1, max: 365 }]}>
          <InputNumber min={1} max={365} precision={0} className="bh-full" data-testid="task-signup-days" />
        </Form.Item>
        <Form.Item
          name="quote"
          label={t('tasks.signup.quote')}
          extra={t('tasks.signup.quoteHint')}
          rules={[
            {
              validator: (_, v: string | undefined) =>
                !v || parseCents(v) !== null ? Promise.resolve() : Promise.reject(new Error(t('tasks.money.invalid'))),
            },
          ]}
        >
          <Input inputMode="decimal" placeholder={formatCents(task.cost)} data-testid="task-signup-quote" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="task-signup-submit">
          {t('tasks.signup.submit')}
        </Button>
      </Form>
    </Card>
  );
}

/** The publisher's applicants: standing (ratings, completed tasks), the proposal, and a select button while recruiting. */
export function Applicants({
  task,
  signups,
  can,
  onChanged,
  onTalk,
}: {
  task: tasks.TaskDetail;
  signups: tasks.Signup[];
  can: Partial<tasks.TaskCan>;
  onChanged: () => Promise<unknown>;
  onTalk: (cardno: string) => void;
}) {
  const { t } = useI18n();
  const notice = useNotice();
  const select = useMutation({
    mutationFn: (cardno: string) => tasksApi.select(task.id, cardno),
    onSuccess: async () => {
      notice.success(t('tasks.applicants.selected'));
      await onChanged();
    },
  });
  const busy = select.isPending ? select.variables : null;
  return (
    <Card size="small" title={t('tasks.applicants.title', { count: signups.length })} data-testid="task-applicants">
      <List
        dataSource={signups}
        locale={{ emptyText: t('tasks.applicants.none') }}
        renderItem={(s) => (
          <List.Item key={s.id} data-testid={`applicant-${s.cardno}`} className="bh-applicant">
            <div className="bh-full">
              <Space align="start" className="bh-full" wrap>
                <Avatar src={s.userlogo || undefined} icon={<UserOutlined />} />
                <div>
                  <strong>{s.nickname || s.cardno}</strong> <Tag>{t(`tasks.signup.status.${s.status}`)}</Tag>
                  <div className="bh-applicant-standing">
                    {s.taidu || s.sudu || s.pinzhi ? (
                      <>
                        <span>
                          {t('tasks.eval.taidu')} <Rate disabled allowHalf value={s.taidu} className="bh-rate-s" />
                        </span>
                        <span>
                          {t('tasks.eval.sudu')} <Rate disabled allowHalf value={s.sudu} className="bh-rate-s" />
                        </span>
                        <span>
                          {t('tasks.eval.pinzhi')} <Rate disabled allowHalf value={s.pinzhi} className="bh-rate-s" />
                        </span>
                      </>
                    ) : (
                      // ratings are 1–5 stars, so all three at 0 means nobody has rated this designer yet
                      <Typography.Text type="secondary" data-testid="applicant-no-ratings">
                        {t('tasks.applicants.noRatings')}
                      </Typography.Text>
                    )}
                    <span data-testid="applicant-completed">{t('tasks.applicants.completed', { count: s.completed })}</span>
                  </div>
                </div>
              </Space>
              <p className="bh-pre bh-gap-top-s">{s.message}</p>
              <Space wrap>
                <Typography.Text type="secondary">{t('tasks.signup.daysValue', { days: s.days })}</Typography.Text>
                {s.quote !== null && (
                  <Typography.Text type="secondary">
                    {t('tasks.signup.quoteShort')}: <Coins cents={s.quote} />
                  </Typography.Text>
                )}
                <Typography.Text type="secondary">{formatDateTime(s.dates)}</Typography.Text>
              </Space>
              <Space wrap className="bh-gap-top-s">
                {can.select && s.status === 'active' && (
                  <Popconfirm
                    title={t('tasks.applicants.selectConfirm', { name: s.nickname || s.cardno })}
                    onConfirm={() => select.mutate(s.cardno)}
                    okText={t('common.confirm')}
                    cancelText={t('common.cancel')}
                  >
                    <Button type="primary" size="small" loading={busy === s.cardno} data-testid={`applicant-select-${s.cardno}`}>
                      {t('tasks.applicants.select')}
                    </Button>
                  </Popconfirm>
                )}
                {(s.status === 'active' || s.status === 'selected') && (
                  <Button size="small" onClick={() => onTalk(s.cardno)} data-testid={`applicant-talk-${s.cardno}`}>
                    {t('tasks.applicants.talk')}
                  </Button>
                )}
              </Space>
            </div>
          </List.Item>
        )}
      />
    </Card>
  );
}
