import { Suspense, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { formatCents, parseCents } from '@boothhub/shared';
import { TASK_MAX_ATTACH } from '@boothhub/shared/contracts/taskOptions';
import type { tasks } from '@boothhub/shared';
import { useI18n } from '../../../../i18n';
import { useAfterSave } from '../../../../components/useAfterSave';
import { ContactFields } from '../../../../components/ContactFields';
import { TextAreaField, TextField, useLiteForm } from '../../../../components/lite/Form';
import { PrimarySubmit } from '../../../../components/lite/BusyMark';
import { FieldFrame, rangeDays } from '../../../../components/lite/Fields';
import { checkBrief, useExhibitionRules, warningText } from '../../../exhibitions';
import type { BriefWarningCode } from '@boothhub/shared';
import { taskKeys, tasksApi, type TaskShow } from '../../api';
import { FilePicker, type PickedFile } from '../FilePicker';
import { BriefGuide } from '../BudgetGuide';
import { perSquareMetre } from '../../labels';
import { BriefFields, type RuleWarnings } from './BriefFields';
import { lazyPlain } from '../../../../lib/lazyPlain';
import { briefFacts, heightAndRigging, publishChecks, taskFiles, taskValues, type Field, type Values } from './fields';

/** the field each build-rule warning is said beside */
const WARNING_FIELD: Record<BriefWarningCode, keyof RuleWarnings> = {
  STOREYS_EXCEEDED: 'layer',
  HEIGHT_EXCEEDED: 'heightM',
  RIGGING_NOT_ALLOWED: 'rigging',
};

// an exhibition's build rules and their confirm: loaded only for a brief that names an exhibition (a booth plot's link)
const RulesNote = lazyPlain(() => import('./RulesNote').then((m) => m.RulesNote));
const RulesConfirm = lazyPlain(() => import('./RulesNote').then((m) => m.RulesConfirm));

interface Props {
  /** the task being edited (unpaid: everything; recruiting: only the requirements and attachments) */
  task?: TaskShow['detail'];
  /** a new brief's first values (defaults and a booth plot's prefill) */
  initial: Partial<Values>;
  /** the exhibition and booth plot a new brief is for */
  groupid: number | null;
  plotId: number | null;
}

/**
 * The publish form (businessTaskPub; businessTaskEdit for a task being edited): every field of docs/rules/tasks.md,
 * checked as antd's form did; a brief that breaks its exhibition's build rules is confirmed first. Plain markup.
 */
export function PublishForm({ task, initial, groupid, plotId }: Props) {
  const { t } = useI18n();
  const afterSave = useAfterSave();
  const limited = task?.status === 'recruiting';
  const form = useLiteForm<Field>(publishChecks(t), task ? taskValues(task) : initial);
  const [files, setFiles] = useState<PickedFile[]>(() => (task ? taskFiles(task) : []));
  const [confirming, setConfirming] = useState<Values | null>(null);
  const show = useExhibitionRules(groupid);
  const facts = briefFacts({ layer: form.field('layer').value, heightM: form.field('heightM').value, rigging: form.field('rigging').value });
  const warnings = show.data?.rules ? checkBrief(show.data.rules, facts) : [];
  const atField: RuleWarnings = Object.fromEntries(warnings.map((w) => [WARNING_FIELD[w.code], warningText(t, w)]));

  const submit = useMutation({
    mutationFn: async (v: Values) => {
      const attach = files.map((f) => f.fileId);
      const tips = v.tips.trim();
      if (task && limited) {
        await tasksApi.edit({ id: task.id, tips, attach });
        await afterSave({ said: t('tasks.pub.saved'), refresh: [taskKeys.all], go: `/orderDetail?id=${task.id}` });
        return;
      }
      const [sdate, edate] = rangeDays(v.exhibition);
      const fields = {
        title: v.title.trim(),
        types: v.types as tasks.DesignType,
        plaza: Number(v.plaza),
        sizes: v.sizes.trim(),
        opens: Number(v.opens),
        layer: Number(v.layer),
        ...heightAndRigging(v),
        style: v.style as tasks.TaskPubBody['style'],
        addr: v.addr.trim(),
        ...(v.city.trim() ? { city: v.city.trim() } : {}),
        ...(groupid ? { groupid, ...(plotId ? { plotId } : {}) } : {}),
        sdate,
        edate,
        rdate: v.rdate,
        tasks: v.tasks.split(',') as tasks.TaskPubBody['tasks'],
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

  const send = (v: Values) => {
    if (submit.isPending) return;
    if (warnings.length > 0 && !limited) setConfirming(v);
    else submit.mutate(v);
  };
  // a recruiting task sends only its requirements and attachments: only they are checked
  const onSubmit = limited
    ? (e: FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        const v = form.checkSome(['tips']);
        if (v) send(v);
      }
    : form.onSubmit(send);

  const cost = parseCents(form.field('cost').value);
  const plaza = Number(form.field('plaza').value);
  const perM2 = cost !== null && Number.isInteger(plaza) && plaza > 0 ? perSquareMetre(cost, plaza) : null;

  return (
    <>
      {show.data && (
        <Suspense fallback={null}>
          <RulesNote title={show.data.title} rules={show.data.rules} broken={warnings.length > 0} />
        </Suspense>
      )}
      <form className="bh-form" onSubmit={onSubmit} noValidate>
        <fieldset disabled={submit.isPending} className="bh-fieldset">
          <BriefFields form={form} limited={limited} warnings={atField} />
          <TextAreaField {...form.field('tips')} label={t('tasks.field.tips')} maxLength={5000} rows={4} testId="task-tips-input" />
          <fieldset disabled={limited} className="bh-fieldset">
            {!limited && (
              <BriefGuide
                values={{
                  city: form.field('city').value,
                  addr: form.field('addr').value,
                  types: form.field('types').value,
                  layer: form.field('layer').value,
                  opens: form.field('opens').value,
                  plaza: form.field('plaza').value,
                  cost,
                }}
              />
            )}
            <TextField
              {...form.field('cost')}
              label={t('tasks.field.costCoins')}
              inputMode="decimal"
              unit={t('tasks.coinUnit')}
              hint={
                <span data-testid="task-cost-per-m2">
                  {perM2 !== null ? t('tasks.perM2', { amount: formatCents(perM2) }) : t('tasks.pub.perM2Hint')}
                </span>
              }
              testId="task-cost"
            />
            <div className="bh-form-grid">
              <ContactFields
                fields={{ name: form.field('contName'), phone: form.field('contPhone') }}
                labels={{ name: t('tasks.field.contName'), phone: t('tasks.field.contPhone') }}
                testIds={{ name: 'task-cont-name', phone: 'task-cont-phone' }}
              />
            </div>
          </fieldset>
          <FieldFrame id="task-attach-field" label={t('tasks.field.attach')} hint={t('tasks.pub.attachHint')} group>
            <FilePicker
              purpose="attachment"
              max={TASK_MAX_ATTACH}
              value={files}
              onChange={setFiles}
              labelledBy="task-attach-field-label"
              describedBy="task-attach-field-hint"
              testId="task-attach"
            />
          </FieldFrame>
          {!task && <p className="bh-paragraph bh-secondary">{t('tasks.pub.unpaidHint')}</p>}
          <PrimarySubmit busy={submit.isPending} testId="task-publish-submit">
            {task ? t('common.save') : t('tasks.pub.submit')}
          </PrimarySubmit>
        </fieldset>
      </form>
      {warnings.length > 0 && (
        <Suspense fallback={null}>
          <RulesConfirm
            warnings={warnings}
            open={confirming !== null}
            onCancel={() => setConfirming(null)}
            onOk={() => {
              if (confirming) submit.mutate(confirming);
              setConfirming(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
