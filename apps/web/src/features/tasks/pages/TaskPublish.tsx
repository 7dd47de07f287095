import { Alert, App, Button, Card, Checkbox, DatePicker, Form, Input, InputNumber, Result, Select, Typography, type ButtonProps } from 'antd';
import { useMutation } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { formatCents, parseCents, tasks } from '@boothhub/shared';
import { Link, useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n';
import { useAfterSave } from '../../../components/useAfterSave';
import { useFilledForm } from '../../../components/useFilledForm';
import { ContactFields } from '../../../components/ContactFields';
import { againstField } from '../../../components/fieldRules';
import { PageSpin } from '../../../app/PageSpin';
import { useMember } from '../../account/session';
import { checkBrief, RulesList, useExhibitionRules, warningText } from '../../exhibitions';
import { taskKeys, tasksApi } from '../api';
import { useTask } from '../useTask';
import { FilePicker, type PickedFile } from '../components/FilePicker';
import { OpenSidesPicker } from '../components/OpenSidesPicker';
import { perSquareMetre } from '../components/TaskBits';
import { options } from '../labels';
import { readTaskPrefill } from '../prefill';
import { TaskMissing } from './OrderDetail';
import { useIdParam } from '../../../lib/useRecord';

interface Values {
  title: string;
  types: tasks.DesignType;
  plaza: number;
  sizes: string;
  opens: number;
  layer: number;
  style: keyof typeof tasks.designStyles;
  addr: string;
  city?: string;
  exhibition: [Dayjs, Dayjs];
  rdate: Dayjs;
  tasks: Array<keyof typeof tasks.deliverableKinds>;
  tips?: string;
  cost: string;
  contName: string;
  contPhone: string;
  attach: PickedFile[];
}

const DAY = 'YYYY-MM-DD';

/**
 * /personalCenter/newService (businessTaskPub; `?id=` edits with businessTaskEdit): every field of docs/rules/tasks.md.
 * An unpaid task may change everything; a recruiting one only its requirements and attachments.
 */
export default function TaskPublish() {
  const { t, lang } = useI18n();
  const afterSave = useAfterSave();
  const member = useMember();
  const id = useIdParam();
  const { modal } = App.useApp();
  const [params] = useSearchParams();
  const existing = useTask(id);
  const task = existing.data?.detail;
  const form = useFilledForm<Values, NonNullable<typeof task>>(task, (r) => ({
    title: r.title,
    types: r.types,
    plaza: r.plaza,
    sizes: r.sizes,
    opens: r.opens,
    layer: r.layer,
    style: r.style,
    addr: r.addr,
    city: r.city,
    exhibition: [dayjs(r.sdate), dayjs(r.edate)],
    rdate: dayjs(r.rdate),
    tasks: r.tasks,
    tips: r.tips,
    cost: formatCents(r.cost),
    contName: r.conts?.name ?? '',
    contPhone: r.conts?.phone ?? '',
    attach: (r.attach ?? []).map((f) => ({ fileId: f.fileId, name: f.name, size: f.size })),
  }));
  const cost = Form.useWatch('cost', form);
  const plaza = Form.useWatch('plaza', form);
  const limited = task?.status === 'recruiting';
  // "post a design task for this booth" (a floor plan) prefills the brief and names the exhibition (groupid)
  const { groupid: prefillGroup, plotId: prefillPlot, ...prefill } = id === null ? readTaskPrefill(params) : {};
  const groupid = task ? task.groupid : (prefillGroup ?? null);
  const plotId = task ? (task.plotId ?? null) : (prefillPlot ?? null);
  const show = useExhibitionRules(groupid);
  const layer = Form.useWatch('layer', form);
  const warnings = show.data?.rules && typeof layer === 'number' ? checkBrief(show.data.rules, { layer }) : [];

  /** The brief breaks its exhibition's build rules: the member confirms before it is published (a warning, not a refusal). */
  const confirmRules = () =>
    warnings.length === 0 || limited
      ? Promise.resolve(true)
      : modal.confirm({
          title: t('exhibitions.rulesWarn.title'),
          content: (
            <ul data-testid="task-rules-confirm">
              {warnings.map((w) => (
                <li key={w.code}>{warningText(t, w)}</li>
              ))}
            </ul>
          ),
          okText: t('exhibitions.rulesWarn.confirm'),
          cancelText: t('common.cancel'),
          okButtonProps: { 'data-testid': 'task-rules-confirm-ok' } as ButtonProps,
        });

  const submit = useMutation({
    mutationFn: async (v: Values) => {
      if (!(await confirmRules())) return;
      const attach = (v.attach ?? []).map((f) => f.fileId);
      const tips = (v.tips ?? '').trim();
      if (task && limited) {
        await tasksApi.edit({ id: task.id, tips, attach });
        await afterSave({ said: t('tasks.pub.saved'), refresh: [taskKeys.all], go: `/orderDetail?id=${task.id}` });
        return;
      }
      const fields = {
        title: v.title.trim(),
        types: v.types,
        plaza: v.plaza,
        sizes: v.sizes.trim(),
        opens: v.opens,
        layer: v.layer,
        style: v.style,
        addr: v.addr.trim(),
        ...(v.city?.trim() ? { city: v.city.trim() } : {}),
        ...(groupid ? { groupid, ...(plotId ? { plotId } : {}) } : {}),
        sdate: v.exhibition[0].format(DAY),
        edate: v.exhibition[1].format(DAY),
        rdate: v.rdate.format(DAY),
        tasks: v.tasks,
        tips,
        cost: parseCents(v.cost)!,
        conts: { name: v.contName.trim(), phone: v.contPhone.trim() },
        attach,
      };
      if (task) {
        await tasksApi.edit({ id: task.id, ...fields });
        await afterSave({ said: t('tasks.pub.saved'), refresh: [taskKeys.all], go: `/orderPay?id=${task.id}` });
      } else {
        const made = await tasksApi.publish(fields);
        await afterSave({ said: t('tasks.pub.published'), refresh: [taskKeys.all], go: `/orderPay?id=${made.id}` });
      }
    },
  });

  if (member.data && member.data.role !== 'business' && member.data.role !== 'admin')
    return <Result status="info" title={t('tasks.pub.businessOnly')} extra={<Link to="/orderList">{t('tasks.title.orderList')}</Link>} />;
  if (id !== null && existing.isPending) return <PageSpin />;
  if (id !== null && (existing.isError || existing.data?.relation !== 'publisher')) return <TaskMissing error={existing.error} />;
  if (task && task.status !== 'unpaid' && task.status !== 'recruiting')
    return (
      <Result status="warning" title={t('tasks.pub.notEditable')} extra={<Link to={`/orderDetail?id=${task.id}`}>{t('tasks.pub.toTask')}</Link>} />
    );

  const costCents = typeof cost === 'string' ? parseCents(cost) : null;
  const perM2 = costCents !== null && typeof plaza === 'number' && plaza > 0 ? perSquareMetre(costCents, plaza) : null;

  const money = (_: unknown, v: string | undefined) => {
    const c = v ? parseCents(v) : null;
    if (c === null) return Promise.reject(new Error(t('tasks.money.invalid')));
    if (c < tasks.TASK_MIN_COST) return Promise.reject(new Error(t('tasks.pub.costMin', { min: formatCents(tasks.TASK_MIN_COST) })));
    return Promise.resolve();
  };

  return (
    <Card title={task ? t('tasks.pub.editTitle') : t('tasks.title.newService')} data-testid="task-publish">
      {limited && <Alert type="info" showIcon className="bh-gap-bottom" title={t('tasks.pub.limited')} />}
      {show.data && (
        <Alert
          type={warnings.length ? 'warning' : 'info'}
          showIcon
          className="bh-gap-bottom"
          title={t('exhibitions.rulesWarn.box', { title: show.data.title })}
          description={
            <>
              <RulesList rules={show.data.rules} />
              {warnings.length > 0 && (
                <ul data-testid="task-rules-warnings">
                  {warnings.map((w) => (
                    <li key={w.code}>
                      <strong>{warningText(t, w)}</strong>
                    </li>
                  ))}
                </ul>
              )}
            </>
          }
          data-testid="task-rules"
        />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit.mutate}
        initialValues={{ opens: 1, layer: 1, tasks: ['rendering'], attach: [], style: 'modern', types: 'booth', ...prefill }}
        disabled={submit.isPending}
        scrollToFirstError
      >
        <fieldset disabled={limited} className="bh-fieldset">
          <Form.Item name="title" label={t('tasks.field.title')} rules={[{ required: true, min: 4, max: 80, whitespace: true }]}>
            <Input maxLength={80} showCount data-testid="task-title-input" />
          </Form.Item>
          <div className="bh-form-grid">
            <Form.Item name="types" label={t('tasks.field.types')} rules={[{ required: true }]}>
              <Select options={options(lang, tasks.designTypes)} disabled={limited} data-testid="task-types" />
            </Form.Item>
            <Form.Item name="style" label={t('tasks.field.style')} rules={[{ required: true }]}>
              <Select options={options(lang, tasks.designStyles)} disabled={limited} data-testid="task-style" />
            </Form.Item>
            <Form.Item name="plaza" label={t('tasks.field.plazaM2')} rules={[{ required: true, type: 'integer', min: 1, max: 100000 }]}>
              <InputNumber min={1} max={100000} precision={0} className="bh-full" disabled={limited} data-testid="task-plaza" />
            </Form.Item>
            <Form.Item
              name="sizes"
              label={t('tasks.field.sizes')}
              extra={t('tasks.pub.sizesHint')}
              rules={[{ required: true, max: 40, whitespace: true }]}
            >
              <Input maxLength={40} data-testid="task-sizes" />
            </Form.Item>
          </div>
          <Form.Item name="opens" label={t('tasks.field.opens')} rules={[{ required: true }]}>
            <OpenSidesPicker />
          </Form.Item>
          <div className="bh-form-grid">
            <Form.Item name="layer" label={t('tasks.field.layer')} rules={[{ required: true, type: 'integer', min: 1, max: 5 }]}>
              <InputNumber min={1} max={5} precision={0} className="bh-full" disabled={limited} data-testid="task-layer" />
            </Form.Item>
            <Form.Item name="city" label={t('tasks.field.city')} extra={t('tasks.pub.cityHint')} rules={[{ max: 30 }]}>
              <Input maxLength={30} data-testid="task-city" />
            </Form.Item>
          </div>
          <Form.Item name="addr" label={t('tasks.field.addr')} rules={[{ required: true, min: 2, max: 120, whitespace: true }]}>
            <Input maxLength={120} placeholder={t('tasks.pub.addrHint')} data-testid="task-addr" />
          </Form.Item>
          <div className="bh-form-grid">
            <Form.Item name="exhibition" label={t('tasks.field.exhibitionDates')} rules={[{ required: true }]}>
              <DatePicker.RangePicker
                className="bh-full"
                disabled={limited}
                disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}

                data-testid="task-exhibition"
              />
            </Form.Item>
            <Form.Item
              name="rdate"
              label={t('tasks.field.rdate')}
              dependencies={['exhibition']}
              rules={[
                { required: true },
                againstField<Dayjs, [Dayjs, Dayjs]>('exhibition', (v, ex) => !ex?.[1] || !v.isAfter(ex[1], 'day'), t('tasks.pub.rdateAfter')),
              ]}
            >
              <DatePicker className="bh-full" disabled={limited} disabledDate={(d) => d.isBefore(dayjs().startOf('day'))} data-testid="task-rdate" />
            </Form.Item>
          </div>
          <Form.Item
            name="tasks"
            label={t('tasks.field.tasks')}
            // a validator rather than `required`: antd would put aria-required on the group, which a group may not carry
            rules={[{ validator: (_, v?: string[]) => (v?.length ? Promise.resolve() : Promise.reject(new Error(t('tasks.pub.tasksRequired')))) }]}
          >
            <Checkbox.Group
              role="group"
              aria-label={t('tasks.field.tasks')}
              options={options(lang, tasks.deliverableKinds)}
              disabled={limited}
              data-testid="task-deliverables"
            />
          </Form.Item>
        </fieldset>
        <Form.Item name="tips" label={t('tasks.field.tips')} rules={[{ max: 5000 }]}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={5000} showCount data-testid="task-tips-input" />
        </Form.Item>
        <fieldset disabled={limited} className="bh-fieldset">
          <Form.Item
            name="cost"
            label={t('tasks.field.costCoins')}
            rules={[{ required: true, message: t('tasks.money.invalid') }, { validator: money }]}
            extra={
              <span data-testid="task-cost-per-m2">
                {perM2 !== null ? t('tasks.perM2', { amount: formatCents(perM2) }) : t('tasks.pub.perM2Hint')}
              </span>
            }
          >
            <Input inputMode="decimal" addonAfter={t('tasks.coinUnit')} disabled={limited} data-testid="task-cost" />
          </Form.Item>
          <div className="bh-form-grid">
            <ContactFields
              names={{ name: 'contName', phone: 'contPhone' }}
              labels={{ name: t('tasks.field.contName'), phone: t('tasks.field.contPhone') }}
              testIds={{ name: 'task-cont-name', phone: 'task-cont-phone' }}
              phoneInvalid={t('tasks.pub.phoneInvalid')}
            />
          </div>
        </fieldset>
        <Form.Item name="attach" label={t('tasks.field.attach')} extra={t('tasks.pub.attachHint')}>
          <FilePicker purpose="attachment" max={tasks.TASK_MAX_ATTACH} testId="task-attach" />
        </Form.Item>
        <Typography.Paragraph type="secondary">{task ? null : t('tasks.pub.unpaidHint')}</Typography.Paragraph>
        <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="task-publish-submit">
          {task ? t('common.save') : t('tasks.pub.submit')}
        </Button>
      </Form>
    </Card>
  );
}
