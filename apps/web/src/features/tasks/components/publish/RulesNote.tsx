import type { ComponentProps } from 'react';
import type { BriefWarning } from '@boothhub/shared';
import { useI18n } from '../../../../i18n';
import { Note } from '../../../../components/lite/Content';
import { Dialog, DialogButtons } from '../../../../components/lite/Dialog';
import { RulesList, warningText } from '../../../exhibitions';

/**
 * The exhibition's build rules above the form (antd's info or warning Alert); what the brief breaks of them is said
 * beside the field that breaks it (BriefFields), the box only turns to a warning.
 */
export function RulesNote({ title, rules, broken }: { title: string; rules: ComponentProps<typeof RulesList>['rules']; broken: boolean }) {
  const { t } = useI18n();
  return (
    <div className="bh-gap-bottom">
      <Note warning={broken} testId="task-rules">
        <strong>{t('exhibitions.rulesWarn.box', { title })}</strong>
        <RulesList rules={rules} />
      </Note>
    </div>
  );
}

/**
 * The brief breaks its exhibition's build rules: the member confirms before it is published (a warning, not a
 * refusal; antd's confirm modal before).
 */
export function RulesConfirm({
  warnings,
  open,
  onCancel,
  onOk,
}: {
  warnings: BriefWarning[];
  open: boolean;
  onCancel: () => void;
  onOk: () => void;
}) {
  const { t } = useI18n();
  return (
    <Dialog
      open={open}
      title={t('exhibitions.rulesWarn.title')}
      onClose={onCancel}
      footer={<DialogButtons onCancel={onCancel} onOk={onOk} okText={t('exhibitions.rulesWarn.confirm')} okTestId="task-rules-confirm-ok" />}
    >
      <ul data-testid="task-rules-confirm">
        {warnings.map((w) => (
          <li key={w.code}>{warningText(t, w)}</li>
        ))}
      </ul>
    </Dialog>
  );
}
