import type { ComponentProps } from 'react';
import type { BriefWarning } from '@boothhub/shared';
import { useI18n } from '../../../../i18n';
import { Note } from '../../../../components/lite/Content';
import { Dialog, DialogButtons } from '../../../../components/lite/Dialog';
import { RulesList, warningText } from '../../../exhibitions';

/** The exhibition's build rules above the form, and what the brief breaks of them (antd's info or warning Alert). */
export function RulesNote({ title, rules, warnings }: { title: string; rules: ComponentProps<typeof RulesList>['rules']; warnings: BriefWarning[] }) {
  const { t } = useI18n();
  return (
    <div className="bh-gap-bottom">
      <Note warning={warnings.length > 0} testId="task-rules">
        <strong>{t('exhibitions.rulesWarn.box', { title })}</strong>
        <RulesList rules={rules} />
        {warnings.length > 0 && (
          <ul data-testid="task-rules-warnings">
            {warnings.map((w) => (
              <li key={w.code}>
                <strong>{warningText(t, w)}</strong>
              </li>
            ))}
          </ul>
        )}
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
